import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ReportAnswer } from '@core/reports';
import ReportPage from '@custom-pages/reports/ReportPage';
import { loadCatalog } from '@src/i18n/catalogs';
import { renderPage, routeFor } from './page-harness';

const l = (en: string, de = en) => ({ en, de });

/** An absence report as the server answers it: one requested absence among approved ones. */
const answer = (): ReportAnswer => ({
  report: 'vacation',
  title: l('Vacation report', 'Urlaubsbericht'),
  from: '2030-03-01T00:00:00.000Z',
  to: '2030-04-01T00:00:00.000Z',
  fromDay: '2030-03-01',
  toDay: '2030-03-31',
  timeZone: 'UTC',
  filters: {},
  scope: 'all',
  summary: [{ id: 'inRange', label: l('In the range', 'Im Zeitraum'), kind: 'days', value: 4.5 }],
  chart: {
    label: l('Absence days', 'Abwesenheitstage'),
    x: 'time',
    bucket: 'day',
    kind: 'days',
    stacked: true,
    series: [{ id: 'approved', label: l('Approved', 'Genehmigt') }],
    points: [{ x: '2030-03-04', values: { approved: 1 } }],
  },
  tables: [
    {
      id: 'absences',
      label: l('Absences in the range', 'Abwesenheiten im Zeitraum'),
      columns: [
        { id: 'employee', label: l('Employee', 'Mitarbeiter'), kind: 'text' },
        { id: 'days', label: l('Days', 'Tage'), kind: 'days' },
        { id: 'state', label: l('State', 'Status'), kind: 'text', options: { requested: l('Requested', 'Beantragt'), approved: l('Approved', 'Genehmigt') } },
      ],
      rows: [
        { employee: 'Felix First', days: 4.5, state: 'approved', _id: 'a1', _version: 2 },
        { employee: 'Sven Second', days: 2, state: 'requested', _id: 'a2', _version: 1 },
      ],
      totals: { days: 6.5 },
      omitted: 0,
    },
  ],
});

describe('the report frame', () => {
  it('reads its range and filters from the address, shows totals in the user’s language, and decides an absence with its version', async () => {
    const getReport = vi.fn(async () => answer());
    const decideAbsence = vi.fn(async () => ({ id: 'a2', state: 'approved', version: 2 }));
    await loadCatalog('de');
    renderPage(<ReportPage route={routeFor('/vacation-report', 'vacationReport')} />, {
      url: '/vacation-report?from=2030-03-01&to=2030-03-31&employee=demo-secondlevel',
      path: '/vacation-report',
      language: 'de',
      data: { getReport, decideAbsence, getMany: vi.fn(async () => ({ data: [{ id: 'demo-secondlevel', name: 'Sven Second' }] })) },
    });
    const table = await screen.findByTestId('report-table-absences');
    const [report, request] = getReport.mock.calls.at(-1)! as unknown as [string, Record<string, string>];
    expect(report).toBe('vacation');
    expect(request).toMatchObject({ employee: 'demo-secondlevel', lang: 'de' });
    expect(new Date(request.to!).getTime() - new Date(request.from!).getTime()).toBeGreaterThanOrEqual(30 * 86_400_000);
    expect(within(table).getByText('Beantragt')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Mitarbeiter' }) as HTMLInputElement).value).toBe('Sven Second'));
    // The totals stay the last row, in German number format.
    const rows = within(table).getAllByRole('row');
    expect(rows.at(-1)!.textContent).toContain('Summe');
    expect(rows.at(-1)!.textContent).toContain('6,5 T');
    expect(screen.getByText('Im Zeitraum: 4,5 T')).toBeTruthy();
    // Only the requested absence offers a decision.
    expect(within(table).getAllByRole('button', { name: /Antrag von .* genehmigen/ })).toHaveLength(1);
    fireEvent.click(within(table).getByRole('button', { name: 'Antrag von Sven Second genehmigen' }));
    await waitFor(() => expect(decideAbsence).toHaveBeenCalledWith('a2', 'approved', 1));
  });

  it('shows one’s own entries without the employee filter or decisions to a person who reads only their own', async () => {
    const getReport = vi.fn(async () => ({ ...answer(), scope: 'own' as const }));
    renderPage(<ReportPage route={routeFor('/vacation-report', 'vacationReport')} />, {
      url: '/vacation-report',
      path: '/vacation-report',
      roles: ['firstlevel'],
      data: { getReport },
    });
    const table = await screen.findByTestId('report-table-absences');
    expect(screen.getByText('Your own entries.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Employee' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Request an absence/ }).getAttribute('href')).toBe(`/absences/create?source=${encodeURIComponent('{"type":"vacation"}')}`);
  });

  it('pages a long table 25 rows at a time, the totals row staying last', async () => {
    const long = answer();
    long.tables[0]!.rows = Array.from({ length: 30 }, (_, n) => ({ employee: `Person ${String(n + 1).padStart(2, '0')}`, days: 1, state: 'approved' }));
    long.tables[0]!.totals = { days: 30 };
    renderPage(<ReportPage route={routeFor('/vacation-report', 'vacationReport')} />, {
      url: '/vacation-report',
      path: '/vacation-report',
      data: { getReport: vi.fn(async () => long) },
    });
    const table = await screen.findByTestId('report-table-absences');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 25 + 1);
    expect(screen.getByText('1–25 of 30')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 5 + 1);
    expect(within(table).getAllByRole('row').at(-1)!.textContent).toContain('30.0 d');
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
  });
});
