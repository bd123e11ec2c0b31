import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/** Where this replica is in its life: serving, or draining (told to stop, still finishing work). */
export interface Lifecycle {
  readonly draining: boolean;
  /** From now on readiness answers 503: the balancer stops sending new requests here. */
  startDraining(): void;
}

/**
 * Names the replica on every response (`x-gondola-replica`) so an operator behind a balancer sees
 * who answered, and holds the draining flag readiness reports while a rolling restart takes the
 * replica out.
 */
export function installLifecycle(app: FastifyInstance, replicaId: string) {
  let draining = false;
  app.decorate('lifecycle', {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  } satisfies Lifecycle);
  // On the raw response, so streams that take the response over (live updates) carry it too.
  // Callback hooks, not async ones: every request passes here, and a promise per hook is work.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.raw.setHeader('x-gondola-replica', replicaId);
    done();
  });
}
