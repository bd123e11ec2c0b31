import type { Principal } from '../../../core/access.js';
import type { ProblemReport } from '../../../core/problem-report.js';
import { scopeCondition, type ScopeContext } from '../../crud/scope.js';
import { SqlParams } from '../../crud/sql-params.js';

const SEVERITIES = ['0', '1', '2', '3', '4', '5'];
const SOURCES = ['zabbix', 'tracker', 'skimovie'];

/**
 * Problems that started in [from, to): per hour (ranges up to two days) or per day, by severity
 * and source; mean time to acknowledge and to resolve; the ten installations with most problems.
 */
export async function problemReport(principal: Principal, ctx: ScopeContext, from: Date, to: Date): Promise<ProblemReport> {
  const bucket = to.getTime() - from.getTime() <= 2 * 86_400_000 ? 'hour' : 'day';
  const params = new SqlParams();
  const scope = await scopeCondition(ctx.models.get('problems')!, principal, params, 't', ctx);
  const range = `t.started_at >= ${params.add(from.toISOString())} and t.started_at < ${params.add(to.toISOString())}${scope ? ` and ${scope}` : ''}`;
  const [grouped, means, top] = await Promise.all([
    ctx.db.query<{ start: string; severity: string; source: string; n: number }>(
      `select to_char(date_trunc('${bucket}', t.started_at at time zone 'UTC'), 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"') as start, t.severity, t.source, count(*)::int as n
       from problems t where ${range} group by 1, 2, 3 order by 1`,
      params.values,
    ),
    ctx.db.query<{ mtta: number | null; mttr: number | null; total: number }>(
      `select avg(extract(epoch from t.acknowledged_at - t.started_at))::float8 as mtta,
              avg(extract(epoch from t.resolved_at - t.started_at)) filter (where t.state = 'resolved')::float8 as mttr,
              count(*)::int as total
       from problems t where ${range}`,
      params.values,
    ),
    ctx.db.query<{ installationId: string; name: string; count: number }>(
      `select t.installation_id as "installationId", i.name, count(*)::int as count
       from problems t join installations i on i.id = t.installation_id where ${range}
       group by t.installation_id, i.name order by count desc, i.name limit 10`,
      params.values,
    ),
  ]);
  const buckets = new Map<string, ProblemReport['buckets'][number]>();
  const step = bucket === 'hour' ? 3_600_000 : 86_400_000;
  const first = new Date(Math.floor(from.getTime() / step) * step);
  for (let t = first.getTime(); t < to.getTime(); t += step) {
    const start = new Date(t).toISOString();
    buckets.set(start, { start, total: 0, bySeverity: Object.fromEntries(SEVERITIES.map((s) => [s, 0])), bySource: Object.fromEntries(SOURCES.map((s) => [s, 0])) });
  }
  for (const row of grouped.rows) {
    const b = buckets.get(row.start);
    if (!b) continue;
    b.total += row.n;
    b.bySeverity[row.severity] = (b.bySeverity[row.severity] ?? 0) + row.n;
    b.bySource[row.source] = (b.bySource[row.source] ?? 0) + row.n;
  }
  const m = means.rows[0];
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    bucket,
    buckets: [...buckets.values()],
    total: m?.total ?? 0,
    meanTimeToAcknowledgeS: m?.mtta ?? null,
    meanTimeToResolveS: m?.mttr ?? null,
    top: top.rows,
  };
}

export function problemReportCsv(report: ProblemReport): string {
  const header = ['start', 'total', ...SEVERITIES.map((s) => `severity${s}`), ...SOURCES];
  const rows = report.buckets.map((b) => [b.start, b.total, ...SEVERITIES.map((s) => b.bySeverity[s] ?? 0), ...SOURCES.map((s) => b.bySource[s] ?? 0)]);
  return `${[header, ...rows].map((r) => r.join(',')).join('\r\n')}\r\n`;
}
