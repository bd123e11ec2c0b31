import type { FastifyBaseLogger } from 'fastify';
import { parse } from 'secure-json-parse';
import { KIND_DEVICE_TYPES, mediaAnnouncement, type MediaKind } from '../../../core/media-review.js';
import type { Database } from '../../db/database.js';
import { sameSecret } from '../../http/same-secret.js';
import { mediaDevice, recordAnnouncement, type MediaDevice } from './media-store.js';

/** A device's HTTP Basic credentials (its id and secret, as on MQTT), checked in constant time. */
export async function authenticateDevice(db: Database, header: string | undefined): Promise<MediaDevice | undefined> {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return undefined;
  const device = await mediaDevice(db, decoded.slice(0, colon));
  const given = decoded.slice(colon + 1);
  if (!device || !sameSecret(given, device.secret)) return undefined;
  return device;
}

/**
 * A device's announcement on `devices/{id}/media`: a known device of an installation, of a type that
 * takes such media, announcing a well-formed medium. Anything else is logged and dropped (MQTT has
 * no answer to give); a repeated announcement changes nothing.
 */
export function mediaIntake(db: Database, log: FastifyBaseLogger, onCreated: (id: string, kind: MediaKind) => void) {
  return async (deviceId: string, payload: Buffer) => {
    let body: unknown;
    try {
      body = parse(payload.toString('utf8'), { protoAction: 'remove', constructorAction: 'remove' });
    } catch {
      log.warn({ deviceId }, 'media announcement is not JSON');
      return;
    }
    const parsed = mediaAnnouncement.safeParse(body);
    if (!parsed.success) {
      log.warn({ deviceId, problems: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) }, 'media announcement refused');
      return;
    }
    const device = await mediaDevice(db, deviceId);
    if (!device?.installation_id) return void log.warn({ deviceId }, 'media announced by a device without an installation');
    if (!KIND_DEVICE_TYPES[parsed.data.kind].includes(device.type)) {
      return void log.warn({ deviceId, type: device.type, kind: parsed.data.kind }, 'media of a kind this device type does not take');
    }
    const outcome = await recordAnnouncement(db, { id: device.id, installation_id: device.installation_id }, parsed.data);
    if (outcome === 'created') onCreated(parsed.data.mediaId, parsed.data.kind);
  };
}
