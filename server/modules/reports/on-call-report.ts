import type { ReportAnswer, ReportTable } from '../../../core/reports.js';
import { SEVERITIES } from '../../../resources/shared/problem-options.js';
import { L } from './labels.js';
import { column, round, table, type ReportContext } from './report-kit.js';

interface Paged {
  x: string;
  rotation: string | null;
  customer: string | null;
  severity: string;
  acknowledged: boolean;
  /** Minutes from the escalation's start to the acknowledgement, and to the problem's resolution. */
  tta: number | null;
  ttr: number | null;
}

/** The value below which a share of the sorted values lies (linear between neighbours, as PostgreSQL's percentile_cont). */
function percentile(values: number[], share: number): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = share * (sorted.length - 1);
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return round(sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low), 1);
}

const numbers = (rows: Paged[], pick: (r: Paged) => number | null) => rows.map(pick).filter((v): v is number => v !== null);

function groupTable(id: string, label: typeof L.byRotation, keyLabel: typeof L.rotation, rows: Paged[], keyOf: (r: Paged) => string, limit: number): ReportTable {
  const groups = new Map<string, Paged[]>();
  for (const r of rows) groups.set(keyOf(r), [...(groups.get(keyOf(r)) ?? []), r]);
  const lines = [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, members]) => ({
      key,
      escalations: members.length,
      acknowledged: members.filter((m) => m.acknowledged).length,
      ttaMedian: percentile(
        numbers(members, (m) => m.tta),
        0.5,
      ),
      ttaP90: percentile(
        numbers(members, (m) => m.tta),
        0.9,
      ),
      ttrMedian: percentile(
        numbers(members, (m) => m.ttr),
        0.5,
      ),
      ttrP90: percentile(
        numbers(members, (m) => m.ttr),
        0.9,
      ),
    }));
  return table(
    id,
    label,
    [
      column('key', keyLabel, 'text'),
      column('escalations', L.escalations, 'count'),
      column('acknowledged', L.acknowledged, 'count'),
      column('ttaMedian', L.ttaMedian, 'minutes'),
      column('ttaP90', L.ttaP90, 'minutes'),
      column('ttrMedian', L.ttrMedian, 'minutes'),
      column('ttrP90', L.ttrP90, 'minutes'),
    ],
    lines,
    limit,
  );
}

/**
 * `/on-call-report`: how fast escalated problems are acknowledged and resolved, per rotation (the
 * chain's first on-duty step), customer and severity, counted from the escalation's start.
 */
export async function onCallResponseReport(ctx: ReportContext): Promise<ReportAnswer> {
  const p = ctx.params();
  const parts = [`e.opened_at >= ${p.add(ctx.from.toISOString())}`, `e.opened_at < ${p.add(ctx.to.toISOString())}`, `e.state <> 'notEscalated'`];
  if (ctx.query.customer) parts.push(`pr.customer_id = ${p.add(ctx.query.customer)}`);
  const tz = `$${p.values.length + 1}`;
  const bucketSql =
    ctx.bucket === 'hour'
      ? `to_char(date_trunc('hour', e.opened_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"')`
      : `to_char(e.opened_at at time zone ${tz}, '${ctx.bucket === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD'}')`;
  const { rows } = await ctx.app.db.query<Paged>(
    `select ${bucketSql} as x, r.name as rotation, c.name as customer, pr.severity,
            (pr.acknowledged_at is not null and pr.acknowledged_at >= e.opened_at) as acknowledged,
            case when pr.acknowledged_at >= e.opened_at then (extract(epoch from pr.acknowledged_at - e.opened_at) / 60)::float8 end as tta,
            case when pr.resolved_at >= e.opened_at then (extract(epoch from pr.resolved_at - e.opened_at) / 60)::float8 end as ttr
     from escalations e join problems pr on pr.id = e.problem_id left join customers c on c.id = pr.customer_id
     left join lateral (select s.rotation_id from escalation_steps s where s.chain_id = e.chain_id and s.action = 'notifyOnDuty' order by s.position nulls last limit 1) first on true
     left join on_duty_rotations r on r.id = first.rotation_id
     where ${parts.join(' and ')} order by e.opened_at limit 100000`,
    ctx.bucket === 'hour' ? p.values : [...p.values, ctx.query.timeZone],
  );
  const lang = ctx.query.lang;
  const severityName = (s: string) => SEVERITIES.find((o) => o.value === s)?.label[lang] ?? s;
  const byX = new Map<string, { escalated: number; acknowledged: number }>();
  for (const r of rows) {
    const point = byX.get(r.x) ?? { escalated: 0, acknowledged: 0 };
    point.escalated += 1;
    if (r.acknowledged) point.acknowledged += 1;
    byX.set(r.x, point);
  }
  const none = L.none[lang];
  return ctx.answer({
    summary: [
      { id: 'escalations', label: L.escalations, kind: 'count', value: rows.length },
      { id: 'acknowledged', label: L.acknowledged, kind: 'count', value: rows.filter((r) => r.acknowledged).length },
      {
        id: 'ttaMedian',
        label: L.ttaMedian,
        kind: 'minutes',
        value: percentile(
          numbers(rows, (r) => r.tta),
          0.5,
        ),
      },
      {
        id: 'ttrMedian',
        label: L.ttrMedian,
        kind: 'minutes',
        value: percentile(
          numbers(rows, (r) => r.ttr),
          0.5,
        ),
      },
    ],
    chart: {
      label: L.escalationsOverTime,
      x: 'time',
      bucket: ctx.bucket,
      kind: 'count',
      stacked: false,
      series: [
        { id: 'escalated', label: L.escalations },
        { id: 'acknowledged', label: L.acknowledged },
      ],
      points: ctx.axis().map((x) => ({ x, values: { escalated: byX.get(x)?.escalated ?? 0, acknowledged: byX.get(x)?.acknowledged ?? 0 } })),
    },
    tables: [
      groupTable('rotations', L.byRotation, L.rotation, rows, (r) => r.rotation ?? none, ctx.rowLimit),
      groupTable('customers', L.byCustomer, L.customer, rows, (r) => r.customer ?? none, ctx.rowLimit),
      groupTable('severities', L.bySeverity, L.severity, rows, (r) => `${r.severity} ${severityName(r.severity)}`, ctx.rowLimit),
    ],
  });
}
