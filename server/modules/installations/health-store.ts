import { TRACKER_TYPES } from '../../../core/constants.js';
import { HEALTH_SORTS, type InstallationHealth } from '../../../core/installation-health.js';
import type { DerivedSort } from '../../crud/table-model.js';
import type { SqlParams } from '../../crud/sql-params.js';
import type { Queryable } from '../../db/database.js';

/** Open problems and device health of the given installations, within `scope` (a condition on alias `i`). */
export async function installationHealth(db: Queryable, ids: string[], params: SqlParams, scope: string | undefined): Promise<Record<string, InstallationHealth>> {
  const { rows } = await db.query<{
    id: string;
    open: number;
    unacknowledged: number;
    worst: string | null;
    online: number;
    degraded: number;
    offline: number;
    unknown: number;
  }>(
    `select i.id,
              coalesce(p.open, 0)::int as open, coalesce(p.unacknowledged, 0)::int as unacknowledged, p.worst,
              coalesce(d.online, 0)::int as online, coalesce(d.degraded, 0)::int as degraded, coalesce(d.offline, 0)::int as offline, coalesce(d.unknown, 0)::int as unknown
         from installations i
         left join lateral (select count(*) as open, count(*) filter (where not acknowledged) as unacknowledged, max(severity) as worst
                              from problems where installation_id = i.id and state = 'problem') p on true
         left join lateral (select count(*) filter (where status = 'online') as online, count(*) filter (where status = 'degraded') as degraded,
                                   count(*) filter (where status = 'offline') as offline, count(*) filter (where status = 'unknown') as unknown
                              from devices where installation_id = i.id) d on true
        where i.id = any(${params.add(ids)}::text[])${scope ? ` and ${scope}` : ''}`,
    params.values,
  );
  return Object.fromEntries(
    rows.map((r): [string, InstallationHealth] => [
      r.id,
      {
        openProblems: r.open,
        unacknowledged: r.unacknowledged,
        worstSeverity: r.worst === null ? null : Number(r.worst),
        devices: { online: r.online, degraded: r.degraded, offline: r.offline, unknown: r.unknown },
      },
    ]),
  );
}

/** How many installations (of a type, within `scope`) there are, and how many of them run a tracker. */
export async function trackerCoverage(db: Queryable, type: string | undefined, params: SqlParams, scope: string | undefined): Promise<{ total: number; tracked: number }> {
  const conditions = [...(type ? [`i.type = ${params.add(type)}`] : []), ...(scope ? [scope] : [])];
  const { rows } = await db.query<{ total: number; tracked: number }>(
    `select count(*)::int as total, count(*) filter (where i.tracker_version = any(${params.add([...TRACKER_TYPES])}::text[]))::int as tracked
         from installations i${conditions.length ? ` where ${conditions.join(' and ')}` : ''}`,
    params.values,
  );
  return rows[0]!;
}

/**
 * How the list sorts by health, per installation row: worst open severity first, then the number
 * open (no open problem is below any); offline devices first, then degraded ones. Both read the
 * (installation_id, id) indexes of problems and devices.
 */
export const healthSorts: Record<(typeof HEALTH_SORTS)[keyof typeof HEALTH_SORTS], DerivedSort> = {
  [HEALTH_SORTS.problems]: {
    expression: (t) => `(select coalesce(max(p.severity)::int, -1) * 1000000 + count(*) from problems p where p.installation_id = ${t}.id and p.state = 'problem')`,
  },
  [HEALTH_SORTS.devices]: {
    expression: (t) =>
      `(select count(*) filter (where d.status = 'offline') * 1000000 + count(*) filter (where d.status = 'degraded') from devices d where d.installation_id = ${t}.id)`,
  },
};
