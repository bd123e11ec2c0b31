import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../config.js';
import { HttpError, parseInput } from '../http/errors.js';
import { docs } from '../http/route-docs.js';
import { FileLinks, FILE_LINK_PREFIX } from './file-links.js';
import { servedType } from './inspect.js';
import { checkPath } from './keys.js';
import { LocalStorage } from './local-storage.js';
import type { ObjectStorage } from './object-storage.js';
import { parseRange } from './range.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: ObjectStorage;
    fileLinks: FileLinks;
  }
}

/** The configured storage: the local disk (demo), or S3 (production; a demo or test bucket is created when missing). */
export async function openStorage(config: AppConfig): Promise<ObjectStorage> {
  if (config.storage.kind === 'local') return LocalStorage.open(config.storage.dir);
  // The AWS SDK loads only where S3 is configured.
  const { S3Storage } = await import('./s3-storage.js');
  const s3 = new S3Storage(config.storage);
  await s3.ready(!config.production);
  return s3;
}

const UUID_PREFIX = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-/;
// Types a browser shows without running anything of the file's; everything else downloads.
const INLINE = /^(image\/(png|jpeg|webp|gif|avif)|video\/|audio\/|font\/|application\/pdf|text\/plain)/;

const fileQuery = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(20).max(100),
  download: z.literal('1').optional(),
});

function disposition(key: string, download: boolean, contentType: string) {
  const name = (key.split('/').pop() ?? 'file').replace(UUID_PREFIX, '');
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${download || !INLINE.test(contentType) ? 'attachment' : 'inline'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Streams a stored file (or the asked range of it) with the headers a video element seeks with. */
export async function sendStoredFile(storage: ObjectStorage, key: string, rangeHeader: string | undefined, download: boolean, reply: FastifyReply) {
  const head = await storage.head(key);
  if (!head) throw new HttpError(404, 'not_found', 'There is no such file (any more)');
  const range = parseRange(rangeHeader, head.size);
  reply.header('accept-ranges', 'bytes');
  if (range === 'unsatisfiable') {
    return reply
      .status(416)
      .header('content-range', `bytes */${head.size}`)
      .send({ error: 'range_not_satisfiable', message: `The file has ${head.size} bytes` });
  }
  // The type the bytes have, not the one the name (or a rename) gives.
  const contentType = await servedType(storage, key, head);
  reply.header('content-type', contentType);
  reply.header('content-disposition', disposition(key, download, contentType));
  reply.header('last-modified', head.modifiedAt.toUTCString());
  // The file is never a page of ours: no scripts, whatever it contains. The console may show it in
  // a frame of its own (a PDF's preview); a PDF needs the browser's viewer, which a sandbox blocks.
  const pdf = contentType === 'application/pdf';
  reply.header('content-security-policy', `${pdf ? '' : 'sandbox; '}default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; media-src 'self'; frame-ancestors 'self'`);
  reply.header('x-frame-options', 'SAMEORIGIN');
  const found = await storage.get(key, range === 'whole' ? undefined : range);
  if (!found) throw new HttpError(404, 'not_found', 'There is no such file (any more)');
  if (range === 'whole') return reply.header('content-length', head.size).send(found.body);
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${head.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(found.body);
}

/**
 * The storage and its signed links as app services, and the one public route that serves a file
 * to a browser element: it checks the link's signature and expiry instead of a token.
 */
export async function installStorage(app: FastifyInstance, storage?: ObjectStorage) {
  const opened = storage ?? (await openStorage(app.config));
  if (!storage) app.addHook('onClose', async () => opened.close());
  app.decorate('storage', opened);
  app.decorate('fileLinks', FileLinks.fromConfig(app.config));

  app.get<{ Params: { '*': string } }>(
    `${FILE_LINK_PREFIX}*`,
    {
      config: { public: true },
      schema: docs({
        summary: 'A stored file through a signed link (pictures, clips, sounds, fonts, cloud storage)',
        description:
          'The link comes with the record or listing that names the file and lives 10–15 minutes. Range requests (one range) answer 206, so video and audio seek. The file is served sandboxed; anything not shown inline downloads.',
        tags: ['Files'],
        query: fileQuery,
        response: { 200: z.any(), 206: z.any() },
      }),
    },
    async (request, reply) => {
      const query = parseInput(fileQuery, request.query, 'query');
      const key = checkPath(request.params['*']);
      const verdict = app.fileLinks.verify(key, query.expires, query.signature, query.download === '1');
      if (verdict === 'invalid') throw new HttpError(403, 'bad_signature', 'This file link is not valid');
      if (verdict === 'expired') throw new HttpError(410, 'link_expired', 'This file link has expired; reload the page for a new one');
      reply.header('cache-control', `private, max-age=${Math.max(0, Math.floor((query.expires - Date.now()) / 1000))}`);
      return sendStoredFile(app.storage, key, request.headers.range, query.download === '1', reply);
    },
  );
}
