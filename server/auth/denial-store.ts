import type { Queryable } from '../db/database.js';

const WINDOW_MS = 60_000;
const FLUSH_MS = 5_000;
const MAX_ROUTES = 10;

export interface Denial {
  who: { subject: string; name: string };
  route: string;
  url: string;
  reason: string;
}

interface Window {
  started: number;
  rowId?: Promise<number | undefined>;
  count: number;
  flushed: number;
  routes: Set<string>;
}

/**
 * Refusals after sign-in, in the audit log: the first refusal of an account in a minute writes a
 * row, the ones after it in that minute only raise the row's count (and list the routes), so a
 * refused client hammering the API cannot flood the audit.
 */
export class DenialAudit {
  private readonly windows = new Map<string, Window>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Queryable,
    private readonly onError: (error: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {
    this.timer = setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  async record(denial: Denial): Promise<void> {
    const now = this.now();
    const key = denial.who.subject || `anonymous:${denial.who.name}`;
    const current = this.windows.get(key);
    if (current && now - current.started < WINDOW_MS) {
      current.count++;
      if (current.routes.size < MAX_ROUTES) current.routes.add(denial.route);
      return;
    }
    // The next window is opened before anything is awaited: a burst that arrives once the last
    // window has ended would otherwise see the ended window, each wait for its flush, and each
    // open a window (and a row) of its own.
    const window: Window = { started: now, count: 1, flushed: 1, routes: new Set([denial.route]) };
    this.windows.set(key, window);
    window.rowId = this.insert(denial);
    await Promise.all([current && this.flushOne(current), window.rowId]);
  }

  private async insert({ who, route, url, reason }: Denial): Promise<number | undefined> {
    const changes = { reason: { before: null, after: reason }, url: { before: null, after: url }, count: { before: null, after: 1 } };
    const { rows } = await this.db.query<{ id: number }>(
      `insert into audit_log (actor, actor_name, action, resource, record_id, changes) values ($1, $2, 'deny', 'access', $3, $4) returning id`,
      [who.subject, who.name, route, JSON.stringify(changes)],
    );
    return rows[0]?.id;
  }

  private async flushOne(window: Window) {
    if (window.count === window.flushed) return;
    const id = await window.rowId;
    if (id === undefined) return;
    window.flushed = window.count;
    await this.db.query(
      `update audit_log set changes = changes || jsonb_build_object('count', jsonb_build_object('before', null, 'after', $2::int), 'routes', jsonb_build_object('before', null, 'after', $3::jsonb)) where id = $1`,
      [id, window.count, JSON.stringify([...window.routes])],
    );
  }

  /** Writes the counts of the open windows and forgets the finished ones. */
  async flush(): Promise<void> {
    const now = this.now();
    for (const [key, window] of this.windows) {
      try {
        await this.flushOne(window);
      } catch (error) {
        this.onError(error);
      }
      // Only the window flushed: a request may have opened the account's next one meanwhile.
      if (now - window.started >= WINDOW_MS && this.windows.get(key) === window) this.windows.delete(key);
    }
  }

  async close() {
    clearInterval(this.timer);
    await this.flush();
  }
}
