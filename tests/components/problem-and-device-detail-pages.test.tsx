import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { DeviceConfigurationPage } from '@custom-pages/devices/InstallationDevicePages';
import ProblemDetail from '@custom-pages/problems/ProblemDetail';
import { registry } from '@src/resource-screens/registry';
import { renderPage, routeFor } from './page-harness';

const problem = {
  id: 'p1',
  name: 'Finish photocell blocked',
  severity: '4',
  state: 'problem',
  acknowledged: false,
  source: 'zabbix',
  triggerId: 'T-1',
  eventId: 'E-1',
  installationId: 'ischgl',
  startedAt: '2026-11-24T06:40:00.000Z',
  version: 2,
};
const events = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `e${i}`, problemId: 'p1', at: new Date(Date.UTC(2026, 10, 24, 6, 0, i)).toISOString(), kind: 'message', message: `event ${i}` }));

/** A problem's page as the console renders it, for a role, with the given data provider methods. */
const renderProblem = (roles: string[], data: Record<string, unknown>, http?: Record<string, unknown>) =>
  renderPage(
    <ResourceContextProvider value="problems">
      <ProblemDetail def={registry.get('problems')!} />
    </ResourceContextProvider>,
    { url: '/problems/p1/show', path: '/problems/:id/show', roles, data: { getMany: vi.fn(async () => ({ data: [] })), ...data }, ...(http && { http }) },
  );

