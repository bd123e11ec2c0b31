import type { ReportAnswer, ReportTable } from '../../../core/reports.js';
import { L } from './labels.js';
import { column, dayBucket, hours, round, table, type ReportContext } from './report-kit.js';
import { CUSTOMER, WORKLOG_FROM, worklogWhere } from './worklog-query.js';

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

interface Group {
  id: string;
  label: ReportTable['label'];
  sql: string;
}

/** What one pass over the range's worklogs gives: sums per chart bucket, per group and over all. */
interface Rollup {
  byBucket: Map<string, Sums>;
  groups: Array<Sums & Record<string, string | number | null>>;
  all: Sums & { days: number };
}

/**
 * Sums per day worked and per group in one scan of the worklogs (grouping sets); the chart's
 * buckets, the days worked and the totals add up from the days. A year of a busy team is 100,000
 * rows, and a scan per figure was most of a report's time.
 */
async function rollup(ctx: ReportContext, where: string, values: unknown[], groups: Group[], join = ''): Promise<Rollup> {
  const g = groups.map((_, n) => `g${n}`);
  type Row = Sums & { gd: number; d: string | null } & Record<string, string | number | null>;
  // The planner cannot tell how few groups a name expression makes and, under the default 4 MB,
  // sorts a year of rows on disk instead of hashing them: the scan gets room for its hash tables.
  const { rows } = await ctx.app.db.transaction(async (tx) => {
    await tx.query(`set local work_mem = '32MB'`);
    return tx.query<Row>(
      `select grouping(d) as gd, d::text as d, ${g.map((c) => `${c}, `).join('')}${SUMS}
     from (select w.worked_on as d, ${groups.map((grp, n) => `${grp.sql} as g${n}, `).join('')}w.duration_minutes, w.billable, w.task
           from ${WORKLOG_FROM} ${join} where ${where}) w
     group by ${g.length ? `grouping sets ((d), (${g.join(', ')}))` : 'd'}`,
      values,
    );
  });
  const byBucket = new Map<string, Sums>();
  const grouped: Rollup['groups'] = [];
  const all = { minutes: 0, billable: 0, tasks: 0, n: 0, days: 0 };
  for (const r of rows) {
    if (r.gd === 1) {
      grouped.push(r);
      continue;
    }
    const bucket = dayBucket(r.d!, ctx.dayStep);
    const sums = byBucket.get(bucket) ?? { minutes: 0, billable: 0, tasks: 0, n: 0 };
    for (const s of [sums, all]) {
      s.minutes += r.minutes;
      s.billable += r.billable;
      s.tasks += r.tasks;
      s.n += r.n;
    }
    all.days++;
    byBucket.set(bucket, sums);
  }
  // Largest first, as the tables read; ties by name.
  grouped.sort((a, b) => b.minutes - a.minutes || (a.g0 === null ? 1 : b.g0 === null ? -1 : String(a.g0).localeCompare(String(b.g0))));
  return { byBucket, groups: grouped, all };
}

/** Billable and other hours per bucket of the range: the chart every worklog report draws. */
function hoursOverTime(ctx: ReportContext, byBucket: Map<string, Sums>): ReportAnswer['chart'] {
  const bucket = ctx.dayStep;
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
      const r = byBucket.get(x);
      return { x, values: { billable: hours(r?.billable ?? 0), other: hours((r?.minutes ?? 0) - (r?.billable ?? 0)) } };
    }),
  };
}

const summaryOf = (s: Sums & { days: number }): ReportAnswer['summary'] => [
  { id: 'hours', label: L.totalHours, kind: 'hours', value: hours(s.minutes) },
  { id: 'billable', label: L.billableHours, kind: 'hours', value: hours(s.billable) },
  { id: 'billableShare', label: L.billableShare, kind: 'percent', value: s.minutes ? round((100 * s.billable) / s.minutes, 1) : 0 },
  { id: 'days', label: L.daysWorked, kind: 'count', value: s.days },
];

/** Each worklog of the range as a row (up to the limit), with totals over all of them. */
type EntryRow = Record<string, string | number | boolean | null>;

