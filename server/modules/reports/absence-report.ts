import { absenceDays, REPORT_DEFINITIONS, type ReportAnswer } from '../../../core/reports.js';
import absences from '../../../resources/absences.js';
import { fill, L } from './labels.js';
import { addDays } from '../../../core/resource-kit/index.js';
import { column, dayBucket, round, table, type ReportContext } from './report-kit.js';
import { holidayCalendar } from '../calendars/holiday-calendars.js';

interface AbsenceRow {
  id: string;
  employee_id: string;
  employee_name: string | null;
  starts_on: string;
  ends_on: string;
  half_day_start: boolean;
  half_day_end: boolean;
  state: 'requested' | 'approved' | 'rejected';
  version: number;
}

const stateField = absences.fields.state;
/** An absence's states in words, from its definition. */
const STATE_WORDS = Object.fromEntries(stateField?.kind === 'enum' ? stateField.options.map((o) => [o.value, o.label]) : []);

/** The later of two calendar days (YYYY-MM-DD compares as text). */
function laterDay(a: string, b: string): string {
  if (a > b) return a;
  return b;
}

/** The public holidays (dates) of a country or region in the given years: days no absence counts. */
export function publicHolidays(country: string, years: number[]): Set<string> {
  const calendar = holidayCalendar(country);
  const days = new Set<string>();
  for (const year of years) for (const h of calendar.getHolidays(year)) if (h.type === 'public') days.add(h.date.slice(0, 10));
  return days;
}

/**
 * Vacation, home office or time compensation: each person's balance for the year the range ends
 * in (entitlement and carry-over against approved days taken and planned, and what is still only
 * requested), the absences in the range, and approved and requested days over time.
 */
