import { absenceDays, type ReportAnswer } from '../../../core/reports.js';
import { todayIn } from '../../../core/resource-kit/index.js';
import { publicHolidays } from './absence-report.js';
import { L } from './labels.js';
import { column, hours, round, table, type ReportContext } from './report-kit.js';
import { WORKLOG_FROM, worklogWhere } from './worklog-query.js';

interface Person {
  id: string;
  name: string;
  away: number;
  homeOffice: number;
  minutes: number;
  billable: number;
  tasks: number;
}

/** Absence types that take a person away from work; home office is work done elsewhere. */
const AWAY = new Set(['vacation', 'timeCompensation']);

/** Weekdays of the range that are not public holidays: the days anyone is expected at work. */
function workingDaysOf(fromDay: string, toDay: string, holidays: ReadonlySet<string>): number {
  return absenceDays({ startsOn: fromDay, endsOn: toDay, halfDayStart: false, halfDayEnd: false }, holidays);
}

const percent = (part: number, whole: number) => (whole > 0 ? round((100 * part) / whole, 1) : null);

/**
 * `/productivity-report`: each person's logged hours against their target over the range. The
 * target is the working days up to today (weekdays that are not `HOLIDAY_COUNTRY`'s public holidays)
 * less the approved vacation and time compensation on them, times `REPORT_HOURS_PER_DAY`; home office
 * counts as present. "Logged of target" says how much of the time is accounted for, "billable of
 * target" how much of it a customer pays for. Everyone sees their own; projects.manage everyone's.
 */
