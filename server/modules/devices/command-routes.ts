import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACTION_CAPABILITIES, can, type Principal } from '../../../core/access.js';
import { principalOf } from '../../auth/authenticate.js';
import { commandsFor, refuseUnoffered, type DeviceRow } from '../../device-layer/command-catalogue.js';
import { HttpError, parseInput } from '../../http/errors.js';
import { customerOf } from '../../events/customers-of.js';
import { deviceLayerOf } from './layer.js';
import { docs, ref } from '../../http/route-docs.js';
import { deviceFits } from '../../../core/devices/fit.js';
import { offered } from '../../../core/devices/commands.js';
import { assignDevice, deviceForCommands, devicesOfInstallation } from './device-store.js';
import { assignBody, deviceCommands, idParams, quickSupportAnswer, quickSupportQuery, runBody } from './schemas.js';

/** A device's commands: those it offers the caller, running one, the quick support commands, and assigning an unconfigured device to an installation. */
export default async function deviceCommandRoutes(app: FastifyInstance) {
  const devices = app.resources.models.get('devices')!;
  const layer = () => deviceLayerOf(app);
  /** The device as the caller may see it (404 otherwise), with the columns commands need. */
  const visibleDevice = async (request: FastifyRequest<{ Params: { id: string } }>, principal: Principal): Promise<DeviceRow> => {
    await app.resources.repository.require(devices, request.params.id, principal);
    return (await deviceForCommands(app.db, request.params.id))!;
  };

  const read = { capability: 'console.read' as const };
  app.get<{ Params: { id: string } }>(
    '/api/devices/:id/commands',
    {
      config: read,
      schema: docs({
        summary: 'The commands a device understands, each saying whether the caller may run it',
        tags: ['Devices'],
        params: idParams,
        response: { 200: deviceCommands },
      }),
    },
    async (request) => {
      const principal = principalOf(request);
      const device = await visibleDevice(request, principal);
      return (await commandsFor(app.db, device)).filter(offered).map((c) => ({ ...c, runnable: can(principal, c.capability) }));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/devices/:id/commands',
    {
      config: { capability: 'support.write' },
      schema: docs({
        summary: 'Stores and sends a command; with `wait` answers once the device answered or the wait ended',
        description: 'Device commands need their own capability (support.write for quick support commands, devices.manage for the rest).',
        tags: ['Devices'],
        params: idParams,
        body: runBody,
        response: { 202: ref('DeviceCommands') },
      }),
    },
    async (request, reply) => {
      const body = parseInput(runBody, request.body);
      refuseUnoffered(body.command);
      const principal = principalOf(request);
      const device = await visibleDevice(request, principal);
      const id = await layer().commands.run(device, body.command, body.parameters, principal, body.origin, body.wait);
      const record = await app.resources.repository.get(app.resources.models.get('device-commands')!, id, principal);
      return reply.status(202).send(record);
    },
  );

  /** The one-click commands first-level staff may run on an installation's devices. */
  app.get(
    '/api/quick-support-commands',
    {
      config: { capability: ACTION_CAPABILITIES.quickSupport },
      schema: docs({ summary: "The one-click commands of an installation's devices", tags: ['Devices'], query: quickSupportQuery, response: { 200: quickSupportAnswer } }),
    },
    async (request) => {
      const principal = principalOf(request);
      const { installationId } = parseInput(quickSupportQuery, request.query, 'query');
      await app.resources.repository.require(app.resources.models.get('installations')!, installationId, principal);
      const result = [];
      for (const device of await devicesOfInstallation(app.db, installationId)) {
        const commands = (await commandsFor(app.db, device)).filter((c) => offered(c) && c.capability === 'support.write' && can(principal, c.capability));
        result.push({ device: { id: device.id, name: device.name, type: device.type, status: device.status }, commands });
      }
      return result;
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/devices/:id/assign',
    {
      config: { capability: 'devices.manage' },
      schema: docs({
        summary: 'Assigns an unconfigured device to an active installation and sends it its configuration',
        tags: ['Devices'],
        params: idParams,
        body: assignBody,
        response: { 200: { allOf: [ref('Devices'), { type: 'object', properties: { configurationSent: { type: 'boolean' } } }] } },
      }),
    },
    async (request) => {
      const { installationId } = parseInput(assignBody, request.body);
      const principal = principalOf(request);
      const device = await visibleDevice(request, principal);
      const installation = await app.resources.repository.require(app.resources.models.get('installations')!, installationId, principal);
      if (installation.status !== 'active')
        throw new HttpError(400, 'bad_request', 'Devices can only be assigned to an active installation', { errors: { installationId: 'notActive' } });
      if (!deviceFits(String(device.type), String(installation.type)))
        throw new HttpError(400, 'bad_request', `A ${String(device.type)} device has no place in a ${String(installation.type)} installation`, {
          errors: { installationId: 'wrongType' },
        });
      const secret = await assignDevice(app.db, device.id, installationId, principal);
      app.customerScopeCache.clearAll();
      const devicesLayer = app.devices;
      app.events.publish({ resource: 'devices', id: device.id, kind: 'updated', customerIds: await customerOf(app.db, installationId) });
      // The device learns where it belongs and its own secret; it signs in with it from now on.
      let configured = false;
      if (devicesLayer) {
        try {
          await devicesLayer.gateway.sendConfig(device.id, { installationId, secret, topicRoot: devicesLayer.topics.root });
          configured = true;
        } catch (error) {
          request.log.warn({ deviceId: device.id, error: (error as Error).message }, 'device configuration not sent');
        }
      }
      return { ...(await app.resources.repository.get(devices, device.id, principal)), configurationSent: configured };
    },
  );
}