describe("a problem's page", () => {
  it('shows its latest 100 events, every one on demand, and the acknowledge form to support staff', async () => {
    const all = events(130);
    const getList = vi.fn(async (resource: string, params: { pagination: { page: number; perPage: number } }) => {
      if (resource !== 'problem-events') return { data: [], total: 0 };
      const { page, perPage } = params.pagination;
      return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length };
    });
    renderProblem(
      ['firstlevel', 'scope_staff'],
      { getOne: vi.fn(async () => ({ data: problem })), getList },
      { '/settings': { environment: 'demo', gekkoUrl: null, jiraUrl: null, confluenceUrl: null, zabbixUrl: 'https://zabbix.example.com' } },
    );
    expect(await screen.findByText('event 99')).toBeTruthy();
    expect(screen.queryByText('event 100')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show all 130' }));
    expect(await screen.findByText('event 129')).toBeTruthy();
    expect(await screen.findByTestId('acknowledge-form')).toBeTruthy();
  });

  it('links its installation and device by name, and names the open tickets of the installation', async () => {
    const getOne = vi.fn(async (resource: string) => ({
      data:
        resource === 'problems' ? { ...problem, deviceId: 'sf-1' } : resource === 'installations' ? { id: 'ischgl', name: 'Ischgl Start' } : { id: 'sf-1', name: 'Finish unit 1' },
    }));
    const getList = vi.fn(async (resource: string) =>
      resource === 'tickets' ? { data: [{ id: 't1', subject: 'Photocell replaced twice this week', status: 'open' }], total: 1 } : { data: [], total: 0 },
    );
    renderProblem(['firstlevel', 'scope_staff'], { getOne, getList });
    const links = await screen.findByTestId('problem-links');
    await waitFor(() => expect(links.textContent).toContain('Ischgl Start'));
    expect(screen.getByRole('link', { name: 'Ischgl Start' }).getAttribute('href')).toBe('/installation/ischgl/operation');
    expect((await screen.findByRole('link', { name: 'Finish unit 1' })).getAttribute('href')).toBe('/installation/ischgl/devices/device/sf-1');
    await waitFor(() => expect(links.textContent).toContain('1 open ticket at this installation'));
    // The ticket opens itself (where time is logged on it); the count opens the installation's tickets.
    expect(screen.getByRole('link', { name: 'Photocell replaced twice this week' }).getAttribute('href')).toBe('/tickets/t1/show');
    expect(screen.getByRole('link', { name: '1 open ticket at this installation' }).getAttribute('href')).toBe('/installation/ischgl/freshdesk');
    expect(getList).toHaveBeenCalledWith('tickets', expect.objectContaining({ filter: { installationId: 'ischgl', status: ['open', 'pending'] } }));
  });

  it("shows its times on the resort's clock, naming the zone, and its events likewise", async () => {
    const getOne = vi.fn(async (resource: string) => ({
      data: resource === 'resorts' ? { id: 'aspen', name: 'Aspen', timezoneId: 'America/Denver' } : { ...problem, resortId: 'aspen' },
    }));
    const getList = vi.fn(async (resource: string) =>
      resource === 'problem-events'
        ? { data: [{ id: 'e1', problemId: 'p1', at: '2026-11-24T07:00:00.000Z', kind: 'message', message: 'raised' }], total: 1 }
        : { data: [], total: 0 },
    );
    renderProblem(['firstlevel', 'scope_staff'], { getOne, getList });
    await waitFor(() => expect(document.body.textContent).toMatch(/23 Nov 2026, 23:40 (MST|GMT-7)/));
    expect(document.body.textContent).toMatch(/24 Nov 2026, 00:00 (MST|GMT-7)/);
    expect(getOne).toHaveBeenCalledWith('resorts', expect.objectContaining({ id: 'aspen' }));
  });

  it('says when Zabbix was not updated with the latest change, and not otherwise', async () => {
    const render = (sync: string) =>
      renderProblem(['firstlevel', 'scope_staff'], {
        getOne: vi.fn(async () => ({ data: problem })),
        getList: vi.fn(async (resource: string) =>
          resource === 'problem-events'
            ? { data: [{ id: 'e1', problemId: 'p1', at: '2026-11-24T07:00:00.000Z', kind: 'acknowledged', sync, syncDetail: 'connect ECONNREFUSED' }], total: 1 }
            : { data: [], total: 0 },
        ),
      });
    const failed = render('failed');
    expect((await screen.findByTestId('source-not-updated')).textContent).toContain('Zabbix was not updated with the latest change (connect ECONNREFUSED)');
    failed.unmount();
    render('ok');
    await screen.findByTestId('problem-links');
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByTestId('source-not-updated')).toBeNull();
  });

  it('shows no acknowledge form to a read-only role', async () => {
    renderProblem(
      ['zerolevel', 'scope_staff'],
      { getOne: vi.fn(async () => ({ data: problem })), getList: vi.fn(async () => ({ data: events(2), total: 2 })) },
      { '/settings': { environment: 'demo', gekkoUrl: null, jiraUrl: null, confluenceUrl: null, zabbixUrl: null } },
    );
    expect(await screen.findByText('event 1')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('acknowledge-form')).toBeNull();
  });
});

describe("a device's configuration page", () => {
  const device = { id: 'cam-1', name: 'Start camera', lastState: JSON.stringify({ network: { ip: '10.1.0.12', vpn: true }, video: { fps: 50 } }) };
  const route = routeFor('/installation/:installationId/devices/:deviceId/:conf', 'deviceConfiguration', { capability: 'devices.manage' });

  it('shows the section of the device state the address names', async () => {
    renderPage(<DeviceConfigurationPage route={route} />, {
      url: '/installation/ischgl/devices/cam-1/network',
      path: route.path,
      data: { getOne: vi.fn(async () => ({ data: device })) },
    });
    const section = await screen.findByTestId('device-configuration');
    expect(JSON.parse(section.textContent ?? '{}')).toEqual({ network: { ip: '10.1.0.12', vpn: true } });
  });

  it('names the sections there are when the address names another', async () => {
    renderPage(<DeviceConfigurationPage route={route} />, {
      url: '/installation/ischgl/devices/cam-1/audio',
      path: route.path,
      data: { getOne: vi.fn(async () => ({ data: device })) },
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('network, video'));
  });
});
