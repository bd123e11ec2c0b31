import type { InstallationReport } from '../../../core/installation-report.js';
import type { Queryable } from '../../db/database.js';

/** An installation's uptime (from its devices' offline problems), problems and device commands over a range. */
export async function installationReport(db: Queryable, installationId: string, from: Date, to: Date): Promise<InstallationReport> {
  const id = installationId;
  const bounds = [id, from.toISOString(), to.toISOString()];
  const [devices, offline, problems, means, commands] = await Promise.all([
    db.query<{ n: number }>('select count(*)::int as n from devices where installation_id = $1', [id]),
    // Offline time per device, clipped to the range; a problem still open counts until the range's end.
    db.query<{ seconds: number | null }>(
      `select sum(extract(epoch from least(coalesce(resolved_at, $3::timestamptz), $3::timestamptz) - greatest(started_at, $2::timestamptz)))::float8 as seconds
       from problems where installation_id = $1 and source = 'tracker' and trigger_id like 'device-offline:%'
        and started_at < $3::timestamptz and coalesce(resolved_at, $3::timestamptz) > $2::timestamptz`,
      bounds,
    ),
    db.query<{ severity: string; source: string; n: number }>(
      'select severity, source, count(*)::int as n from problems where installation_id = $1 and started_at >= $2 and started_at < $3 group by 1, 2',
      bounds,
    ),
    db.query<{ mtta: number | null; mttr: number | null }>(
      `select avg(extract(epoch from acknowledged_at - started_at))::float8 as mtta, avg(extract(epoch from resolved_at - started_at)) filter (where state = 'resolved')::float8 as mttr
       from problems where installation_id = $1 and started_at >= $2 and started_at < $3`,
      bounds,
    ),
    db.query<{ status: string; n: number; duration: number | null }>(
      'select status, count(*)::int as n, avg(duration_ms)::float8 as duration from device_commands where installation_id = $1 and queued_at >= $2 and queued_at < $3 group by 1',
      bounds,
    ),
  ]);
  const deviceCount = devices.rows[0]!.n;
  const offlineSeconds = Math.round(offline.rows[0]?.seconds ?? 0);
  const rangeSeconds = (to.getTime() - from.getTime()) / 1000;
  const bySeverity: Record<string, number> = Object.fromEntries(['0', '1', '2', '3', '4', '5'].map((s) => [s, 0]));
  const bySource: Record<string, number> = { zabbix: 0, tracker: 0, skimovie: 0 };
  for (const r of problems.rows) {
    bySeverity[r.severity] = (bySeverity[r.severity] ?? 0) + r.n;
    bySource[r.source] = (bySource[r.source] ?? 0) + r.n;
  }
  const commandTotal = commands.rows.reduce((n, r) => n + r.n, 0);
  const finished = commands.rows.filter((r) => r.duration !== null);
  const finishedCount = finished.reduce((n, r) => n + r.n, 0);
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    uptime: { devices: deviceCount, offlineSeconds, ratio: deviceCount ? Math.max(0, 1 - offlineSeconds / (deviceCount * rangeSeconds)) : null },
    problems: {
      total: problems.rows.reduce((n, r) => n + r.n, 0),
      bySeverity,
      bySource,
      meanTimeToAcknowledgeS: means.rows[0]?.mtta ?? null,
      meanTimeToResolveS: means.rows[0]?.mttr ?? null,
    },
    commands: {
      total: commandTotal,
      byStatus: Object.fromEntries(commands.rows.map((r) => [r.status, r.n])),
      meanDurationMs: finishedCount ? finished.reduce((n, r) => n + r.n * r.duration!, 0) / finishedCount : null,
    },
  };
}
