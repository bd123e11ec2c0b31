import type { FastifyInstance } from 'fastify';
import { principalOf } from '../auth/authenticate.js';

const HEARTBEAT_MS = 25_000;

/** GET /api/events: server-sent events for the signed-in user, with a heartbeat through proxies. */
export default async function eventRoutes(app: FastifyInstance) {
  app.get('/api/events', { config: { capability: 'console.read' } }, async (request, reply) => {
    const principal = principalOf(request);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    res.write(`retry: 3000\nevent: ready\ndata: {}\n\n`);
    const unsubscribe = app.events.subscribe(principal, (event) => {
      const { customerIds: _hidden, ...visible } = event;
      res.write(`event: change\ndata: ${JSON.stringify(visible)}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
    const close = () => {
      clearInterval(heartbeat);
      unsubscribe();
    };
    request.raw.on('close', close);
    app.addHook('onClose', async () => {
      close();
      res.end();
    });
  });
}
