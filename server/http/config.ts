import os from 'node:os';
import { z } from 'zod';
import { limit, matching, unsetWhenEmpty, whole, secret } from '../config/env-values.js';
import { defineConfigSlice } from '../config/slice.js';

/**
 * Which X-Forwarded-For entries to believe: none, the last N hops (N proxies of ours in front), or
 * the entries our proxies at these addresses added. Never "all": the left-most entry is the client's to write.
 */
export type TrustProxy = false | number | string[];

/** The rule in the form Fastify takes: a hop count trusts the last N entries only (its types lack the number form proxy-addr takes). */
export const fastifyTrustProxy = (rule: TrustProxy) => (typeof rule === 'number' ? (_address: string, hop: number) => hop < rule : rule);

const trustProxy = unsetWhenEmpty(
  z
    .string()
    .optional()
    .transform((v, ctx): TrustProxy => {
      if (v === undefined || ['false', '0', 'no'].includes(v)) return false;
      if (/^[1-9]\d{0,1}$/.test(v)) return Number(v);
      const list = v
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean);
      if (list.length && list.every((a) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(a) || ['loopback', 'linklocal', 'uniquelocal'].includes(a))) return list;
      ctx.addIssue({
        code: 'custom',
        message:
          'expects the number of proxies in front of the server (1 for one load balancer) or their addresses (10.0.0.5,10.1.0.0/16); "true" is refused because it trusts any X-Forwarded-For a client writes',
      });
      return z.NEVER;
    }),
);

const origins = unsetWhenEmpty(
  z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^https?:\/\/[^/\s]+$/, { message: 'expects comma-separated origins such as https://tools.example.com (scheme and host, no path)' })))
    .optional(),
);

/** The HTTP server's edges: proxies, other origins, rate limits, slow clients, stopping, and its name. */
export const httpConfig = defineConfigSlice({
  env: {
    TRUST_PROXY: trustProxy,
    CORS_ORIGINS: origins,
    RATE_LIMIT_API_PER_MIN: limit(1200),
    RATE_LIMIT_SIGNIN_PER_MIN: limit(10),
    RATE_LIMIT_AUTH_FAILURES_PER_MIN: limit(60),
    RATE_LIMIT_STREAMS_PER_USER: limit(10),
    REQUEST_TIMEOUT_MS: whole('milliseconds', 100, Number.MAX_SAFE_INTEGER, 30_000),
    SHUTDOWN_GRACE_MS: whole('milliseconds', 0, Number.MAX_SAFE_INTEGER, 10_000),
    SHUTDOWN_DRAIN_MS: whole('milliseconds', 0, 120_000, 0),
    METRICS_TOKEN: secret(16, 'expects a token of at least 16 characters'),
    REPLICA_ID: matching(/^[A-Za-z0-9._-]{1,64}$/, 'expects a short name of letters, digits, dots, dashes or underscores'),
  },
  read: (e) => ({
    trustProxy: e.TRUST_PROXY,
    /** Other origins whose pages may call the API from a browser; none by default. */
    corsOrigins: e.CORS_ORIGINS ?? [],
    /**
     * Requests per minute: each signed-in user on the API, each address and user name on the
     * sign-in form, and each address sending tokens that fail (0 = no limit).
     */
    rateLimits: {
      apiPerUser: e.RATE_LIMIT_API_PER_MIN,
      signInPerAccount: e.RATE_LIMIT_SIGNIN_PER_MIN,
      authFailuresPerAddress: e.RATE_LIMIT_AUTH_FAILURES_PER_MIN,
      streamsPerUser: e.RATE_LIMIT_STREAMS_PER_USER,
    },
    /** How long a client may take to send a whole request (headers and body): slow senders are cut off. */
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    /**
     * Behind a load balancer: how long a replica told to stop keeps serving while its readiness
     * answers 503, so the balancer's health check takes it out before it stops listening (0: at once).
     */
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    /** Named in every response's `x-gondola-replica` header, so an operator sees which replica answered. */
    replicaId: e.REPLICA_ID ?? os.hostname().slice(0, 64),
    /**
     * Prometheus's bearer token for /metrics. Without it, /metrics answers only requests made
     * straight from this machine or a private network, never through the proxy.
     */
    metricsToken: e.METRICS_TOKEN,
  }),
});
