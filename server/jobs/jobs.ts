import PgBoss from 'pg-boss';
import { withAdvisoryLock } from '../db/advisory-lock.js';
import type { Database } from '../db/database.js';
import { contextOf, currentTraceContext, inSpan, SpanKind } from '../telemetry/spans.js';

/** Where a job carries the trace context it was queued in (a job's trace continues its request's). */
const TRACE_KEY = '_trace';

/** Arbitrary but fixed, beside the migrations' key: replicas set pg-boss's schema up one at a time. */
const JOBS_SETUP_LOCK_KEY = 4_711_000_002;

export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

export interface Jobs {
  /** `options.startAfterSeconds`: not before then (a retry's back-off); `singletonKey`: at most one such job waiting. */
  send(queue: string, data: Record<string, unknown>, options?: { startAfterSeconds?: number; singletonKey?: string }): Promise<void>;
  /**
   * `batch`: up to this many jobs are fetched per poll and run side by side (small independent
   * jobs such as outgoing messages); `onePerKey`: at most one job waits per `singletonKey`
   * (pg-boss's "short" queue policy), so queueing the same work again while it waits is no job.
   */
  work(queue: string, handler: JobHandler, options?: { batch?: number; onePerKey?: boolean }): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Background jobs through pg-boss on the application's own database handle (PGlite or the
 * PostgreSQL pool), so jobs need nothing the database does not already give. A job whose process
 * died is picked up again after it expires; job handlers must therefore be safe to run twice.
 */
/** pg-boss's schema beside the application's (tests isolate themselves by schema). */
export const jobsSchemaOf = (db: Database) => (db.schema ? `${db.schema}_jobs` : 'pgboss');

/**
 * Jobs per queue and state that are not done with (waiting, retrying, running) or failed for good;
 * every queue of ours (not pg-boss's internal `__pgboss__…` ones) has every state, at 0 when
 * empty, so a dashboard shows an idle queue, not no data.
 */
export async function jobCounts(db: Database): Promise<Array<{ queue: string; state: string; count: number }>> {
  const schema = jobsSchemaOf(db);
  const { rows } = await db.query<{ queue: string; state: string; count: number }>(
    `select q.name as queue, s.state, count(j.id)::int as count
     from ${schema}.queue q cross join unnest(array['created', 'retry', 'active', 'failed']) as s(state)
     left join ${schema}.job j on j.name = q.name and j.state::text = s.state
     where q.name not like '\\_\\_pgboss%'
     group by q.name, s.state`,
  );
  return rows;
}

export async function startJobs(db: Database, log: { error(obj: object, msg: string): void }): Promise<Jobs> {
  const boss = new PgBoss({
    db: {
      // pg-boss sends its locked set-up steps as several statements without parameters.
      executeSql: async (text: string, values?: unknown[]) => (values?.length ? db.query(text, values) : db.exec(text)),
    },
    schema: jobsSchemaOf(db),
    maintenanceIntervalSeconds: 60,
  });
  boss.on('error', (error: Error) => log.error({ error: error.message }, 'job queue error'));
  // Two replicas starting together on a fresh database would both create pg-boss's schema (seen in
  // the scale-out suite: a duplicate pg_namespace key stopped one); the second waits, then finds it made.
  await withAdvisoryLock(db, JOBS_SETUP_LOCK_KEY, () => boss.start());
  const created = new Map<string, Promise<void>>();
  const policies = new Map<string, 'short'>();
  const ensure = (queue: string) => {
    // Creating a queue is DDL on pg-boss's partitioned job table: two replicas creating theirs at
    // once on an empty database deadlocked (issue 47, 3 of 5 tries). One at a time, as the set-up.
    if (!created.has(queue))
      created.set(
        queue,
        withAdvisoryLock(db, JOBS_SETUP_LOCK_KEY, () => boss.createQueue(queue, { name: queue, ...(policies.has(queue) && { policy: policies.get(queue) }) })),
      );
    return created.get(queue)!;
  };
  return {
    async send(queue, data, options = {}) {
      await ensure(queue);
      const trace = currentTraceContext();
      await boss.send(queue, trace ? { ...data, [TRACE_KEY]: trace } : data, {
        retryLimit: 20,
        retryDelay: 2,
        expireInSeconds: 3600,
        ...(options.startAfterSeconds && { startAfter: Math.ceil(options.startAfterSeconds) }),
        ...(options.singletonKey && { singletonKey: options.singletonKey }),
      });
    },
    async work(queue, handler, options = {}) {
      if (options.onePerKey) policies.set(queue, 'short');
      await ensure(queue);
      await boss.work(queue, { pollingIntervalSeconds: 0.5, batchSize: options.batch ?? 1 }, async (jobs) => {
        await Promise.all(
          jobs.map((job) => {
            const { [TRACE_KEY]: trace, ...data } = job.data as Record<string, unknown>;
            const attributes = { 'messaging.system': 'pg-boss', 'messaging.operation.type': 'process', 'messaging.destination.name': queue, 'messaging.message.id': job.id };
            return inSpan(`process ${queue}`, SpanKind.CONSUMER, attributes, () => handler(data), contextOf(trace));
          }),
        );
      });
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}
