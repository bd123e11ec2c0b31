import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import InstallationReportPage from '@custom-pages/installation/InstallationReportPage';
import OperationPage from '@custom-pages/installation/OperationPage';
import { renderPage, routeFor } from './page-harness';

const installation = { id: 'ischgl', name: 'Ischgl Start', type: 'startFinish', status: 'active', version: 4, customerId: 'c1', resortId: 'r1', country: 'AT' };
const problem = {
  id: 'p1',
  name: 'Finish photocell blocked',
  severity: '4',
  state: 'problem',
  acknowledged: false,
  source: 'zabbix',
  triggerId: 'T-1',
  installationId: 'ischgl',
  startedAt: '2026-11-24T06:40:00.000Z',
};
const device = { id: 'cam-1', name: 'Start camera', type: 'camera', status: 'offline', installationId: 'ischgl' };

const cockpitData = (extra: Record<string, unknown> = {}) => ({
  getOne: vi.fn(async (resource: string) => ({
    data: resource === 'installations' ? installation : { id: 'x', name: resource === 'resorts' ? 'Ischgl' : 'Silvrettaseilbahn AG' },
  })),
  getMany: vi.fn(async () => ({ data: [] })),
  getList: vi.fn(async (resource: string) => {
    if (resource === 'problems') return { data: [problem], total: 1 };
    if (resource === 'devices') return { data: [device], total: 1 };
    return { data: [], total: 0 };
  }),
  getQuickSupportCommands: vi.fn(async () => []),
  ...extra,
});
const cockpitRoute = routeFor('/installation/:installationId/operation', 'operation', { names: { installationId: 'installations' } });
const settings = { '/settings': { environment: 'demo', gekkoUrl: null, jiraUrl: null, confluenceUrl: null, zabbixUrl: null } };

describe("an installation's cockpit", () => {
  it('shows its state, its open problems with the way to acknowledge them, and its devices', async () => {
    renderPage(<OperationPage route={cockpitRoute} />, {
      url: '/installation/ischgl/operation',
      path: cockpitRoute.path,
      roles: ['firstlevel', 'scope_staff'],
      data: cockpitData(),
      http: settings,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ischgl Start' })).toBeTruthy();
    const problems = await screen.findByTestId('cockpit-problems');
    expect(within(problems).getByRole('link', { name: 'Finish photocell blocked' }).getAttribute('href')).toBe('/problems/p1/show');
    expect(within(problems).getByRole('link', { name: 'Acknowledge' }).getAttribute('href')).toBe('/problem/acknowledge/T-1/ischgl/zabbix');
    expect(await screen.findByText('Start camera')).toBeTruthy();
  });

  it('switches maintenance mode for support staff after confirmation, with the version shown', async () => {
    const setInstallationMaintenance = vi.fn(async () => ({ ...installation, status: 'maintenance' }));
    renderPage(<OperationPage route={cockpitRoute} />, {
      url: '/installation/ischgl/operation',
      path: cockpitRoute.path,
      roles: ['firstlevel', 'scope_staff'],
      data: cockpitData({ setInstallationMaintenance }),
      http: settings,
    });
    const monitoring = await screen.findByRole('switch', { name: 'Monitoring of this installation' });
    await waitFor(() => expect((monitoring as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(monitoring);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Confirm/ }));
    await waitFor(() => expect(setInstallationMaintenance).toHaveBeenCalledWith('ischgl', true, 4));
  });

  it('shows maintenance mode read-only to a role that may not switch it', async () => {
    renderPage(<OperationPage route={cockpitRoute} />, {
      url: '/installation/ischgl/operation',
      path: cockpitRoute.path,
      roles: ['zerolevel', 'scope_staff'],
      data: cockpitData(),
      http: settings,
    });
    const monitoring = await screen.findByRole('switch', { name: 'Monitoring of this installation' });
    await new Promise((r) => setTimeout(r, 50));
    expect((monitoring as HTMLInputElement).disabled).toBe(true);
  });
});

describe("an installation's report", () => {
  it('asks for the last 7 days and shows uptime, problems and commands', async () => {
    const getInstallationReport = vi.fn(async (_id: string, range: { from: string; to: string }) => ({
      ...range,
      uptime: { devices: 4, offlineSeconds: 3600, ratio: 0.9985 },
      problems: { total: 6, bySeverity: { 4: 2, 2: 4 }, bySource: { zabbix: 5, tracker: 1, skimovie: 0 }, meanTimeToAcknowledgeS: 300, meanTimeToResolveS: 1800 },
      commands: { total: 12, byStatus: { succeeded: 11, failed: 1 }, meanDurationMs: 420 },
    }));
    renderPage(<InstallationReportPage route={routeFor('/installation/:installationId/reports', 'installationReports')} />, {
      url: '/installation/ischgl/reports',
      path: '/installation/:installationId/reports',
      data: { getOne: vi.fn(async () => ({ data: installation })), getInstallationReport },
    });
    const report = await screen.findByTestId('installation-report');
    await waitFor(() => expect(report.textContent).toContain('99.8'));
    const [, range] = getInstallationReport.mock.calls[0]!;
    expect(new Date(range.to).getTime() - new Date(range.from).getTime()).toBe(7 * 86_400_000);
  });
});