async function entryRows(ctx: ReportContext, where: string, values: unknown[]): Promise<EntryRow[]> {
  const { rows } = await ctx.app.db.query<EntryRow>(
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
  return rows;
}

function entryTable(ctx: ReportContext, rows: EntryRow[], all: Sums, withEmployee: boolean): ReportTable {
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

/** Hours per group (customer, employee, component) with billable and task shares, from the rollup's groups. */
function groupTable(ctx: ReportContext, id: string, label: ReportTable['label'], groups: Group[], rows: Rollup['groups']): ReportTable {
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
      ...Object.fromEntries(groups.map((g, n) => [g.id, r[`g${n}`] ?? null])),
      hours: hours(r.minutes),
      billable: hours(r.billable),
      tasks: hours(r.tasks),
      worklogs: r.n,
    })),
    ctx.rowLimit,
  );
}

const BY_EMPLOYEE: Group[] = [{ id: 'employee', label: L.employee, sql: 'coalesce(u.name, w.employee_name, w.employee_id)' }];
const BY_COMPONENT: Group[] = [
  { id: 'masterComponent', label: L.masterComponent, sql: 't.name' },
  { id: 'component', label: L.component, sql: 'sc.name' },
];
const BY_CUSTOMER: Group[] = [{ id: 'customer', label: L.customer, sql: `coalesce(c.name, ${CUSTOMER})` }];

/** `/employee-worklog-report`: one's own worklogs (or, for projects.manage, anyone's) with hours per person. */
export async function employeeWorklogReport(ctx: ReportContext): Promise<ReportAnswer> {
  const p = ctx.params();
  const where = await worklogWhere(ctx, p);
  const everyone = ctx.scope === 'all';
  const [r, entries] = await Promise.all([
    rollup(ctx, where, p.values, everyone ? BY_EMPLOYEE : [], 'left join staff_users u on u.id = w.employee_id'),
    entryRows(ctx, where, p.values),
  ]);
  const tables = [entryTable(ctx, entries, r.all, everyone)];
  if (everyone) tables.push(groupTable(ctx, 'byEmployee', L.byEmployee, BY_EMPLOYEE, r.groups));
  return ctx.answer({ summary: summaryOf(r.all), chart: hoursOverTime(ctx, r.byBucket), tables });
}

/** `/customer-worklog-report`: the worklogs on a master component and component, with hours per component. */
export async function customerWorklogReport(ctx: ReportContext): Promise<ReportAnswer> {
  const p = ctx.params();
  const where = await worklogWhere(ctx, p);
  const [r, entries] = await Promise.all([
    rollup(ctx, where, p.values, BY_COMPONENT, 'left join software_component_types t on t.id = w.master_component_id left join software_components sc on sc.id = w.component_id'),
    entryRows(ctx, where, p.values),
  ]);
  return ctx.answer({
    summary: summaryOf(r.all),
    chart: hoursOverTime(ctx, r.byBucket),
    tables: [entryTable(ctx, entries, r.all, true), groupTable(ctx, 'byComponent', L.byComponent, BY_COMPONENT, r.groups)],
  });
}

/** `/customer-worklog-overview`: hours per customer over the range, billable and not. */
export async function customerWorklogOverview(ctx: ReportContext): Promise<ReportAnswer> {
  const p = ctx.params();
  const where = await worklogWhere(ctx, p);
  const r = await rollup(ctx, where, p.values, BY_CUSTOMER);
  const byCustomer = groupTable(ctx, 'byCustomer', L.customers, BY_CUSTOMER, r.groups);
  const top = byCustomer.rows.slice(0, 15);
  return ctx.answer({
    summary: [...summaryOf(r.all), { id: 'customers', label: L.customers, kind: 'count', value: byCustomer.rows.length + byCustomer.omitted }],
    chart: {
      label: L.hoursByCustomer,
      x: 'category',
      kind: 'hours',
      stacked: true,
      series: [
        { id: 'billable', label: L.billableHours },
        { id: 'other', label: L.nonBillableHours },
      ],
      points: top.map((row) => ({
        x: String(row.customer ?? '—'),
        values: { billable: Number(row.billable), other: round(Number(row.hours) - Number(row.billable)) },
      })),
    },
    tables: [byCustomer],
  });
}
