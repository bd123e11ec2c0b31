import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { FILE_KINDS } from '../../core/files.js';

/**
 * Uploads for the routes of the calling plugin's context only. The plugin hangs an async onRequest
 * and an async onResponse hook and a close listener on every request of the context it is
 * registered in; registered on the root, every list and record request paid for them (issue 48).
 * Uploads stream part by part; the per-kind limits (core/files.ts) are checked while storing.
 */
export async function acceptUploads(app: FastifyInstance) {
  await app.register(multipart, {
    // The name as the client sent it: a path in it is refused with a reason (storage/keys.ts), not silently cut.
    preservePath: true,
    limits: { fileSize: Math.max(...Object.values(FILE_KINDS).map((k) => k.maxBytes)), files: 10, fields: 10, fieldSize: 256 * 1024, parts: 20, headerPairs: 100 },
  });
}
