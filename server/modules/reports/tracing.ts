import type { ReportAnswer } from '../../../core/reports.js';
import { L } from './labels.js';
import { column, round, table, type ReportContext } from './report-kit.js';

const BINS = 12;

/**
 * `/tracing-statistics`: what the trackers measured. Runs per bucket (valid and invalid), per
 * installation and lane with the runtime spread of the valid ones, and the runtime distribution.
 */
export async function tracingStatistics(ctx: ReportContext): Promise<ReportAnswer> {
  const p = ctx.params();
  const parts = [`r.started_at >= ${p.add(ctx.from.toISOString())}`, `r.started_at < ${p.add(ctx.to.toISOString())}`, await ctx.policy('timing-runs', p, 'r')];
  if (ctx.query.installation) parts.push(`r.installation_id = ${p.add(ctx.query.installation)}`);
  const where = parts.join(' and ');
  // The zone is the bucket query's alone (a parameter a statement does not use has no type).
  const tz = `$${p.values.length + 1}`;
  const bucketSql =
    ctx.bucket === 'hour'
      ? `to_char(date_trunc('hour', r.started_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"')`
      : `to_char(r.started_at at time zone ${tz}, '${ctx.bucket === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD'}')`;
  const [overTime, lanes, spread] = await Promise.all([
    ctx.app.db.query<{ x: string; valid: number; invalid: number }>(
      `select ${bucketSql} as x, count(*) filter (where r.valid)::int as valid, count(*) filter (where not r.valid)::int as invalid
       from timing_runs r where ${where} group by 1`,
      ctx.bucket === 'hour' ? p.values : [...p.values, ctx.query.timeZone],
    ),
    ctx.app.db.query<{
      installation: string;
      lane: number;
      runs: number;
      valid: number;
      fastest: number | null;
      median: number | null;
      p90: number | null;
      slowest: number | null;
    }>(
      `select i.name as installation, r.lane, count(*)::int as runs, count(*) filter (where r.valid)::int as valid,
              (min(r.runtime_ms) filter (where r.valid) / 1000.0)::float8 as fastest,
              (percentile_cont(0.5) within group (order by r.runtime_ms) filter (where r.valid) / 1000.0)::float8 as median,
              (percentile_cont(0.9) within group (order by r.runtime_ms) filter (where r.valid) / 1000.0)::float8 as p90,
              (max(r.runtime_ms) filter (where r.valid) / 1000.0)::float8 as slowest
       from timing_runs r join installations i on i.id = r.installation_id where ${where}
       group by i.name, r.installation_id, r.lane order by i.name, r.lane`,
      p.values,
    ),
    ctx.app.db.query<{ low: number; high: number; n: number }>(
      `with valid as (select r.runtime_ms from timing_runs r where ${where} and r.valid and r.runtime_ms is not null),
            bounds as (select min(runtime_ms) as lo, max(runtime_ms) + 1 as hi from valid)
       select (b.lo + (bin - 1) * (b.hi - b.lo) / ${BINS}.0)::float8 / 1000 as low, (b.lo + bin * (b.hi - b.lo) / ${BINS}.0)::float8 / 1000 as high, count(*)::int as n
       from valid v cross join bounds b cross join lateral (select width_bucket(v.runtime_ms, b.lo, b.hi, ${BINS}) as bin) w
       group by bin, b.lo, b.hi order by bin`,
      p.values,
    ),
  ]);
  const byX = new Map(overTime.rows.map((r) => [r.x, r]));
  const total = lanes.rows.reduce((s, r) => s + r.runs, 0);
  const valid = lanes.rows.reduce((s, r) => s + r.valid, 0);
  const laneRows = lanes.rows.map((r) => ({
    installation: r.installation,
    lane: r.lane,
    runs: r.runs,
    valid: r.valid,
    invalid: r.runs - r.valid,
    invalidShare: r.runs ? round((100 * (r.runs - r.valid)) / r.runs, 1) : 0,
    fastest: r.fastest === null ? null : round(r.fastest),
    median: r.median === null ? null : round(r.median),
    p90: r.p90 === null ? null : round(r.p90),
    slowest: r.slowest === null ? null : round(r.slowest),
  }));
  const laneTable = table(
    'lanes',
    L.byLane,
    [
      column('installation', L.installation, 'text'),
      column('lane', L.lane, 'text'),
      column('runs', L.runs, 'count'),
      column('valid', L.valid, 'count'),
      column('invalid', L.invalid, 'count'),
      column('invalidShare', L.invalidShare, 'percent'),
      column('fastest', L.fastest, 'seconds'),
      column('median', L.median, 'seconds'),
      column('p90', L.p90, 'seconds'),
      column('slowest', L.slowest, 'seconds'),
    ],
    laneRows,
    ctx.rowLimit,
  );
  const distribution = table(
    'distribution',
    L.distribution,
    [column('from', L.from, 'seconds'), column('until', L.until, 'seconds'), column('runs', L.runs, 'count')],
    spread.rows.map((b) => ({ from: round(b.low, 1), until: round(b.high, 1), runs: b.n })),
    ctx.rowLimit,
  );
  return ctx.answer({
    summary: [
      { id: 'runs', label: L.runs, kind: 'count', value: total },
      { id: 'invalidShare', label: L.invalidShare, kind: 'percent', value: total ? round((100 * (total - valid)) / total, 1) : 0 },
      { id: 'lanes', label: L.lanes, kind: 'count', value: lanes.rows.length },
    ],
    chart: {
      label: L.runsOverTime,
      x: 'time',
      bucket: ctx.bucket,
      kind: 'count',
      stacked: true,
      series: [
        { id: 'valid', label: L.valid },
        { id: 'invalid', label: L.invalid },
      ],
      points: ctx.axis().map((x) => ({ x, values: { valid: byX.get(x)?.valid ?? 0, invalid: byX.get(x)?.invalid ?? 0 } })),
    },
    tables: [laneTable, distribution],
  });
}