export async function absenceReport(ctx: ReportContext): Promise<ReportAnswer> {
  const type = REPORT_DEFINITIONS[ctx.report].absenceType!;
  const year = Number(ctx.toDay.slice(0, 4));
  const yearStart = `${year}-01-01`;
  const yearEnd = `${year}-12-31`;
  const first = ctx.fromDay < yearStart ? ctx.fromDay : yearStart;
  const last = ctx.toDay > yearEnd ? ctx.toDay : yearEnd;
  const today = new Date().toISOString().slice(0, 10);

  const p = ctx.params();
  const absencePolicy = await ctx.policy('absences', p, 'a');
  const employee = ctx.query.employee ? ` and a.employee_id = ${p.add(ctx.query.employee)}` : '';
  const absences = await ctx.app.db.query<AbsenceRow>(
    `select a.id, a.employee_id, coalesce(u.name, a.employee_name) as employee_name, a.starts_on::text, a.ends_on::text, a.half_day_start, a.half_day_end, a.state, a.version
     from absences a left join staff_users u on u.id = a.employee_id
     where a.type = ${p.add(type)} and a.starts_on <= ${p.add(last)} and a.ends_on >= ${p.add(first)} and a.state <> 'rejected' and ${absencePolicy}${employee}
     order by a.starts_on, a.id`,
    p.values,
  );
  const q = ctx.params();
  const entitlementPolicy = await ctx.policy('absence-entitlements', q, 'e');
  const entitlements = await ctx.app.db.query<{ employee_id: string; name: string | null; days: string; carried: string }>(
    `select e.employee_id, u.name, e.days::text as days, coalesce(e.carried_over_days, 0)::text as carried
     from absence_entitlements e left join staff_users u on u.id = e.employee_id
     where e.type = ${q.add(type)} and e.year = ${q.add(year)} and ${entitlementPolicy}${ctx.query.employee ? ` and e.employee_id = ${q.add(ctx.query.employee)}` : ''}`,
    q.values,
  );

  const holidays = publicHolidays(ctx.app.config.reports.holidayCountry, [...new Set([Number(first.slice(0, 4)), Number(last.slice(0, 4))])]);
  type Balance = { employee: string; name: string; entitlement: number; carriedOver: number; taken: number; planned: number; requested: number; inRange: number };
  const balances = new Map<string, Balance>();
  const balance = (id: string, name: string | null) => {
    const known = balances.get(id);
    if (known) return known;
    const b = { employee: id, name: name ?? id, entitlement: 0, carriedOver: 0, taken: 0, planned: 0, requested: 0, inRange: 0 };
    balances.set(id, b);
    return b;
  };
  for (const e of entitlements.rows) {
    const b = balance(e.employee_id, e.name);
    b.entitlement += Number(e.days);
    b.carriedOver += Number(e.carried);
  }
  const bucket = ctx.dayStep;
  const points = new Map(ctx.axis(bucket).map((x) => [x, { approved: 0, requested: 0 }]));
  const listed: Array<Record<string, string | number | boolean | null>> = [];
  for (const a of absences.rows) {
    const spec = { startsOn: a.starts_on, endsOn: a.ends_on, halfDayStart: a.half_day_start, halfDayEnd: a.half_day_end };
    const b = balance(a.employee_id, a.employee_name);
    if (a.state === 'approved') {
      // Days up to today are taken, later ones planned (a window that ends before it begins counts nothing).
      b.taken += absenceDays(spec, holidays, { from: yearStart, to: today < yearEnd ? today : yearEnd });
      const tomorrow = addDays(today, 1);
      b.planned += absenceDays(spec, holidays, { from: tomorrow > yearStart ? tomorrow : yearStart, to: yearEnd });
    } else b.requested += absenceDays(spec, holidays, { from: yearStart, to: yearEnd });
    const inRange = absenceDays(spec, holidays, { from: ctx.fromDay, to: ctx.toDay });
    if (a.state === 'approved') b.inRange += inRange;
    if (a.ends_on < ctx.fromDay || a.starts_on > ctx.toDay) continue;
    for (let day = laterDay(a.starts_on, ctx.fromDay); day <= a.ends_on && day <= ctx.toDay; day = addDays(day, 1)) {
      const share = absenceDays(spec, holidays, { from: day, to: day });
      const point = points.get(dayBucket(day, bucket));
      if (point && share) point[a.state === 'approved' ? 'approved' : 'requested'] += share;
    }
    listed.push({
      employee: a.employee_name ?? a.employee_id,
      from: a.starts_on,
      until: a.ends_on,
      days: absenceDays(spec, holidays),
      state: a.state,
      _id: a.id,
      _version: a.version,
      // One's own request is decided by someone else (the server refuses it): the page offers no decision.
      _own: a.employee_id === ctx.principal.subject,
    });
  }
  const rows = [...balances.values()]
    .sort((x, y) => x.name.localeCompare(y.name))
    .map((b) => ({
      employee: b.name,
      entitlement: round(b.entitlement, 1),
      carriedOver: round(b.carriedOver, 1),
      taken: round(b.taken, 1),
      planned: round(b.planned, 1),
      requested: round(b.requested, 1),
      remaining: round(b.entitlement + b.carriedOver - b.taken - b.planned, 1),
      inRange: round(b.inRange, 1),
    }));
  const balanceTable = table(
    'balances',
    fill(L.balances, { year }),
    [
      column('employee', L.employee, 'text'),
      column('entitlement', L.entitlement, 'days'),
      column('carriedOver', L.carriedOver, 'days'),
      column('taken', L.taken, 'days'),
      column('planned', L.planned, 'days'),
      column('requested', L.requested, 'days'),
      column('remaining', L.remaining, 'days'),
      column('inRange', L.inRange, 'days'),
    ],
    rows,
    ctx.rowLimit,
  );
  const absenceTable = table(
    'absences',
    L.absences,
    [
      column('employee', L.employee, 'text'),
      column('from', L.from, 'date'),
      column('until', L.until, 'date'),
      column('days', L.days, 'days'),
      { ...column('state', L.state, 'text'), options: STATE_WORDS },
    ],
    listed,
    ctx.rowLimit,
  );
  const totals = balanceTable.totals ?? {};
  return ctx.answer({
    summary: [
      { id: 'inRange', label: L.inRange, kind: 'days', value: totals.inRange ?? 0 },
      { id: 'remaining', label: L.remaining, kind: 'days', value: totals.remaining ?? 0 },
      { id: 'requested', label: L.requested, kind: 'days', value: totals.requested ?? 0 },
    ],
    chart: {
      label: L.absenceDays,
      x: 'time',
      bucket,
      kind: 'days',
      stacked: true,
      series: [
        { id: 'approved', label: L.approvedDays },
        { id: 'requested', label: L.requestedDays },
      ],
      points: [...points].map(([x, v]) => ({ x, values: { approved: round(v.approved, 1), requested: round(v.requested, 1) } })),
    },
    tables: [balanceTable, absenceTable],
  });
}
