import type { Queryable } from '../db/database.js';
import type { EventBus } from '../events/event-bus.js';

/** The keys a token is revoked by: its session (every token of that sign-in) and itself. */
export function revocationKeys(claims: Record<string, unknown>): string[] {
  return [typeof claims.sid === 'string' && claims.sid ? `sid:${claims.sid}` : '', typeof claims.jti === 'string' && claims.jti ? `jti:${claims.jti}` : ''].filter(Boolean);
}

const SWEEP_MS = 10 * 60_000;

/**
 * Signed-out sessions and tokens until their tokens expire. Checked on every request from memory;
 * the table lets a replica that starts later know them, the event bus tells running replicas.
 */
export class RevocationStore {
  private readonly revoked = new Map<string, number>();
  private lastSweep = 0;
  private stopListening?: () => void;

  constructor(
    private readonly db: Queryable,
    private readonly events: EventBus,
    private readonly now: () => number = Date.now,
  ) {}

  async start() {
    const { rows } = await this.db.query<{ key: string; until: string }>(
      `select key, (extract(epoch from expires_at) * 1000)::bigint::text as until from revoked_sessions where expires_at > now()`,
    );
    for (const row of rows) this.revoked.set(row.key, Number(row.until));
    this.stopListening = this.events.onRevocation(({ revoked, until }) => {
      for (const key of revoked) this.revoked.set(key, Math.max(until, this.revoked.get(key) ?? 0));
    });
  }

  stop() {
    this.stopListening?.();
  }

  isRevoked(keys: readonly string[]): boolean {
    this.sweep();
    // Asked on every request: with nothing signed out (the usual day) there is nothing to look up.
    if (this.revoked.size === 0) return false;
    const now = this.now();
    return keys.some((key) => (this.revoked.get(key) ?? 0) > now);
  }

  /** Revokes the keys until `untilMs` (the latest expiry of a token they could be on). */
  async revoke(keys: string[], untilMs: number) {
    if (!keys.length) return;
    await this.db.query(
      `insert into revoked_sessions (key, expires_at) select k, to_timestamp($2::double precision / 1000) from unnest($1::text[]) as k
       on conflict (key) do update set expires_at = greatest(revoked_sessions.expires_at, excluded.expires_at)`,
      [keys, untilMs],
    );
    this.events.announceRevocation({ revoked: keys, until: untilMs });
  }

  private sweep() {
    const now = this.now();
    if (now - this.lastSweep < SWEEP_MS) return;
    this.lastSweep = now;
    for (const [key, until] of this.revoked) if (until <= now) this.revoked.delete(key);
    void this.db.query('delete from revoked_sessions where expires_at <= now()').catch(() => undefined);
  }
}
