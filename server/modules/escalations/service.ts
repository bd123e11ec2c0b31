import type { FastifyInstance } from 'fastify';
import { every } from '../../jobs/every.js';
import { EscalationEngine } from './engine.js';

export const ESCALATION_QUEUE = 'escalations';
const SWEEP_MS = 5_000;

/** The escalation services as the app carries them (`app.escalations`). */
export interface Escalations {
  engine: EscalationEngine;
  /** Resolves once every escalation change started by an announcement so far is done (tests wait for it). */
  idle(): Promise<void>;
}

/**
 * Starts the engine: it follows problems as they are announced (every replica hears every
 * announcement; the row locks make the first one do the work), runs each wait's end as a pg-boss
 * job, and sweeps every few seconds for what no job or announcement carried.
 */
export async function startEscalations(app: FastifyInstance) {
  const log = app.log.child({ module: 'escalations' });
  const jobs = app.communication.jobs;
  const publish = app.events.publish.bind(app.events);
  const engine = new EscalationEngine({
    db: app.db,
    outbox: app.communication.store,
    publicUrl: app.config.publicUrl,
    wakeMessages: (ids) => app.communication.wake(ids),
    schedule: (id, at) => {
      if (!jobs) return;
      const seconds = Math.max(0, Math.ceil((at.getTime() - Date.now()) / 1000));
      jobs
        .send(ESCALATION_QUEUE, { id }, { startAfterSeconds: seconds, singletonKey: `escalation:${id}:${at.toISOString()}` })
        .catch((error: Error) => log.warn({ error: error.message }, 'could not schedule an escalation step'));
    },
    changed: (problemId) => publish({ resource: 'escalation-events', id: problemId, kind: 'created', customerIds: [], audience: { hiddenFromCustomers: true } }),
  });

  const pending = new Set<Promise<void>>();
  const follow = (work: () => Promise<unknown>) => {
    const run = work()
      .then(() => undefined)
      .catch((error: Error) => log.warn({ error: error.message }, 'escalation step failed; the sweep retries it'))
      .finally(() => pending.delete(run));
    pending.add(run);
  };
  const unfollow = app.events.onEvent((event) => {
    if (event.resource !== 'problems') return;
    if (event.kind === 'created') follow(() => engine.start(event.id));
    else if (event.kind === 'updated') follow(async () => (await engine.start(event.id)) ?? (await engine.settle(event.id)));
  });

  let sweeper: NodeJS.Timeout | undefined;
  if (jobs) {
    await jobs.work(ESCALATION_QUEUE, async (data) => engine.advance(String(data.id)));
    sweeper = every(
      SWEEP_MS,
      () => engine.sweep(),
      (error) => log.warn({ error: error.message }, 'escalation sweep failed'),
    );
  }
  const escalations: Escalations = {
    engine,
    async idle() {
      // Through PostgreSQL, a problem's announcement reaches the follower only once LISTEN hears it back.
      await app.events.heardOwn();
      while (pending.size) await Promise.all([...pending]);
    },
  };
  app.decorate('escalations', escalations);
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    unfollow();
    await escalations.idle();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    escalations: Escalations;
  }
}
