import type { FastifyInstance } from 'fastify';
import { jobCounts } from '../jobs/jobs.js';
import { installMetrics } from './metrics.js';
import { type CheckResult, installReadiness } from './readiness.js';
import { installRequestLog } from './request-log.js';

/** Checks that ask another service are run at most this often (the balancer asks every half second). */
const REMOTE_CHECK_MS = 15_000;

/**
 * What an operator sees of a replica: readiness naming each dependency, Prometheus metrics and a
 * completion line per request. The platform's own dependencies are checked here; the device layer
 * and the modules add theirs (the broker, mail, SMS) where they start them.
 */
export function installObservability(app: FastifyInstance) {
  installReadiness(app);
  installMetrics(app);
  installRequestLog(app);
  const { db, config } = app;
  app.metrics.gauge({
    name: 'gondola_jobs',
    help: 'Background jobs (pg-boss) by queue and state: created and retry wait, active run, failed gave up',
    labelNames: ['queue', 'state'],
    async collect(gauge) {
      // Before any replica started the job queue there is no schema to count in.
      const counts = await jobCounts(db).catch(() => []);
      gauge.reset();
      for (const { queue, state, count } of counts) gauge.set({ queue, state }, count);
    },
  });
  app.readiness.add(
    'database',
    async () => {
      await db.ping();
      return { status: 'UP', data: { kind: db.kind } };
    },
    { required: true },
  );
  // A key no file has: the store answers "not there" when it is reachable.
  app.readiness.add(
    'storage',
    async () => {
      await app.storage.head('.gondola-readiness-probe');
      return { status: 'UP', data: { kind: app.storage.kind } };
    },
    { cacheMs: REMOTE_CHECK_MS },
  );
  app.readiness.add(
    'identity provider',
    async (): Promise<CheckResult> => {
      if (config.oidc.embedded) return { status: 'UP', data: { embedded: true } };
      const response = await fetch(`${config.oidc.issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(1500) });
      return response.ok ? { status: 'UP', data: { issuer: config.oidc.issuer } } : { status: 'DOWN', data: { issuer: config.oidc.issuer, error: `answered ${response.status}` } };
    },
    { cacheMs: REMOTE_CHECK_MS },
  );
}
