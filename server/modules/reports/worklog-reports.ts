import type { ReportAnswer, ReportTable } from '../../../core/reports.js';
import { L } from './labels.js';
import { column, hours, round, table, type ReportContext } from './report-kit.js';
import { CUSTOMER, WORKLOG_FROM, worklogBucket, worklogWhere } from './worklog-query.js';

interface Sums {
  minutes: number;
  billable: number;
  tasks: number;
  n: number;
}
const SUMS = `coalesce(sum(w.duration_minutes), 0)::int as minutes,
  coalesce(sum(w.duration_minutes) filter (where w.billable), 0)::int as billable,
  coalesce(sum(w.duration_minutes) filter (where w.task), 0)::int as tasks,
  count(*)::int as n`;

/** Billable and other hours per bucket of the range: the chart every worklog report draws. */
async function hoursOverTime(ctx: ReportContext, where: string, values: unknown[]): Promise<ReportAnswer['chart']> {
  const bucket = ctx.dayStep;
  const { rows } = await ctx.app.db.query<Sums & { x: string }>(`select ${worklogBucket(ctx)} as x, ${SUMS} from ${WORKLOG_FROM} where ${where} group by 1`, values);
  const byX = new Map(rows.map((r) => [r.x, r]));
  return {
    label: L.hoursOverTime,
    x: 'time',
    bucket,
    kind: 'hours',
    stacked: true,
    series: [
      { id: 'billable', label: L.billableHours },
      { id: 'other', label: L.nonBillableHours },
    ],
    points: ctx.axis(bucket).map((x) => {
      const r = byX.get(x);
      return { x, values: { billable: hours(r?.billable ?? 0), other: hours((r?.minutes ?? 0) - (r?.billable ?? 0)) } };
    }),
  };
}

async function sums(ctx: ReportContext, where: string, values: unknown[]): Promise<Sums & { days: number }> {
  const { rows } = await ctx.app.db.query<Sums & { days: number }>(`select ${SUMS}, count(distinct w.worked_on)::int as days from ${WORKLOG_FROM} where ${where}`, values);
  return rows[0]!;
}

const summaryOf = (s: Sums & { days: number }): ReportAnswer['summary'] => [
  { id: 'hours', label: L.totalHours, kind: 'hours', value: hours(s.minutes) },
  { id: 'billable', label: L.billableHours, kind: 'hours', value: hours(s.billable) },
  { id: 'billableShare', label: L.billableShare, kind: 'percent', value: s.minutes ? round((100 * s.billable) / s.minutes, 1) : 0 },
  { id: 'days', label: L.daysWorked, kind: 'count', value: s.days },
];

/** Each worklog of the range as a row (up to the limit), with totals over all of them. */
async function entryTable(ctx: ReportContext, where: string, values: unknown[], all: Sums, withEmployee: boolean): Promise<ReportTable> {
  const { rows } = await ctx.app.db.query<Record<string, string | number | boolean | null>>(
    `select w.worked_on::text as date, coalesce(u.name, w.employee_name, w.employee_id) as employee, c.name as customer, i.name as installation,
            t.name as "masterComponent", sc.name as component, coalesce(w.jira_issue, tk.subject) as reference,
            w.task, w.billable, round(w.duration_minutes / 60.0, 2)::float8 as hours, w.description
     from ${WORKLOG_FROM}
       left join software_component_types t on t.id = w.master_component_id
       left join software_components sc on sc.id = w.component_id
       left join tickets tk on tk.id = w.ticket_id
       left join staff_users u on u.id = w.employee_id
     where ${where}
     order by w.worked_on, w.start_time nulls last, w.id
     limit ${Math.min(ctx.rowLimit, 1_000_000)}`,
    values,
  );
  const columns = [
    column('date', L.date, 'date'),
    ...(withEmployee ? [column('employee', L.employee, 'text')] : []),
    column('customer', L.customer, 'text'),
    column('installation', L.installation, 'text'),
    column('masterComponent', L.masterComponent, 'text'),
    column('component', L.component, 'text'),
    column('reference', L.reference, 'text'),
    column('task', L.task, 'boolean'),
    column('billable', L.billable, 'boolean'),
    column('hours', L.hours, 'hours'),
    column('description', L.description, 'text'),
  ];
  // The sums cover every matching worklog, also those beyond the rows sent.
  return { ...table('entries', L.entries, columns, rows, ctx.rowLimit, false), totals: { hours: hours(all.minutes) }, omitted: Math.max(0, all.n - rows.length) };
}

