import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ACTION_CAPABILITIES, type Principal } from '../../../core/access.js';
import { LANE_CONFIG_KIND_NAMES, LANE_CONFIG_KINDS, type LaneConfigKind } from '../../../core/lane-configs.js';
import { principalOf } from '../../auth/authenticate.js';
import { HttpError, parseInput } from '../../http/errors.js';
import { docs, ref } from '../../http/route-docs.js';
import { ZabbixClient, ZabbixError } from '../../integrations/zabbix/json-rpc.js';
import { APPLY_LANE, appliedStates, targetsOf } from './lane-config-store.js';
import { monitoringGraph } from './monitoring-graph.js';
import { runsForMovie } from './event-movie-store.js';
import { salesPerDay } from './terminal-sales-store.js';

const tags = ['Tracker and video'];
const DAY = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD');
const configParams = z.object({ kind: z.enum(LANE_CONFIG_KIND_NAMES as [LaneConfigKind, ...LaneConfigKind[]]), id: z.string().min(1).max(200) });
const idParams = z.object({ id: z.string().min(1).max(200) });
const applyBody = z.object({ version: z.number().int().positive().describe('the version the user sees: a stale one is refused with 409') }).strict();
const deviceApplied = z.object({
  deviceId: z.string(),
  name: z.string(),
  status: z.string(),
  appliedVersion: z.number().nullable(),
  reportedVersion: z.number().nullable(),
  last: z.object({ commandId: z.string(), version: z.number(), status: z.string(), error: z.string().nullable(), at: z.string() }).nullable(),
  state: z.enum(['matches', 'outdated', 'pending', 'failed', 'drift', 'never']),
});
const salesQuery = z.object({ from: DAY, to: DAY }).refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['to'] });
const graphParams = z.object({
  id: z.string().min(1).max(200),
  graphId: z.string().regex(/^\d{1,20}$/, 'a Zabbix graph id'),
  hostId: z.string().regex(/^\d{1,20}$/, 'a Zabbix host id'),
});
const graphQuery = z.object({
  hours: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 31)
    .default(24),
});
const compileBody = z.object({ day: DAY }).strict();

/**
 * The tracker and video pages' server side: applying a lane configuration to its devices and
 * reading back what they run, reprocessing a video session, compiling an event movie, the
 * terminal sales and an installation's monitoring graph.
 */