export async function productivityReport(ctx: ReportContext): Promise<ReportAnswer> {
  const { hoursPerDay, holidayCountry } = ctx.app.config.reports;
  const years = [...new Set([Number(ctx.fromDay.slice(0, 4)), Number(ctx.toDay.slice(0, 4))])];
  const holidays = publicHolidays(holidayCountry, years);
  // Days still ahead are not expected yet: "this month" on the 10th measures against ten days, not
  // thirty, and a range still to come (its last day counted before its first) has none.
  const lastDay = [ctx.toDay, todayIn(ctx.query.timeZone, new Date())].sort()[0]!;
  const workingDays = workingDaysOf(ctx.fromDay, lastDay, holidays);

  const w = ctx.params();
  const a = ctx.params();
  const [worklogCondition, absenceCondition] = await Promise.all([worklogWhere(ctx, w), ctx.policy('absences', a, 'a')]);
  const worklogsAsked = ctx.app.db.query<{ id: string; name: string | null; minutes: number; billable: number; tasks: number }>(
    `select w.employee_id as id, max(w.employee_name) as name, coalesce(sum(w.duration_minutes), 0)::int as minutes,
            coalesce(sum(w.duration_minutes) filter (where w.billable), 0)::int as billable,
            coalesce(sum(w.duration_minutes) filter (where w.task), 0)::int as tasks
     from ${WORKLOG_FROM} where ${worklogCondition} and w.employee_id is not null
     group by w.employee_id`,
    w.values,
  );
  const employee = ctx.query.employee ? ` and a.employee_id = ${a.add(ctx.query.employee)}` : '';
  const absencesAsked = ctx.app.db.query<{ id: string; name: string | null; type: string; starts_on: string; ends_on: string; half_day_start: boolean; half_day_end: boolean }>(
    `select a.employee_id as id, a.employee_name as name, a.type, a.starts_on::text, a.ends_on::text, a.half_day_start, a.half_day_end
     from absences a
     where a.state = 'approved' and a.starts_on <= ${a.add(ctx.toDay)}::date and a.ends_on >= ${a.add(ctx.fromDay)}::date
       and ${absenceCondition}${employee}`,
    a.values,
  );

  const [worklogs, absences] = await Promise.all([worklogsAsked, absencesAsked]);

  const people = new Map<string, Person>();
  const person = (id: string, name: string | null) => {
    const known = people.get(id);
    if (known) return known;
    const p: Person = { id, name: name ?? id, away: 0, homeOffice: 0, minutes: 0, billable: 0, tasks: 0 };
    people.set(id, p);
    return p;
  };
  for (const r of worklogs.rows) Object.assign(person(r.id, r.name), { minutes: r.minutes, billable: r.billable, tasks: r.tasks });
  const window = { from: ctx.fromDay, to: lastDay };
  for (const r of absences.rows) {
    const days = absenceDays({ startsOn: r.starts_on, endsOn: r.ends_on, halfDayStart: r.half_day_start, halfDayEnd: r.half_day_end }, holidays, window);
    const p = person(r.id, r.name);
    if (AWAY.has(r.type)) p.away += days;
    else p.homeOffice += days;
  }
  // One's own report names oneself even before anything is logged: the target is still there.
  if (ctx.scope === 'own') person(ctx.principal.subject, ctx.principal.name ?? null);
  else if (ctx.query.employee) person(ctx.query.employee, null);
  const ids = [...people.keys()];
  if (ids.length) {
    const names = await ctx.app.db.query<{ id: string; name: string }>('select id, name from staff_users where id = any($1)', [ids]);
    for (const r of names.rows) people.get(r.id)!.name = r.name;
  }

  const rows = [...people.values()]
    .map((p) => {
      const present = Math.max(0, workingDays - p.away);
      const target = present * hoursPerDay;
      return {
        employee: p.name,
        workingDays,
        awayDays: p.away,
        homeOfficeDays: p.homeOffice,
        presentDays: present,
        targetHours: round(target),
        hours: hours(p.minutes),
        billable: hours(p.billable),
        tasks: hours(p.tasks),
        utilisation: percent(p.minutes / 60, target),
        billableShare: percent(p.billable, p.minutes),
        productivity: percent(p.billable / 60, target),
      };
    })
    .sort((x, y) => String(x.employee).localeCompare(String(y.employee)));

  const sum = (key: 'targetHours' | 'hours' | 'billable') => round(rows.reduce((s, r) => s + r[key], 0));
  const target = sum('targetHours');
  const logged = sum('hours');
  const billable = sum('billable');
  return ctx.answer({
    summary: [
      { id: 'workingDays', label: L.workingDays, kind: 'count', value: workingDays },
      { id: 'targetHours', label: L.targetHours, kind: 'hours', value: target },
      { id: 'hours', label: L.loggedHours, kind: 'hours', value: logged },
      { id: 'utilisation', label: L.utilisation, kind: 'percent', value: percent(logged, target) },
      { id: 'billableShare', label: L.billableShare, kind: 'percent', value: percent(billable, logged) },
      { id: 'productivity', label: L.productivity, kind: 'percent', value: percent(billable, target) },
    ],
    chart: {
      label: L.hoursAgainstTarget,
      x: 'category',
      kind: 'hours',
      stacked: true,
      series: [
        { id: 'billable', label: L.billableHours },
        { id: 'other', label: L.nonBillableHours },
        { id: 'notLogged', label: L.notLoggedHours },
      ],
      // A bar is as tall as the target or what was logged, whichever is more: the gap shows what is missing.
      points: rows.slice(0, 30).map((r) => ({
        x: String(r.employee),
        values: { billable: r.billable, other: round(r.hours - r.billable), notLogged: round(Math.max(0, r.targetHours - r.hours)) },
      })),
    },
    tables: [
      table(
        'byEmployee',
        L.productivityPerEmployee,
        [
          column('employee', L.employee, 'text'),
          column('workingDays', L.workingDays, 'days'),
          column('awayDays', L.awayDays, 'days'),
          column('homeOfficeDays', L.homeOfficeDays, 'days'),
          column('presentDays', L.presentDays, 'days'),
          column('targetHours', L.targetHours, 'hours'),
          column('hours', L.loggedHours, 'hours'),
          column('billable', L.billableHours, 'hours'),
          column('tasks', L.taskHours, 'hours'),
          column('utilisation', L.utilisation, 'percent'),
          column('billableShare', L.billableShare, 'percent'),
          column('productivity', L.productivity, 'percent'),
        ],
        rows,
        ctx.rowLimit,
      ),
    ],
  });
}
