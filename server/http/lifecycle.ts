import type { FastifyInstance, FastifyReply } from 'fastify';

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
  // On the reply, not the raw response: a raw header moves Node's writeHead off its fast path for
  // every answer. Streams that take the response over carry it with `takeOverResponse`.
  // Callback hooks, not async ones: every request passes here, and a promise per hook is work.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('x-gondola-replica', replicaId);
    done();
  });
}

/**
 * `reply.hijack()` for a route that writes the raw response itself (a live stream, the identity
 * provider): the headers the hooks set so far (replica, request id) go with it.
 */
export function takeOverResponse(reply: FastifyReply) {
  reply.hijack();
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
  return reply.raw;
}