/** Hours per group (customer, employee, component) with billable and task shares. */
async function groupTable(
  ctx: ReportContext,
  id: string,
  label: ReportTable['label'],
  groups: Array<{ id: string; label: ReportTable['label']; sql: string }>,
  where: string,
  values: unknown[],
  join = '',
) {
  const { rows } = await ctx.app.db.query<Sums & Record<string, string>>(
    `select ${groups.map((g) => `${g.sql} as "${g.id}"`).join(', ')}, ${SUMS} from ${WORKLOG_FROM} ${join} where ${where}
     group by ${groups.map((_, n) => n + 1).join(', ')} order by minutes desc, 1`,
    values,
  );
  return table(
    id,
    label,
    [
      ...groups.map((g) => column(g.id, g.label, 'text')),
      column('hours', L.hours, 'hours'),
      column('billable', L.billableHours, 'hours'),
      column('tasks', L.taskHours, 'hours'),
      column('worklogs', L.worklogs, 'count'),
    ],
    rows.map((r) => ({
      ...Object.fromEntries(groups.map((g) => [g.id, r[g.id] ?? null])),
      hours: hours(r.minutes),
      billable: hours(r.billable),
      tasks: hours(r.tasks),
      worklogs: r.n,
    })),
    ctx.rowLimit,
  );
}

/** `/employee-worklog-report`: one's own worklogs (or, for projects.manage, anyone's) with hours per person. */
export async function employeeWorklogReport(ctx: ReportContext): Promise<ReportAnswer> {
  const p = ctx.params();
  const where = await worklogWhere(ctx, p);
  const [chart, all] = await Promise.all([hoursOverTime(ctx, where, p.values), sums(ctx, where, p.values)]);
  const tables = [await entryTable(ctx, where, p.values, all, ctx.scope === 'all')];
  if (ctx.scope === 'all')
    tables.push(
      await groupTable(
        ctx,
        'byEmployee',
        L.byEmployee,
        [{ id: 'employee', label: L.employee, sql: 'coalesce(u.name, w.employee_name, w.employee_id)' }],
        where,
        p.values,
        'left join staff_users u on u.id = w.employee_id',
      ),
    );
  return ctx.answer({ summary: summaryOf(all), chart, tables });
}

/** `/customer-worklog-report`: the worklogs on a master component and component, with hours per component. */
export async function customerWorklogReport(ctx: ReportContext): Promise<ReportAnswer> {
  const p = ctx.params();
  const where = await worklogWhere(ctx, p);
  const [chart, all] = await Promise.all([hoursOverTime(ctx, where, p.values), sums(ctx, where, p.values)]);
  const entries = await entryTable(ctx, where, p.values, all, true);
  const byComponent = await groupTable(
    ctx,
    'byComponent',
    L.byComponent,
    [
      { id: 'masterComponent', label: L.masterComponent, sql: 't.name' },
      { id: 'component', label: L.component, sql: 'sc.name' },
    ],
    where,
    p.values,
    'left join software_component_types t on t.id = w.master_component_id left join software_components sc on sc.id = w.component_id',
  );
  return ctx.answer({ summary: summaryOf(all), chart, tables: [entries, byComponent] });
}

/** `/customer-worklog-overview`: hours per customer over the range, billable and not. */
export async function customerWorklogOverview(ctx: ReportContext): Promise<ReportAnswer> {
  const p = ctx.params();
  const where = await worklogWhere(ctx, p);
  const [all, byCustomer] = await Promise.all([
    sums(ctx, where, p.values),
    groupTable(ctx, 'byCustomer', L.customers, [{ id: 'customer', label: L.customer, sql: `coalesce(c.name, ${CUSTOMER})` }], where, p.values),
  ]);
  const top = byCustomer.rows.slice(0, 15);
  return ctx.answer({
    summary: [...summaryOf(all), { id: 'customers', label: L.customers, kind: 'count', value: byCustomer.rows.length + byCustomer.omitted }],
    chart: {
      label: L.hoursByCustomer,
      x: 'category',
      kind: 'hours',
      stacked: true,
      series: [
        { id: 'billable', label: L.billableHours },
        { id: 'other', label: L.nonBillableHours },
      ],
      points: top.map((r) => ({
        x: String(r.customer ?? '—'),
        values: { billable: Number(r.billable), other: round(Number(r.hours) - Number(r.billable)) },
      })),
    },
    tables: [byCustomer],
  });
}
