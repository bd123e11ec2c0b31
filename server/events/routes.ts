import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { principalOf } from '../auth/authenticate.js';
import { docs } from '../http/route-docs.js';

const HEARTBEAT_MS = 25_000;

/** GET /api/events: server-sent events for the signed-in user, with a heartbeat through proxies. */
export default async function eventRoutes(app: FastifyInstance) {
  const streams = new Set<ServerResponse>();
  // Open streams never end by themselves: shutdown ends them, or it would wait for every browser.
  app.addHook('preClose', async () => {
    for (const res of streams) res.end();
    streams.clear();
  });

  app.get(
    '/api/events',
    {
      config: { capability: 'console.read' },
      schema: docs({ summary: 'Live updates (server-sent events): which record changed, within what the caller may see', tags: ['Platform'], response: { 200: 'event-stream' } }),
    },
    async (request, reply) => {
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
      streams.add(res);
      const unsubscribe = app.events.subscribe(principal, (event) => {
        const { customerIds: _hidden, ...visible } = event;
        res.write(`event: change\ndata: ${JSON.stringify(visible)}\n\n`);
      });
      const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
      request.raw.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(res);
      });
    },
  );
}
