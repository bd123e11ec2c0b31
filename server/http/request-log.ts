import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { activeTraceId, nameServerSpan } from '../telemetry/spans.js';
import { redactUrl } from './log-redaction.js';
import { routeOf } from './route-of.js';

/** An id a caller may hand us: short, and nothing a log line could be bent with. */
const SAFE_ID = /^[A-Za-z0-9._:-]{8,128}$/;
const TRACEPARENT = /^[\da-f]{2}-([\da-f]{32})-([\da-f]{16})-[\da-f]{2}$/;

/** The W3C trace context's trace id, when the caller sent a valid one. */
export function traceIdOf(headers: IncomingMessage['headers']): string | undefined {
  const header = headers.traceparent;
  const match = typeof header === 'string' ? TRACEPARENT.exec(header) : null;
  return match && !/^0+$/.test(match[1]!) ? match[1] : undefined;
}

/** This process's part of the ids it makes: 96 random bits, so no two replicas or restarts share one. */
const PROCESS_PART = randomBytes(12).toString('base64url');
let sequence = 0;
const nextId = () => `${PROCESS_PART}-${(++sequence).toString(36)}`;

/**
 * A request's id: the caller's `X-Request-Id` (the console sends one per request), else its trace
 * context's trace id, else this process's random part and a counter: unique across replicas and
 * restarts, unlike Fastify's bare counter, and without drawing random bytes per request.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  if (typeof given === 'string' && SAFE_ID.test(given)) return given;
  const traceId = traceIdOf(request.headers);
  return traceId ? `${traceId}-${nextId()}` : nextId();
}

/**
 * One line per answered request, with what an operator filters by: the replica (in every line),
 * the route template, the status, the time, the user and the trace. Health checks and scrapes
 * (`quiet` routes) log at debug: the balancer asks every half second.
 */
export function installRequestLog(app: FastifyInstance) {
  // Callback hooks, not async ones: every request passes here, and a promise per hook is work.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    // Read once per request (routeOf), and the metrics read the same object when it ends.
    const route = routeOf(request).url;
    if (route) nameServerSpan(request.method, route);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const quiet = routeOf(request).config?.quiet === true && status < 400;
    const level = quiet ? 'debug' : status >= 500 ? 'error' : 'info';
    // A replica logging at warn does not build the line it would not write.
    if (levelEnabled(request.log, level)) logCompleted(request, reply, level);
    done();
  });
}

/** pino's own answer (its loggers have `isLevelEnabled`, Fastify's type does not say so), not a copy of its level table; Fastify's no-op logger is asked nothing. */
const levelEnabled = (log: FastifyBaseLogger, level: string) =>
  !('isLevelEnabled' in log) || (log as FastifyBaseLogger & { isLevelEnabled(level: string): boolean }).isLevelEnabled(level);

function logCompleted(request: FastifyRequest, reply: FastifyReply, level: 'debug' | 'info' | 'error') {
  request.log[level](
    {
      method: request.method,
      url: redactUrl(request.url),
      route: routeOf(request).url ?? null,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      user: request.principal?.subject ?? null,
      traceId: activeTraceId() ?? traceIdOf(request.headers) ?? null,
    },
    'request completed',
  );
}