export default async function trackerRoutes(app: FastifyInstance) {
  const { repository, models } = app.resources;
  const model = (name: string) => models.get(name)!;
  const config = async (kind: LaneConfigKind, id: string, principal: Principal) => repository.require(model(LANE_CONFIG_KINDS[kind].resource), id, principal);
  const installation = async (id: string, principal: Principal) => repository.require(model('installations'), id, principal);
  const zabbix = app.config.zabbix.url && app.config.zabbix.apiToken ? new ZabbixClient({ url: app.config.zabbix.url, apiToken: app.config.zabbix.apiToken }) : undefined;

  app.get<{ Params: { kind: string; id: string } }>(
    '/api/lane-configs/:kind/:id/applied',
    {
      config: { capability: 'console.read' },
      schema: docs({
        summary: 'Per target device: the version it confirmed, the version it reports, the latest attempt and whether that matches the stored version',
        tags,
        params: configParams,
        response: { 200: z.object({ version: z.number(), devices: z.array(deviceApplied) }) },
      }),
    },
    async (request) => {
      const { kind, id } = parseInput(configParams, request.params, 'params');
      const record = await config(kind, id, principalOf(request));
      return { version: record.version, devices: await appliedStates(app.db, kind, record) };
    },
  );

  app.post<{ Params: { kind: string; id: string } }>(
    '/api/lane-configs/:kind/:id/apply',
    {
      config: { capability: 'devices.manage' },
      schema: docs({
        summary: 'Sends the stored configuration to each of its devices (a stored, audited device command) and waits up to 10 s for their answers',
        tags,
        params: configParams,
        body: applyBody,
        response: { 202: { type: 'object', properties: { commands: { type: 'array', items: ref('DeviceCommands') } } } },
      }),
    },
    async (request, reply) => {
      const { kind, id } = parseInput(configParams, request.params, 'params');
      const { version } = parseInput(applyBody, request.body);
      const principal = principalOf(request);
      const record = await config(kind, id, principal);
      if (record.version !== version)
        throw new HttpError(409, 'conflict', `Version ${version} is not the current one (${record.version}): reload before applying`, { currentVersion: record.version });
      if (!app.devices) throw new HttpError(503, 'devices_unavailable', 'The devices are not available.', { description: 'devicesUnavailable' });
      const targets = await targetsOf(app.db, kind, record);
      if (!targets.length) throw new HttpError(409, 'no_devices_of_type', 'No devices of the given type available.', { errors: { command: 'noDevicesOfType' } });
      const { id: _id, version: _v, installationId: _i, createdAt: _c, updatedAt: _u, createdBy: _cb, updatedBy: _ub, ...configuration } = record;
      const commandIds = await Promise.all(
        targets.map((device) => app.devices!.commands.run(device, APPLY_LANE, { kind, configId: id, version, configuration }, principal, 'device', 10_000)),
      );
      const commands = await Promise.all(commandIds.map((commandId) => repository.get(model('device-commands'), commandId, principal)));
      return reply.status(202).send({ commands });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/video-sessions/:id/reprocess',
    {
      config: { capability: ACTION_CAPABILITIES.reprocess },
      schema: docs({
        summary: 'Reprocesses a video session (a background job with its steps as progress); asking again while it is queued or running changes nothing',
        tags,
        params: idParams,
        response: { 202: { type: 'object', properties: { started: { type: 'boolean', description: 'false: it was queued or running already' }, session: ref('VideoSessions') } } },
      }),
    },
    async (request, reply) => {
      const { id } = parseInput(idParams, request.params, 'params');
      const principal = principalOf(request);
      await repository.require(model('video-sessions'), id, principal);
      const started = await app.tracker.reprocessing.request(id, principal);
      const session = await repository.require(model('video-sessions'), id, principal);
      app.events.publish({ resource: 'video-sessions', id, kind: 'updated', customerIds: undefined });
      return reply.status(202).send({ started, session });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/event-movie-configs/:id/compile',
    {
      config: { capability: 'devices.manage' },
      schema: docs({
        summary: "Compiles an event movie of one day's runs as the configuration chooses them",
        tags,
        params: idParams,
        body: compileBody,
        response: { 201: ref('EventMovies') },
      }),
    },
    async (request, reply) => {
      const { id } = parseInput(idParams, request.params, 'params');
      const { day } = parseInput(compileBody, request.body);
      const principal = principalOf(request);
      const movieConfig = await repository.require(model('event-movie-configs'), id, principal);
      const runs = await runsForMovie(
        app.db,
        {
          installationId: String(movieConfig.installationId),
          eventKeys: (movieConfig.eventKeys as string[]) ?? [],
          reporters: (movieConfig.reporters as string[]) ?? [],
          order: movieConfig.order as 'chronological',
          maxRuns: Number(movieConfig.maxRuns),
        },
        day,
      );
      const durationS = Math.round(runs.reduce((sum, r) => sum + (r.runtimeMs ?? 0), 0) / 1000);
      const movie = await repository.create(
        model('event-movies'),
        {
          installationId: movieConfig.installationId,
          configId: id,
          title: `${String(movieConfig.name)} ${day}`,
          eventDate: day,
          status: runs.length ? 'ready' : 'empty',
          durationS,
          runs: runs.map((r) => ({ sessionId: r.sessionId, startNumber: r.startNumber ?? undefined, runtimeMs: r.runtimeMs ?? undefined, lane: r.lane })),
        },
        principal,
      );
      return reply.status(201).send(movie);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/installations/:id/terminal-sales',
    {
      config: { capability: 'console.read' },
      schema: docs({
        summary: "The installation's terminal sales per day and product in a range of days",
        tags,
        params: idParams,
        query: salesQuery,
        response: { 200: z.object({ rows: z.array(z.object({ day: z.string(), product: z.string(), quantity: z.number(), amount: z.number(), currency: z.string() })) }) },
      }),
    },
    async (request) => {
      const { id } = parseInput(idParams, request.params, 'params');
      const { from, to } = parseInput(salesQuery, request.query, 'query');
      await installation(id, principalOf(request));
      return { rows: await salesPerDay(app.db, id, from, to) };
    },
  );

  app.get<{ Params: { id: string; graphId: string; hostId: string } }>(
    '/api/installations/:id/monitoring-graph/:graphId/:hostId',
    {
      config: { capability: 'console.read' },
      schema: docs({
        summary: "A Zabbix graph of one of the installation's hosts over the last hours (graph.get, then history.get per item)",
        tags,
        params: graphParams,
        query: graphQuery,
        response: {
          200: z.object({
            graphId: z.string(),
            name: z.string(),
            series: z.array(
              z.object({ itemId: z.string(), name: z.string(), unit: z.string(), color: z.string().nullable(), points: z.array(z.object({ at: z.string(), value: z.number() })) }),
            ),
          }),
        },
      }),
    },
    async (request) => {
      const { id, graphId, hostId } = parseInput(graphParams, request.params, 'params');
      const { hours } = parseInput(graphQuery, request.query, 'query');
      await installation(id, principalOf(request));
      // Not connected is a state of this console, not a failure: the page says so.
      if (!zabbix) return { graphId, name: '', series: [], configured: false };
      const till = new Date();
      try {
        const graph = await monitoringGraph(zabbix, graphId, hostId, new Date(till.getTime() - hours * 3_600_000), till);
        if (!graph) throw new HttpError(404, 'not_found', `Zabbix has no graph ${graphId} of host ${hostId}`);
        return graph;
      } catch (error) {
        if (error instanceof ZabbixError) throw new HttpError(502, 'monitoring_unavailable', `Zabbix answered: ${error.message}`, { description: 'monitoringUnavailable' });
        throw error;
      }
    },
  );
}
