import type { FastifyInstance } from 'fastify';
import { TRACKER_TYPES } from '../../../core/constants.js';
import { MAX_HEALTH_IDS, type InstallationHealth } from '../../../core/installation-health.js';
import { principalOf } from '../../auth/authenticate.js';
import { scopeCondition } from '../../crud/scope.js';
import { SqlParams } from '../../crud/sql-params.js';
import { HttpError } from '../../http/errors.js';

/**
 * The installation list's side facts: open problems and device health for the installations on
 * screen, and whether the tracker filter applies to the list (spec §4).
 */
export default async function installationHealthRoutes(app: FastifyInstance) {
  const installations = app.resources.models.get('installations')!;
  const ctx = () => ({ models: app.resources.models, db: app.db, cache: app.customerScopeCache });

  app.get<{ Querystring: { ids?: string } }>('/api/installations/health', { config: { capability: 'console.read' } }, async (request) => {
    const ids = (request.query.ids ?? '').split(',').filter(Boolean);
    if (!ids.length || ids.length > MAX_HEALTH_IDS) throw new HttpError(400, 'bad_request', `ids must list 1 to ${MAX_HEALTH_IDS} installation ids, separated by commas`);
    const params = new SqlParams();
    const scope = await scopeCondition(installations, principalOf(request), params, 'i', ctx());
    const { rows } = await app.db.query<{
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
  });

  /** The tracker filter shows for a list whose installations all run a tracker (a timing or video type). */
  app.get<{ Querystring: { type?: string } }>('/api/installations/tracker-filter', { config: { capability: 'console.read' } }, async (request) => {
    const params = new SqlParams();
    const scope = await scopeCondition(installations, principalOf(request), params, 'i', ctx());
    const conditions = [...(request.query.type ? [`i.type = ${params.add(request.query.type)}`] : []), ...(scope ? [scope] : [])];
    const { rows } = await app.db.query<{ total: number; tracked: number }>(
      `select count(*)::int as total, count(*) filter (where i.tracker_version = any(${params.add([...TRACKER_TYPES])}::text[]))::int as tracked
         from installations i${conditions.length ? ` where ${conditions.join(' and ')}` : ''}`,
      params.values,
    );
    const { total, tracked } = rows[0]!;
    return { show: total > 0 && tracked === total, types: TRACKER_TYPES };
  });
}
