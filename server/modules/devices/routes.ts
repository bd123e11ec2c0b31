import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { can, type Principal } from '../../../core/access.js';
import { bulkCommandInput, deviceSelection } from '../../../core/devices/selection.js';
import { principalOf } from '../../auth/authenticate.js';
import { commandsFor, type DeviceRow } from '../../devices/command-catalogue.js';
import type { DeviceLayer } from '../../devices/plugin.js';
import { HttpError, parseInput } from '../../http/errors.js';
import { customerOf } from '../problems/problem-store.js';
import { deviceReport, deviceReportCsv } from './report.js';
import { writeAudit } from '../../crud/audit.js';

const runBody = z
  .object({
    command: z.string().min(1).max(64),
    parameters: z.record(z.string(), z.unknown()).default({}),
    origin: z.enum(['device', 'quick']).default('device'),
    /** Milliseconds to wait for the device's answer before replying (0: reply once sent). */
    wait: z.number().int().min(0).max(30_000).default(0),
  })
  .strict();
const assignBody = z.object({ installationId: z.string().min(1).max(64) }).strict();
const previewBody = z.object({ selection: deviceSelection, command: z.string().min(1).max(64).optional() }).strict();

/** A bulk command may span customers: staff only, whatever the roles say. */
function staffPrincipal(request: FastifyRequest): Principal {
  const principal = principalOf(request);
  if (principal.scope !== 'staff') throw new HttpError(403, 'forbidden', 'Bulk commands are for staff only');
  return principal;
}

/** Devices: commands, assignment of unconfigured devices, bulk commands, the device report. */
export default async function deviceRoutes(app: FastifyInstance) {
  const devices = app.resources.models.get('devices')!;
  const layer = (): DeviceLayer => {
    if (!app.devices) throw new HttpError(503, 'devices_unavailable', 'The devices are not available.', { description: 'devicesUnavailable' });
    return app.devices;
  };
  /** The device as the caller may see it (404 otherwise), with the columns commands need. */
  const visibleDevice = async (request: FastifyRequest<{ Params: { id: string } }>, principal: Principal): Promise<DeviceRow> => {
    await app.resources.repository.require(devices, request.params.id, principal);
    const { rows } = await app.db.query<DeviceRow>('select id, name, type, status, installation_id, component_type_id from devices where id = $1', [request.params.id]);
    return rows[0]!;
  };

  app.get<{ Params: { id: string } }>('/api/devices/:id/commands', { config: { capability: 'console.read' } }, async (request) => {
    const principal = principalOf(request);
    const device = await visibleDevice(request, principal);
    return (await commandsFor(app.db, device)).map((c) => ({ ...c, runnable: can(principal, c.capability) }));
  });

  app.post<{ Params: { id: string } }>('/api/devices/:id/commands', { config: { capability: 'support.write' } }, async (request, reply) => {
    const body = parseInput(runBody, request.body);
    const principal = principalOf(request);
    const device = await visibleDevice(request, principal);
    const id = await layer().commands.run(device, body.command, body.parameters, principal, body.origin, body.wait);
    const record = await app.resources.repository.get(app.resources.models.get('device-commands')!, id, principal);
    return reply.status(202).send(record);
  });

  /** The one-click commands first-level staff may run on an installation's devices. */
  app.get<{ Querystring: { installationId?: string } }>('/api/quick-support-commands', { config: { capability: 'support.write' } }, async (request) => {
    const principal = principalOf(request);
    const installationId = request.query.installationId;
    if (!installationId || installationId.length > 64) throw new HttpError(400, 'bad_request', 'installationId is required', { errors: { installationId: 'required' } });
    await app.resources.repository.require(app.resources.models.get('installations')!, installationId, principal);
    const { rows } = await app.db.query<DeviceRow>('select id, name, type, status, installation_id, component_type_id from devices where installation_id = $1 order by name, id', [
      installationId,
    ]);
    const result = [];
    for (const device of rows) {
      const commands = (await commandsFor(app.db, device)).filter((c) => c.capability === 'support.write' && can(principal, c.capability));
      result.push({ device: { id: device.id, name: device.name, type: device.type, status: device.status }, commands });
    }
    return result;
  });

  app.post<{ Params: { id: string } }>('/api/devices/:id/assign', { config: { capability: 'devices.manage' } }, async (request) => {
    const { installationId } = parseInput(assignBody, request.body);
    const principal = principalOf(request);
    const device = await visibleDevice(request, principal);
    const installation = await app.resources.repository.require(app.resources.models.get('installations')!, installationId, principal);
    if (installation.status !== 'active')
      throw new HttpError(400, 'bad_request', 'Devices can only be assigned to an active installation', { errors: { installationId: 'notActive' } });
    const secret = await app.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ secret: string; installation_id: string | null }>('select secret, installation_id from devices where id = $1 for update', [device.id]);
      if (rows[0]?.installation_id) throw new HttpError(409, 'conflict', `Device ${device.id} already belongs to installation ${rows[0].installation_id}`);
      await tx.query('update devices set installation_id = $2, version = version + 1, updated_at = now(), updated_by = $3 where id = $1', [
        device.id,
        installationId,
        principal.subject,
      ]);
      await writeAudit(tx, principal, 'update', 'devices', device.id, { installationId: { before: null, after: installationId } });
      return rows[0]!.secret;
    });
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
  });

  app.get('/api/device-report', { config: { capability: 'console.read' } }, async (request) => deviceReport(app, principalOf(request)));
  app.get('/api/device-report/csv', { config: { capability: 'console.read' } }, async (request, reply) => {
    const report = await deviceReport(app, principalOf(request));
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="device-report-${new Date().toISOString().slice(0, 10)}.csv"`);
    return deviceReportCsv(report);
  });

  app.post('/api/bulk-commands/preview', { config: { capability: 'devices.manage' } }, async (request) => {
    staffPrincipal(request);
    const body = parseInput(previewBody, request.body);
    return layer().bulk.preview(body.selection, body.command);
  });

  app.post('/api/bulk-commands/run', { config: { capability: 'devices.manage' } }, async (request, reply) => {
    const input = parseInput(bulkCommandInput, request.body);
    const id = await layer().bulk.create(input, staffPrincipal(request));
    return reply.status(201).send(await app.resources.repository.get(app.resources.models.get('bulk-commands')!, id, staffPrincipal(request)));
  });

  app.post<{ Params: { id: string } }>('/api/bulk-commands/:id/stop', { config: { capability: 'devices.manage' } }, async (request) => {
    await layer().bulk.cancel(request.params.id, staffPrincipal(request));
    return app.resources.repository.get(app.resources.models.get('bulk-commands')!, request.params.id, staffPrincipal(request));
  });

  app.post<{ Params: { id: string } }>('/api/bulk-commands/:id/resume', { config: { capability: 'devices.manage' } }, async (request) => {
    await layer().bulk.resume(request.params.id, staffPrincipal(request));
    return app.resources.repository.get(app.resources.models.get('bulk-commands')!, request.params.id, staffPrincipal(request));
  });
}
