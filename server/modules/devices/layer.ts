import type { FastifyInstance } from 'fastify';
import type { DeviceLayer } from '../../device-layer/plugin.js';
import { HttpError } from '../../http/errors.js';

/** The device layer, or 503 where this replica runs without it (DEVICE_GATEWAY=false). */
export function deviceLayerOf(app: FastifyInstance): DeviceLayer {
  if (!app.devices) throw new HttpError(503, 'devices_unavailable', 'The devices are not available.', { description: 'devicesUnavailable' });
  return app.devices;
}
