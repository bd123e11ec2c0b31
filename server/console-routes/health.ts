import type { FastifyInstance } from 'fastify';

import { z } from 'zod';
import { docs } from '../http/route-docs.js';

const READY_TIMEOUT_MS = 2000;
const tags = ['Platform'];
const notReady = z.object({ error: z.literal('not_ready'), message: z.string() });

export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/api/health',
    { config: { public: true }, schema: docs({ summary: 'The process answers', tags, response: { 200: z.object({ status: z.literal('ok') }) } }) },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/api/ready',
    {
      config: { public: true },
      schema: docs({
        summary: 'The database answers: ready for traffic',
        tags,
        response: { 200: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }), 503: notReady },
      }),
    },
    async (_request, reply) => {
      if (app.lifecycle.draining) return reply.status(503).header('retry-after', '5').send({ error: 'not_ready', message: 'This replica is shutting down' });
      try {
        await Promise.race([app.db.ping(), new Promise((_, reject) => setTimeout(() => reject(new Error('ping timed out')), READY_TIMEOUT_MS).unref())]);
        return { status: 'ready', database: app.db.kind };
      } catch {
        return reply.status(503).header('retry-after', '5').send({ error: 'not_ready', message: 'The database is not reachable' });
      }
    },
  );
}
