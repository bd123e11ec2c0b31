import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { tags } from './route-schemas.js';
import type { Principal } from '../../../core/access.js';
import { LANE_CONFIG_KIND_NAMES, LANE_CONFIG_KINDS, type LaneConfigKind } from '../../../core/lane-configs.js';
import { principalOf } from '../../auth/authenticate.js';
import { HttpError, parseInput } from '../../http/errors.js';
import { docs, ref } from '../../http/route-docs.js';
import { APPLY_LANE, appliedStates, targetsOf } from './lane-config-store.js';

const configParams = z.object({ kind: z.enum(LANE_CONFIG_KIND_NAMES as [LaneConfigKind, ...LaneConfigKind[]]), id: z.string().min(1).max(200) });
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

/** A lane configuration on its devices: what each of them runs against the saved version, and applying it to them. */
export default async function laneConfigRoutes(app: FastifyInstance) {
  const { repository, models } = app.resources;
  const model = (name: string) => models.get(name)!;
  const config = async (kind: LaneConfigKind, id: string, principal: Principal) => repository.require(model(LANE_CONFIG_KINDS[kind].resource), id, principal);

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
}
