import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/** A dependency's state: up, down, or not configured here (SMS without a provider). */
export type CheckStatus = 'UP' | 'DOWN' | 'OFF';

export interface CheckResult {
  status: CheckStatus;
  /** What an operator needs to act: why it is down, since when, how much waits. */
  data?: Record<string, string | number | boolean | null | undefined>;
}

export interface DependencyState extends CheckResult {
  name: string;
  /** Down makes the replica unready (the database); otherwise it serves degraded. */
  required: boolean;
}

export interface ReadinessAnswer {
  /** UP: every dependency up (or off); DEGRADED: an optional one down; DOWN: a required one down or draining. */
  status: 'UP' | 'DEGRADED' | 'DOWN';
  checks: DependencyState[];
}

export interface Readiness {
  /**
   * Registers a dependency. `cacheMs`: a check that costs a round trip to another service is run
   * at most this often (the balancer asks every half second).
   */
  add(name: string, check: () => Promise<CheckResult> | CheckResult, options?: { required?: boolean; cacheMs?: number }): void;
  check(): Promise<ReadinessAnswer>;
}

const CHECK_TIMEOUT_MS = 2000;

function withTimeout(check: () => Promise<CheckResult> | CheckResult): Promise<CheckResult> {
  return Promise.race([
    Promise.resolve()
      .then(check)
      .catch((error: Error) => ({ status: 'DOWN' as const, data: { error: error.message } })),
    new Promise<CheckResult>((resolve) => setTimeout(() => resolve({ status: 'DOWN', data: { error: `no answer within ${CHECK_TIMEOUT_MS} ms` } }), CHECK_TIMEOUT_MS).unref()),
  ]);
}

/**
 * Readiness naming each dependency (Keycloak's `/health/ready`): the database, the device broker,
 * file storage, the identity provider, mail and SMS register themselves where they are set up.
 */
export function installReadiness(app: FastifyInstance) {
  const checks: Array<{ name: string; required: boolean; run: () => Promise<CheckResult> }> = [];
  app.decorate('readiness', {
    add(name, check, { required = false, cacheMs = 0 } = {}) {
      let cached: { at: number; result: Promise<CheckResult> } | undefined;
      const run = () => {
        if (cacheMs && cached && Date.now() - cached.at < cacheMs) return cached.result;
        const result = withTimeout(check);
        if (cacheMs) cached = { at: Date.now(), result };
        return result;
      };
      checks.push({ name, required, run });
    },
    async check() {
      const states = await Promise.all(checks.map(async ({ name, required, run }) => ({ name, required, ...(await run()) })));
      const draining = app.lifecycle.draining;
      const requiredDown = states.some((s) => s.required && s.status === 'DOWN');
      const anyDown = states.some((s) => s.status === 'DOWN');
      const replica: DependencyState = { name: 'replica', required: true, status: draining ? 'DOWN' : 'UP', ...(draining && { data: { draining: true } }) };
      return { status: draining || requiredDown ? 'DOWN' : anyDown ? 'DEGRADED' : 'UP', checks: [replica, ...states] };
    },
  } satisfies Readiness);
}
