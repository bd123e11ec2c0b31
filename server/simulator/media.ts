import { randomUUID } from 'node:crypto';
import type { MqttClient } from 'mqtt';
import type { MediaAnnouncement, MediaKind } from '../../core/media-review.js';
import type { Topics } from '../device-layer/topics.js';
import { panorama, slopePicture } from './png.js';

/** How a simulated device delivers media: where it uploads, how often, and the clip a recorder sends. */
export interface MediaBehaviour {
  /** The server's base URL (`http://host:port`). */
  uploadUrl: string;
  /** A new medium every this many ms (with jitter); 0: only when asked. */
  everyMs: number;
  clip(): Promise<Buffer>;
}

const UPLOAD_ATTEMPTS = 10;

/**
 * One medium the way a real device delivers it: announced on `devices/{id}/media` (QoS 1), then the
 * file uploaded with the device's id and secret. The announcement travels through the broker, so the
 * upload is tried again while the server has not recorded it yet (404 not_announced).
 */
export async function deliverMedium(
  client: MqttClient,
  topics: Topics,
  device: { id: string; secret: string; seed: number; photopointId?: string },
  kind: MediaKind,
  media: MediaBehaviour,
): Promise<string> {
  const mediaId = randomUUID();
  const picture = kind === 'photopoint' ? panorama(device.seed + Date.now() / 1000) : slopePicture(device.seed + (Date.now() % 10_000), 640, 400);
  const body = kind === 'video' ? await media.clip() : picture;
  const contentType = kind === 'video' ? 'video/webm' : 'image/png';
  const announcement: MediaAnnouncement = {
    mediaId,
    kind,
    takenAt: new Date().toISOString(),
    ...(kind === 'photopoint' ? (device.photopointId ? { photopointId: device.photopointId } : {}) : { lane: 1 + (device.seed % 2) }),
    ...(kind === 'video' ? { sessionId: `S-${mediaId.slice(0, 8)}` } : { orderId: `O-${mediaId.slice(0, 6)}` }),
    contentType,
    size: body.length,
  };
  await client.publishAsync(topics.media(device.id), JSON.stringify(announcement), { qos: 1 });
  const authorization = `Basic ${Buffer.from(`${device.id}:${device.secret}`).toString('base64')}`;
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(`${media.uploadUrl}/api/device-media/${mediaId}`, {
      method: 'PUT',
      headers: { authorization, 'content-type': contentType },
      body: new Uint8Array(body),
    });
    if (response.status === 201) return mediaId;
    const text = await response.text();
    if (response.status !== 404 || attempt >= UPLOAD_ATTEMPTS) throw new Error(`upload of ${mediaId} answered ${response.status}: ${text}`);
    await new Promise((r) => setTimeout(r, 50 * attempt));
  }
}
