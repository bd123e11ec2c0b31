import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Principal } from '../../../core/access.js';
import { principalOf } from '../../auth/authenticate.js';
import { HttpError, parseInput } from '../../http/errors.js';
import { docs, ref } from '../../http/route-docs.js';
import { APPLY, applyHistory, recorderOf } from './director-store.js';

const tags = ['Video director'];
const params = z.object({ id: z.string().min(1).max(200) });
const applyBody = z.object({ version: z.number().int().positive().describe('the version the user sees: a stale one is refused with 409') }).strict();
const appliedAnswer = z.object({
  applied: z.object({ version: z.number(), at: z.string(), deviceId: z.string() }).nullable().describe('the last version a recorder confirmed'),
  last: z
    .object({ commandId: z.string(), version: z.number(), status: z.string(), error: z.string().nullable(), at: z.string() })
    .nullable()
    .describe('the latest attempt, whatever became of it'),
});

/**
 * Applying a video director configuration to its recorder: the stored, checked configuration
 * travels as a device command (stored first, audited, answered by the device), and the console
 * shows which version the recorder confirmed.
 */
export default async function videoDirectorRoutes(app: FastifyInstance) {
  const model = app.resources.models.get('video-director-configs')!;
  const read = async (id: string, principal: Principal) => app.resources.repository.require(model, id, principal);

  app.get<{ Params: { id: string } }>(
    '/api/video-director-configs/:id/applied',
    {
      config: { capability: 'console.read' },
      schema: docs({ summary: 'Which version of the configuration the recorder confirmed, and the latest attempt', tags, params, response: { 200: appliedAnswer } }),
    },
    async (request) => {
      const { id } = parseInput(params, request.params, 'params');
      await read(id, principalOf(request));
      return applyHistory(app.db, id);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/video-director-configs/:id/apply',
    {
      config: { capability: 'devices.manage' },
      schema: docs({
        summary: "Sends the configuration to its recorder (a stored device command) and waits up to 10 s for the recorder's answer",
        tags,
        params,
        body: applyBody,
        response: { 202: ref('DeviceCommands') },
      }),
    },
    async (request, reply) => {
      const { id } = parseInput(params, request.params, 'params');
      const { version } = parseInput(applyBody, request.body);
      const principal = principalOf(request);
      const config = await read(id, principal);
      if (config.version !== version)
        throw new HttpError(409, 'conflict', `Version ${version} is not the current one (${config.version}): reload before applying`, { currentVersion: config.version });
      if (!app.devices) throw new HttpError(503, 'devices_unavailable', 'The devices are not available.', { description: 'devicesUnavailable' });
      const device = await recorderOf(app.db, String(config.installationId), String(config.recorder), Number(config.lane));
      if (!device) throw new HttpError(409, 'no_devices_of_type', 'This installation has no recorder to apply the configuration to.', { errors: { command: 'noDevicesOfType' } });
      const configuration = {
        lane: config.lane,
        pictureWidth: config.pictureWidth,
        pictureHeight: config.pictureHeight,
        objectLostFrames: config.objectLostFrames,
        areas: config.areas,
      };
      const commandId = await app.devices.commands.run(device, APPLY, { configId: id, version, configuration }, principal, 'device', 10_000);
      const record = await app.resources.repository.get(app.resources.models.get('device-commands')!, commandId, principal);
      return reply.status(202).send(record);
    },
  );
}
