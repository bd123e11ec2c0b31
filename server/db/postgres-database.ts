import pg from 'pg';
import type { Database, Queryable, QueryOptions, QueryResult } from './database.js';
import { PreparedNames } from './prepared-names.js';
import { TYPE_PARSERS } from './type-parsers.js';

const types = {
  getTypeParser: ((oid: number, format?: string) => TYPE_PARSERS[oid] ?? pg.types.getTypeParser(oid, (format ?? 'text') as 'text')) as typeof pg.types.getTypeParser,
};

function wrap(target: pg.Pool | pg.PoolClient, names: PreparedNames): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = [], options?: QueryOptions): Promise<QueryResult<T>> {
      const name = options?.prepare ? names.nameFor(sql) : undefined;
      const result = await target.query({ text: sql, values: params as unknown[], ...(name ? { name } : {}) });
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
  };
}

/**
 * Settings of every connection. Lists filter skewed data (one problem can have 100,000 events
 * where most have a hundred): a generic plan made for the average value sorts all 100,000 to show
 * 100, so prepared statements are still planned for their values; preparing saves the parsing.
 */
export const SESSION_SETTINGS = { plan_cache_mode: 'force_custom_plan' } as const;

/**
 * The first statement of every pooled connection: 4 MB allocated and freed in the backend. glibc's
 * malloc gives the top of a process's heap back to the kernel whenever more than 128 KB of it is
 * free, until the process has once freed a block larger than that, which raises the limit to twice
 * that block (its dynamic mmap threshold). Until then a backend whose statements need a few hundred
 * KB (a list page's JSON, a sort, a count) shrinks its heap after each statement and faults it back
 * in on the next: 75–150 page faults per statement, and on a list page a third more PostgreSQL CPU,
 * most of it in the kernel (issue 48, bench/README.md). After this statement: none. Harmless where
 * the server's allocator is another.
 */
export const HEAP_WARMUP = "select length(repeat(' ', 4194304))";

/** SESSION_SETTINGS (and a schema) as libpq's `options` (also PGOPTIONS for pgbench). */
export const sessionOptions = (schema?: string) =>
  [...Object.entries(SESSION_SETTINGS).map(([name, value]) => `-c ${name}=${value}`), ...(schema ? [`-c search_path=${schema},public`] : [])].join(' ');

export interface PostgresOptions {
  url: string;
  poolSize?: number;
  /** Every connection uses this schema first; tests isolate themselves this way. */
  schema?: string;
  /** Who the connections are in pg_stat_activity (`gondola <replica>`), so a DBA sees which replica holds what. */
  applicationName?: string;
}

/**
 * A dedicated connection that LISTENs on the channel and reconnects (with back-off) when the
 * server goes away, so replicas keep hearing each other after a restart or failover.
 */
async function listen(options: PostgresOptions, channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: 5000, application_name: applicationNameOf(options, 'listen') });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
    });
    next.on('error', () => {});
    next.on('end', () => {
      if (stopped) return;
      const delay = Math.min(30_000, 500 * 2 ** attempt++);
      setTimeout(() => void connect().catch(() => {}), delay).unref();
    });
    await next.connect();
    await next.query(`listen "${channel}"`);
    attempt = 0;
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}

/** PostgreSQL keeps the first 63 bytes of an application name. */
const applicationNameOf = (options: PostgresOptions, role?: string) => `${options.applicationName ?? 'gondola'}${role ? ` ${role}` : ''}`.slice(0, 63);

export async function openPostgres(options: PostgresOptions): Promise<Database> {
  // Tests isolate themselves by schema; their replicas talk on a channel of their own.
  const channel = `gondola_events${options.schema ? `_${options.schema}` : ''}`.slice(0, 63);
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5000,
    application_name: applicationNameOf(options),
    types,
    options: sessionOptions(options.schema),
    // Run before the pool hands the new connection out, rather than queued beside the caller's first
    // statement (pg deprecates a second query on a busy client); a failure only costs the gain.
    onConnect: (client) =>
      client.query(HEAP_WARMUP).then(
        () => undefined,
        () => undefined,
      ),
  });
  // An idle client losing its server (restart, failover) must not crash the process.
  pool.on('error', () => {});
  const names = new PreparedNames();
  const base = wrap(pool, names);
  const withClient = async <T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      return await fn(client);
    } finally {
      client.release();
    }
  };
  let closed = false;
  return {
    kind: 'postgres',
    schema: options.schema,
    // Without parameters node-postgres uses the simple protocol, which runs several statements.
    exec: async (sql) => {
      const result = (await pool.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
      const last = Array.isArray(result) ? result[result.length - 1] : result;
      return { rows: (last?.rows ?? []) as Record<string, unknown>[], rowCount: last?.rowCount ?? 0 };
    },
    query: base.query,
    transaction: (fn) =>
      withClient(async (client) => {
        await client.query('BEGIN');
        try {
          const result = await fn(wrap(client, names));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {});
          throw error;
        }
      }),
    withSession: (fn) => withClient((client) => fn(wrap(client, names))),
    messages: {
      async publish(payload) {
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      },
      subscribe: (onMessage) => listen(options, channel, onMessage),
    },
    async ping() {
      await pool.query('select 1');
    },
    stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: options.poolSize ?? 10 }),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
