import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AcknowledgeAllPage } from '@custom-pages/problems/AcknowledgePages';
import MismatchedStatesPage from '@custom-pages/problems/MismatchedStatesPage';
import ProblemReportPage from '@custom-pages/problems/ProblemReportPage';
import { renderPage, routeFor } from './page-harness';

const problem = (id: string, severity: string, name: string) => ({
  id,
  severity,
  name,
  startedAt: '2026-11-24T06:45:00.000Z',
  state: 'problem',
  acknowledged: false,
  source: 'zabbix',
  installationId: 'ischgl',
});

describe('the mismatched states page', () => {
  it('lists where the console and the monitoring disagree, worst first, linking the installation and its open problems', async () => {
    renderPage(<MismatchedStatesPage route={routeFor('/problem/mismatchedstates', 'problemMismatchedStates')} />, {
      url: '/problem/mismatchedstates',
      path: '/problem/mismatchedstates',
      data: {
        getMismatchedStates: vi.fn(async () => [
          {
            kind: 'unmappedHost',
            installationId: null,
            installationName: null,
            installationStatus: null,
            host: 'zbx-host-9',
            openProblems: 1,
            worstSeverity: 2,
            since: '2026-11-24T05:00:00.000Z',
          },
          {
            kind: 'problemsInMaintenance',
            installationId: 'ischgl',
            installationName: 'Ischgl Start',
            installationStatus: 'maintenance',
            host: null,
            openProblems: 3,
            worstSeverity: 4,
            since: '2026-11-24T04:00:00.000Z',
          },
        ]),
      },
    });
    const table = await screen.findByTestId('mismatched-states');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('Ischgl Start');
    expect(rows[1]!.textContent).toContain('zbx-host-9');
    expect(within(rows[0]!).getByRole('link', { name: 'Ischgl Start' }).getAttribute('href')).toBe('/installation/ischgl/operation');
    expect(within(rows[0]!).getByRole('link', { name: '3' }).getAttribute('href')).toContain(encodeURIComponent('"installationId":"ischgl"'));
  });

  it('says so when nothing disagrees', async () => {
    renderPage(<MismatchedStatesPage route={routeFor('/problem/mismatchedstates', 'problemMismatchedStates')} />, {
      url: '/problem/mismatchedstates',
      path: '/problem/mismatchedstates',
      data: { getMismatchedStates: vi.fn(async () => []) },
    });
    await screen.findByRole('alert');
    expect(screen.queryByTestId('mismatched-states')).toBeNull();
  });
});

describe('the acknowledge-all page', () => {
  it('previews the open problems, sends one request with the message, then shows each result', async () => {
    const acknowledgeAllProblems = vi.fn(async () => ({
      total: 2,
      acknowledged: 1,
      results: [
        { id: 'p1', ok: true, source: { state: 'ok' as const } },
        { id: 'p2', ok: false, source: { state: 'local' as const }, error: 'locked' },
      ],
    }));
    renderPage(<AcknowledgeAllPage route={routeFor('/problem/acknowledgeall/:installationId/:source', 'problemAcknowledgeAll', { capability: 'support.write' })} />, {
      url: '/problem/acknowledgeall/ischgl/zabbix',
      path: '/problem/acknowledgeall/:installationId/:source',
      roles: ['firstlevel', 'scope_staff'],
      data: {
        getOne: vi.fn(async () => ({ data: { id: 'ischgl', name: 'Ischgl Start' } })),
        getList: vi.fn(async () => ({ data: [problem('p1', '4', 'Photocell blocked'), problem('p2', '2', 'Camera offline')], total: 2 })),
        acknowledgeAllProblems,
      },
    });
    const preview = await screen.findByTestId('acknowledge-all-preview');
    expect(preview.textContent).toContain('Photocell blocked');
    expect(preview.textContent).toContain('Camera offline');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '  Technician on the way.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Acknowledge all 2' }));
    const results = await screen.findByTestId('acknowledge-all-results');
    // The results name the problems, not their ids.
    expect(results.textContent).toContain('Photocell blocked');
    expect(results.textContent).not.toContain('p1');
    expect(acknowledgeAllProblems).toHaveBeenCalledWith({ installationId: 'ischgl', source: 'zabbix', message: 'Technician on the way.' });
    expect(screen.getByText('1 of 2 acknowledged')).toBeTruthy();
    expect(results.textContent).toMatch(/\blocked\b/);
  });
});

describe('the problem report page', () => {
  it('shows the last 7 days per period and by severity, with the top installations, and downloads the CSV of the same range', async () => {
    const getProblemReport = vi.fn(async (range: { from: string; to: string }) => ({
      ...range,
      bucket: 'day' as const,
      buckets: [
        { start: '2026-11-23T00:00:00.000Z', total: 3, bySeverity: { 4: 2, 2: 1 }, bySource: { zabbix: 3 } },
        { start: '2026-11-24T00:00:00.000Z', total: 5, bySeverity: { 5: 1, 4: 4 }, bySource: { zabbix: 4, tracker: 1 } },
      ],
      total: 8,
      meanTimeToAcknowledgeS: 420,
      meanTimeToResolveS: 3600,
      top: [{ installationId: 'ischgl', name: 'Ischgl Start', count: 5 }],
    }));
    const getProblemReportCsv = vi.fn(async () => ({ blob: new Blob(['a;b']), filename: 'problems.csv' }));
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    renderPage(<ProblemReportPage route={routeFor('/problem/report', 'problemReport')} />, {
      url: '/problem/report',
      path: '/problem/report',
      data: { getProblemReport, getProblemReportCsv },
    });
    const table = await screen.findByTestId('problem-report-table');
    const range = getProblemReport.mock.calls[0]![0];
    expect(new Date(range.to).getTime() - new Date(range.from).getTime()).toBe(7 * 86_400_000);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    // The chart (MUI's) is named for screen readers and has a legend entry per severity.
    const chart = screen.getByTestId('problem-report-chart');
    expect(chart.getAttribute('aria-label')).toBe('Problems per day by severity');
    for (const severity of ['Disaster', 'High', 'Warning', 'Not classified']) expect(within(chart).getAllByText(severity).length).toBeGreaterThan(0);
    // Sorting by the count: ascending, then descending puts the busiest day first.
    fireEvent.click(within(table).getByRole('button', { name: 'Problems' }));
    fireEvent.click(within(table).getByRole('button', { name: 'Problems' }));
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('5');
    expect(screen.getByRole('link', { name: 'Ischgl Start' }).getAttribute('href')).toBe('/installation/ischgl/operation');
    fireEvent.click(screen.getByRole('button', { name: /CSV/ }));
    await waitFor(() => expect(getProblemReportCsv).toHaveBeenCalledWith(range));
  });
});
