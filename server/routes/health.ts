import type { FastifyInstance } from 'fastify';

const READY_TIMEOUT_MS = 2000;

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', { config: { public: true } }, async () => ({ status: 'ok' }));

  app.get('/api/ready', { config: { public: true } }, async (_request, reply) => {
    try {
      await Promise.race([app.db.ping(), new Promise((_, reject) => setTimeout(() => reject(new Error('ping timed out')), READY_TIMEOUT_MS).unref())]);
      return { status: 'ready', database: app.db.kind };
    } catch {
      return reply.status(503).header('retry-after', '5').send({ error: 'not_ready', message: 'The database is not reachable' });
    }
  });
}
