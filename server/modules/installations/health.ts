import type { FastifyInstance } from 'fastify';
import { TRACKER_TYPES } from '../../../core/constants.js';
import { z } from 'zod';
import type { Principal } from '../../../core/access.js';
import { MAX_HEALTH_IDS } from '../../../core/installation-health.js';
import { principalOf } from '../../auth/authenticate.js';
import { scopeCondition } from '../../crud/scope.js';
import { SqlParams } from '../../crud/sql-params.js';
import { HttpError } from '../../http/errors.js';
import { docs } from '../../http/route-docs.js';
import { healthSorts, installationHealth, trackerCoverage } from './health-store.js';

const healthQuery = z.object({ ids: z.string().describe(`1 to ${MAX_HEALTH_IDS} installation ids, separated by commas`) });
const healthAnswer = z.record(
  z.string(),
  z.object({
    openProblems: z.number().int(),
    unacknowledged: z.number().int(),
    worstSeverity: z.number().int().nullable(),
    devices: z.object({ online: z.number().int(), degraded: z.number().int(), offline: z.number().int(), unknown: z.number().int() }),
  }),
);
const trackerQuery = z.object({ type: z.string().max(64).optional().describe("the list's installation type") });
const trackerAnswer = z.object({ show: z.boolean(), types: z.array(z.string()) });

/**
 * The installation list's side facts: open problems and device health for the installations on
 * screen, and whether the tracker filter applies to the list (spec §4).
 */
export default async function installationHealthRoutes(app: FastifyInstance) {
  const installations = app.resources.models.get('installations')!;
  const ctx = () => ({ models: app.resources.models, db: app.db, cache: app.customerScopeCache });
  for (const [field, sort] of Object.entries(healthSorts)) installations.derivedSorts.set(field, sort);
  /** The health of these installations, as far as the principal may see them. */
  const healthOf = async (ids: string[], principal: Principal) => {
    const params = new SqlParams();
    const scope = await scopeCondition(installations, principal, params, 'i', ctx());
    return installationHealth(app.db, ids, params, scope);
  };
  /** Spec §4: the tracker filter shows for a list whose installations (of its type, as far as the principal sees them) all run a tracker. */
  const trackerFilterOf = async (type: string | undefined, principal: Principal) => {
    const params = new SqlParams();
    const scope = await scopeCondition(installations, principal, params, 'i', ctx());
    const { total, tracked } = await trackerCoverage(app.db, type, params, scope);
    return { show: total > 0 && tracked === total, types: TRACKER_TYPES };
  };
  // The same facts for a list page that asks for them with its rows (`embed=["health","trackerFilter"]`): one request instead of three.
  installations.listCompanions.set('health', async (rows, principal) =>
    rows.length
      ? healthOf(
          rows.map((r) => r.id),
          principal,
        )
      : {},
  );
  installations.listCompanions.set('trackerFilter', (_rows, principal, filter) => trackerFilterOf(typeof filter.type === 'string' ? filter.type : undefined, principal));

  app.get<{ Querystring: { ids?: string } }>(
    '/api/installations/health',
    {
      config: { capability: 'console.read' },
      schema: docs({
        summary: 'Open problems and device health of the installations on screen, by id',
        tags: ['Installations'],
        query: healthQuery,
        response: { 200: healthAnswer },
      }),
    },
    async (request) => {
      const ids = (request.query.ids ?? '').split(',').filter(Boolean);
      if (!ids.length || ids.length > MAX_HEALTH_IDS) throw new HttpError(400, 'bad_request', `ids must list 1 to ${MAX_HEALTH_IDS} installation ids, separated by commas`);
      return healthOf(ids, principalOf(request));
    },
  );

  /** The tracker filter shows for a list whose installations all run a tracker (a timing or video type). */
  app.get<{ Querystring: { type?: string } }>(
    '/api/installations/tracker-filter',
    {
      config: { capability: 'console.read' },
      schema: docs({
        summary: 'Whether the installation list of a type shows the tracker filter (all of them run a tracker)',
        tags: ['Installations'],
        query: trackerQuery,
        response: { 200: trackerAnswer },
      }),
    },
    async (request) => trackerFilterOf(request.query.type, principalOf(request)),
  );
}
