import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { docs } from './route-docs.js';
import { routeOf } from './route-of.js';
import { sameSecret } from './same-secret.js';
import { z } from 'zod';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { RequestMetrics } from './request-metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export interface Metrics {
  registry: Registry;
  /** A gauge read when Prometheus scrapes (a queue's depth, a pool's size): `collect` sets its values. */
  gauge<L extends string>(options: { name: string; help: string; labelNames?: readonly L[]; collect(gauge: Gauge<L>): Promise<void> | void }): Gauge<L>;
  counter<L extends string>(options: { name: string; help: string; labelNames?: readonly L[] }): Counter<L>;
}

const PRIVATE_V4 = [/^10\./, /^127\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./];
function privateAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return PRIVATE_V4.some((p) => p.test(v4));
  return address === '::1' || /^f[cd]/i.test(address) || /^fe80:/i.test(address);
}

/**
 * Who may read /metrics: Prometheus with METRICS_TOKEN; without a token, a scraper on this machine
 * or a private network that did not come through the proxy (no X-Forwarded-For).
 */
function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  const authorization = request.headers.authorization ?? '';
  if (token) return authorization.startsWith('Bearer ') && sameSecret(authorization.slice(7), token);
  return !request.headers['x-forwarded-for'] && !request.headers.forwarded && privateAddress(request.socket.remoteAddress);
}

/**
 * Prometheus metrics (`prom-client`), one registry per app: requests by route template (rate,
 * latency, status), the process's own, and what the app's parts register (database pool, job
 * queues, outbox, MQTT, live streams).
 */
export function installMetrics(app: FastifyInstance) {
  const registry = new Registry();
  registry.setDefaultLabels({ replica: app.config.replicaId });
  collectDefaultMetrics({ register: registry });
  const metrics: Metrics = {
    registry,
    gauge: ({ name, help, labelNames = [], collect }) =>
      new Gauge({
        name,
        help,
        labelNames: [...labelNames],
        registers: [registry],
        async collect() {
          await collect(this);
        },
      }),
    counter: ({ name, help, labelNames = [] }) => new Counter({ name, help, labelNames: [...labelNames], registers: [registry] }),
  };
  app.decorate('metrics', metrics);

  const requests = new RequestMetrics();
  requests.register(registry);
  // A callback hook, not an async one: every response passes here, and a promise per hook is work.
  app.addHook('onResponse', (request, reply, done) => {
    // The template (`/api/installations/:id`), never the address: a label per record would explode.
    requests.record(request.method, routeOf(request).url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  const { db } = app;
  metrics.gauge({
    name: 'gondola_db_pool_connections',
    help: 'Database pool connections by state (total, idle, waiting clients, max)',
    labelNames: ['state'],
    collect(gauge) {
      const stats = db.stats?.();
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) gauge.set({ state }, value);
    },
  });

  app.get(
    '/metrics',
    {
      config: { public: true, quiet: true },
      schema: docs({
        summary: 'Prometheus metrics of this replica: with METRICS_TOKEN as a bearer token, or without one from this machine or a private network, never through the proxy',
        tags: ['Platform'],
        response: { 200: 'prometheus', 404: z.object({ error: z.literal('not_found'), message: z.string() }) },
      }),
    },
    async (request, reply) => {
      if (!mayScrape(request, app.config.metricsToken)) return reply.status(404).send({ error: 'not_found', message: 'Not found' });
      return reply.header('content-type', registry.contentType).send(await registry.metrics());
    },
  );
}
