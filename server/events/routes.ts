import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import { principalOf } from '../auth/authenticate.js';
import type { LiveEvent } from './event-bus.js';
import { takeOverResponse } from '../http/lifecycle.js';
import { tooManyRequests } from '../http/rate-limit.js';
import { parseInput } from '../http/errors.js';
import { docs } from '../http/route-docs.js';

const HEARTBEAT_MS = 25_000;
/** setTimeout's ceiling; a token living longer is re-checked when this fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const eventsQuery = z.strictObject({
  replay: z.coerce
    .number()
    .int()
    .min(0)
    .optional()
    .describe(
      'Also send the changes of the last this many milliseconds (what a page loaded or a stream that broke off may have missed); `ready` says `complete: false` when they reach back further than the server keeps',
    ),
});

interface Stream {
  res: ServerResponse;
  subject: string;
  keys: string[];
}

/**
 * GET /api/events: server-sent events for the signed-in user, with a heartbeat through proxies.
 * A stream lives no longer than the token that opened it and its session: it ends when the token
 * expires or the session signs out, and the browser reconnects with its renewed token.
 */
export default async function eventRoutes(app: FastifyInstance) {
  const streams = new Set<Stream>();
  app.metrics.gauge({ name: 'gondola_live_streams', help: 'Open live streams (SSE: the console’s change feed) on this replica', collect: (gauge) => void gauge.set(streams.size) });
  const { streamsPerUser } = app.config.rateLimits;
  // Open streams never end by themselves: shutdown ends them, or it would wait for every browser.
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.res.end();
    streams.clear();
  });
  const stopListening = app.events.onRevocation(({ revoked }) => {
    for (const stream of streams) if (stream.keys.some((key) => revoked.includes(key))) stream.res.end();
  });
  app.addHook('onClose', async () => stopListening());

  app.get(
    '/api/events',
    {
      config: { capability: 'console.read' },
      schema: docs({
        summary: 'Live updates (server-sent events): which record changed, within what the caller may see',
        description:
          'The stream ends when its token expires or its session signs out; a user may hold a limited number of streams at once (429 beyond). It begins with `event: ready` (`{complete, replayed}`), then, when asked (`replay`), the `replayed` changes of that window, then each change as it happens.',
        tags: ['Platform'],
        query: eventsQuery,
        response: { 200: 'event-stream' },
      }),
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const token = request.token!;
      const { replay: replayMs } = parseInput(eventsQuery, request.query, 'query');
      const open = [...streams].filter((s) => s.subject === principal.subject).length;
      if (streamsPerUser && open >= streamsPerUser) throw tooManyRequests(reply, 30, `live streams (${streamsPerUser} per user are open)`);
      const res = takeOverResponse(reply);
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      const stream: Stream = { res, subject: principal.subject, keys: token.keys };
      streams.add(stream);
      const send = (event: LiveEvent) => {
        const { customerIds: _customers, audience: _audience, ...visible } = event;
        res.write(`event: change\ndata: ${JSON.stringify(visible)}\n\n`);
      };
      // Replayed and subscribed in one turn: no change falls between the two.
      const missed = replayMs === undefined ? { events: [], complete: true } : app.events.replay(principal, replayMs);
      const unsubscribe = app.events.subscribe(principal, send);
      res.write(`retry: 3000\nevent: ready\ndata: ${JSON.stringify({ complete: missed.complete, replayed: missed.events.length })}\n\n`);
      for (const event of missed.events) send(event);
      const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
      let expiry: NodeJS.Timeout | undefined;
      const endAtExpiry = () => {
        const left = (token.exp + 1) * 1000 - Date.now(); // valid through its last second (spec §6)
        if (left <= 0) res.end();
        else expiry = setTimeout(endAtExpiry, Math.min(left, MAX_TIMER_MS));
      };
      endAtExpiry();
      const cleanUp = () => {
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unsubscribe();
        streams.delete(stream);
      };
      // The browser going away closes the request; our end() (expiry, sign-out) closes the response.
      request.raw.on('close', cleanUp);
      res.on('close', cleanUp);
    },
  );
}
