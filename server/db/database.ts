/**
 * The narrow database interface every module uses. PGlite (embedded) and node-postgres (real
 * servers) both speak PostgreSQL with $n placeholders, so the same parameterised SQL runs on both.
 */
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * The statement runs often with the same text (list pages, reads by id): keep it prepared on the
   * connection. Only for statements with an explicit column list, whose result shape a migration
   * cannot change under a prepared plan.
   */
  prepare?: boolean;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<T>>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction on one connection; a throw rolls everything back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs fn on one dedicated connection (session-level locks need that). */
  withSession<T>(fn: (session: Queryable) => Promise<T>): Promise<T>;
  /**
   * Messages between the server processes sharing this database (PostgreSQL LISTEN/NOTIFY), so
   * live events reach every replica. Absent on PGlite, which one process owns.
   */
  messages?: {
    publish(payload: string): Promise<void>;
    /** Calls onMessage for every payload published by any process, this one included. */
    subscribe(onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  };
  /**
   * Runs several statements without parameters in one round trip (pg-boss's locked set-up steps)
   * and answers the rows of the last one.
   */
  exec(sql: string): Promise<QueryResult<Record<string, unknown>>>;
  /** The schema this handle works in when it is not the default one (tests isolate themselves so). */
  readonly schema?: string;
  /** Lightweight reachability check used by /api/ready. */
  ping(): Promise<void>;
  /** The connection pool's figures (/metrics); absent on PGlite, which has one connection. */
  stats?(): { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}

export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The database is not reachable', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}
