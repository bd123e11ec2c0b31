import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { KIND_FILE } from '../../../core/media-review.js';
import { principalOf } from '../../auth/authenticate.js';
import { HttpError, parseInput } from '../../http/errors.js';
import { docs } from '../../http/route-docs.js';
import { discardFile, ingestFile } from '../../storage/ingest.js';
import { authenticateDevice, mediaIntake } from './intake.js';
import { videoThumbnail } from './poster.js';
import { announcedMedium, attachFile, publishedMedia } from './media-store.js';

const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'video/mp4', 'video/webm'];
const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'video/mp4': 'mp4', 'video/webm': 'webm' };
const idParams = z.object({ id: z.uuid() });
const installationParams = z.object({ id: z.string().min(1).max(200) });
const publishedQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  which: z.enum(['confirmed', 'arrived']).default('confirmed').describe("'arrived': every medium that arrived, under review or decided (staff only)"),
});

/**
 * How media reach the queue, the way a real device delivers them: announced over MQTT, then the file
 * uploaded with the device's own credentials; and what leaves it: only confirmed media are published.
 */
export default async function mediaDeliveryRoutes(app: FastifyInstance) {
  const announced = (kind: string) => app.events.publish({ resource: 'media', id: kind, kind: 'created', customerIds: [] });
  app.devices?.onMedia(mediaIntake(app.db, app.log.child({ module: 'media' }), (_id, kind) => announced(kind)));

  // The file is the body, streamed into storage as it comes (no body limit but the announced size).
  app.addContentTypeParser(UPLOAD_TYPES, (_request, payload, done) => done(null, payload));

  app.put(
    '/api/device-media/:id',
    {
      config: { public: true },
      schema: docs({
        summary: 'A device uploads the file of a medium it announced on devices/{id}/media (HTTP Basic: device id and secret)',
        description: 'The body is the file, of the announced content type and at most the announced size. A second upload is refused with 409.',
        tags: ['Devices'],
        params: idParams,
        response: { 201: z.object({ id: z.string(), arrivedAt: z.string() }) },
      }),
    },
    async (request, reply) => {
      const device = await authenticateDevice(app.db, request.headers.authorization);
      if (!device) {
        reply.header('www-authenticate', 'Basic realm="gondola devices", charset="UTF-8"');
        throw new HttpError(401, 'unauthorized', 'A device signs in with its id and secret (HTTP Basic)');
      }
      const { id } = parseInput(idParams, request.params, 'params');
      const medium = await announcedMedium(app.db, id);
      if (!medium || medium.device_id !== device.id) throw new HttpError(404, 'not_announced', `Medium ${id} was not announced by ${device.id}: announce it on MQTT first`);
      if (medium.file_key) throw new HttpError(409, 'already_uploaded', `The file of medium ${id} has already arrived`);
      const type = String(request.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim();
      if (type !== medium.content_type)
        throw new HttpError(415, 'unsupported_media_type', `Medium ${id} was announced as ${medium.content_type}, the upload says ${type || 'nothing'}`);
      const stored = await ingestFile(app.storage, {
        body: request.body as Readable,
        fileName: `${id}.${EXTENSIONS[type]}`,
        kind: KIND_FILE[medium.kind],
        folder: `media/${medium.kind}/${medium.installation_id}`,
        maxBytes: Number(medium.size),
      });
      const poster = () =>
        videoThumbnail(app.storage, stored.key).catch((error: Error) => {
          request.log.warn({ key: stored.key, error: error.message }, 'no thumbnail for a video');
          return null;
        });
      const thumbnailKey = stored.thumbnailKey ?? (KIND_FILE[medium.kind] === 'video' ? await poster() : null);
      if (!(await attachFile(app.db, id, stored.key, thumbnailKey, stored.size))) {
        await discardFile(app.storage, { key: stored.key, thumbnailKey: thumbnailKey ?? undefined });
        throw new HttpError(409, 'already_uploaded', `The file of medium ${id} has already arrived`);
      }
      announced(medium.kind);
      return reply.status(201).send({ id, arrivedAt: new Date().toISOString() });
    },
  );

  app.get(
    '/api/installations/:id/published-media',
    {
      config: { capability: 'console.read' },
      schema: docs({
        summary: 'The confirmed media of an installation, newest first: what guests see (pending and rejected ones never are)',
        tags: ['Media review'],
        params: installationParams,
        query: publishedQuery,
        response: {
          200: z.array(z.object({ id: z.string(), kind: z.string(), takenAt: z.string(), url: z.string(), thumbnailUrl: z.string().nullable() })),
        },
      }),
    },
    async (request) => {
      const { id } = parseInput(installationParams, request.params, 'params');
      const { limit, which } = parseInput(publishedQuery, request.query, 'query');
      const principal = principalOf(request);
      // The installation as the caller may see it (a customer user: only their customers').
      await app.resources.repository.require(app.resources.models.get('installations')!, id, principal);
      if (which === 'arrived' && principal.scope !== 'staff') throw new HttpError(403, 'forbidden', 'Media under review are for the provider staff only');
      const rows = await publishedMedia(app.db, id, limit, which);
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        takenAt: new Date(r.taken_at).toISOString(),
        state: r.state,
        lane: r.lane,
        photopointId: r.photopoint_id,
        orderId: r.order_id,
        url: app.fileLinks.link(r.file_key),
        thumbnailUrl: r.thumbnail_key ? app.fileLinks.link(r.thumbnail_key) : null,
      }));
    },
  );
}
