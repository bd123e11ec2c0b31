import { useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { isDay, presetRange, RANGE_PRESETS, type RangePreset, type ReportFilter, type ReportName } from '@core/reports';

/** Which report each route shows (the route table's keys). */
export const REPORT_OF_ROUTE: Record<string, ReportName> = {
  homeOfficeReport: 'home-office',
  vacationReport: 'vacation',
  timeCompensationReport: 'time-compensation',
  customerWorklogOverview: 'customer-worklog-overview',
  tracingStatistics: 'tracing-statistics',
  accountingSupportInvoice: 'accounting-support-invoice',
  customerWorklogReport: 'customer-worklog',
  employeeWorklogReport: 'employee-worklog',
  productivityReport: 'productivity',
  onCallReport: 'on-call-response',
};

/** The range a report opens with when the address names none. */
const DEFAULT_PRESET: Record<ReportName, RangePreset> = {
  'home-office': 'thisYear',
  vacation: 'thisYear',
  'time-compensation': 'thisYear',
  'customer-worklog-overview': 'thisMonth',
  'tracing-statistics': 'last7Days',
  'accounting-support-invoice': 'lastMonth',
  'customer-worklog': 'thisMonth',
  'employee-worklog': 'thisMonth',
  productivity: 'lastMonth',
  'on-call-response': 'last7Days',
};

const TRUE = new Set(['true', '1', 'pdf', 'tasks']);
/** A path segment that leaves a component open (a later segment needs it to be there). */
export const ANY = 'all';

export interface ReportParams {
  preset: RangePreset;
  /** The chosen days (both inclusive) when the preset is custom. */
  days: { from: string; to: string };
  filters: Partial<Record<ReportFilter, string>>;
  /** `{pdf}` in the spec's path: open the PDF at once. */
  pdf: boolean;
}

/** A change of the parameters: only what changes (a range's end alone, one filter), applied to the latest ones. */
export type ReportChange = Partial<Omit<ReportParams, 'days'>> & { days?: Partial<ReportParams['days']> };

/**
 * A report's parameters live in its address, so a link to a report can be shared: the spec's path
 * segments where the route has them (`/customer-worklog-report/{sMasterComponent}/{sComponent}/
 * {sStartDate}/{sEndDate}/{pdf}/{onlyTasks}`), a query for the rest (`?range=last7Days&customer=…`).
 */
export function useReportParams(report: ReportName, base: string): { params: ReportParams; range: { from: string; to: string }; update(change: ReportChange): void } {
  const path = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const params = ((): ReportParams => {
    const pathDays = isDay(path.sStartDate) && isDay(path.sEndDate) ? { from: path.sStartDate, to: path.sEndDate } : undefined;
    const queryDays = isDay(search.get('from') ?? undefined) && isDay(search.get('to') ?? undefined) ? { from: search.get('from')!, to: search.get('to')! } : undefined;
    const named = search.get('range') as RangePreset | null;
    const preset: RangePreset = pathDays || queryDays ? 'custom' : named && RANGE_PRESETS.includes(named) && named !== 'custom' ? named : DEFAULT_PRESET[report];
    const today = new Date().toISOString().slice(0, 10);
    const filters: ReportParams['filters'] = {};
    for (const name of ['employee', 'customer', 'installation', 'masterComponent', 'component'] as const) {
      const value = search.get(name) ?? (name === 'masterComponent' ? path.sMasterComponent : name === 'component' ? path.sComponent : undefined);
      if (value && value !== ANY) filters[name] = value;
    }
    if (TRUE.has(path.onlyTasks ?? '') || search.get('onlyTasks') === 'true') filters.onlyTasks = 'true';
    return { preset, days: pathDays ?? queryDays ?? { from: `${today.slice(0, 8)}01`, to: today }, filters, pdf: TRUE.has(path.pdf ?? '') };
  })();
  // Two changes before the address has re-rendered the page (typing a range's start, then its end) build on each other.
  // Under load the page may show an address this hook went to before its latest one (react-router commits the
  // location in a transition): such an address is on its way, not news. Only an address it did not go to (a link,
  // the back button) or its latest one replaces what was changed. This is decided when an address is committed, never
  // while rendering: React renders a transition's address and may throw that render away for an urgent one that still
  // shows the previous address, and a decision taken in the discarded render took the previous address for news.
  const location = useLocation();
  const latest = useRef(params);
  const wentTo = useRef<string[]>([]);
  const here = `${location.pathname}${location.search}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly committed address decides; a re-render of the same one (a report arriving) must not undo changes on their way.
  useLayoutEffect(() => {
    const at = wentTo.current.lastIndexOf(here);
    if (at >= 0 && at < wentTo.current.length - 1) {
      wentTo.current = wentTo.current.slice(at + 1);
      return;
    }
    latest.current = params;
    wentTo.current = [];
  }, [here]);
  const { preset } = params;
  const { from, to } = params.days;
  const range = useMemo(() => presetRange(preset, timeZone, new Date(), { from, to }), [preset, from, to, timeZone]);

  const update = (change: ReportChange) => {
    const current = latest.current;
    const next = { ...current, ...change, days: { ...current.days, ...change.days }, filters: { ...current.filters, ...change.filters } };
    latest.current = next;
    const query = new URLSearchParams();
    const segments: string[] = [];
    const pathRoute = report === 'customer-worklog' || report === 'employee-worklog';
    const custom = next.preset === 'custom';
    if (report === 'customer-worklog') {
      const { masterComponent, component } = next.filters;
      if (masterComponent || component || custom) segments.push(masterComponent ?? ANY, component ?? ANY);
    }
    if (pathRoute && custom) {
      segments.push(next.days.from, next.days.to);
      if (next.pdf || next.filters.onlyTasks) segments.push(next.pdf ? 'true' : 'false');
      if (report === 'customer-worklog' && next.filters.onlyTasks) segments.push('true');
    } else if (custom) {
      query.set('from', next.days.from);
      query.set('to', next.days.to);
    }
    if (!custom && next.preset !== DEFAULT_PRESET[report]) query.set('range', next.preset);
    for (const [name, value] of Object.entries(next.filters)) {
      if (!value) continue;
      if (report === 'customer-worklog' && (name === 'masterComponent' || name === 'component')) continue;
      if (name === 'onlyTasks' && pathRoute && custom) continue;
      query.set(name, value);
    }
    const qs = query.toString();
    const to = new URL(`${base}${segments.map((s) => `/${encodeURIComponent(s)}`).join('')}${qs ? `?${qs}` : ''}`, 'http://address');
    wentTo.current.push(`${to.pathname}${to.search}`);
    navigate(`${to.pathname}${to.search}`, { replace: true });
  };
  return { params, range, update };
}
