import { CONSOLE_ROLES, type Principal } from '../../core/access.js';
import type { Database } from '../db/database.js';
import { addBounded } from '../../core/bounded-map.js';

const REMEMBERED = 10_000;
const DENIED_AGAIN_MS = 60_000;

/**
 * Records the first use of each sign-in session (the token's `sid`, else its `jti`). A bounded
 * memory of recent keys keeps the database out of every request's path.
 */
export class LoginAudit {
  private readonly seen = new Set<string>();
  private readonly signedIn: Array<(principal: Principal) => Promise<void>> = [];
  private readonly accessEnded: Array<(subject: string, why: 'sign-out' | 'denied') => Promise<void>> = [];
  private readonly deniedAt = new Map<string, number>();

  /** What a module keeps of a person follows their latest sign-in (a calendar feed's roles, say). */
  onSignIn(listener: (principal: Principal) => Promise<void>) {
    this.signedIn.push(listener);
  }

  /** What a module keeps open for a person ends when they sign out everywhere or their account is refused. */
  onAccessEnded(listener: (subject: string, why: 'sign-out' | 'denied') => Promise<void>) {
    this.accessEnded.push(listener);
  }

  /** Every session of the subject that signed in within the horizon (as login_audit knows them). */
  async recentSessions(subject: string, horizonMs: number): Promise<string[]> {
    const { rows } = await this.db.query<{ session_key: string }>(`select session_key from login_audit where subject = $1 and created_at > now() - make_interval(secs => $2)`, [
      subject,
      horizonMs / 1000,
    ]);
    return rows.map((r) => r.session_key);
  }

  /**
   * A refused account's requests each end its access; once a minute is enough (what was ended stays
   * ended), so a client retrying with a refused token does not write on every request.
   */
  async endAccess(subject: string, why: 'sign-out' | 'denied'): Promise<void> {
    const now = Date.now();
    if (why === 'denied') {
      if (now - (this.deniedAt.get(subject) ?? Number.NEGATIVE_INFINITY) < DENIED_AGAIN_MS) return;
      if (this.deniedAt.size >= REMEMBERED) this.deniedAt.clear();
      this.deniedAt.set(subject, now);
    }
    for (const listener of this.accessEnded) await listener(subject, why);
  }

  constructor(private readonly db: Database) {}

  /** The console's people directory (staff-users): whom notes can be addressed to. */
  private async rememberUser(principal: Principal) {
    const roles = principal.roles.filter((r) => (CONSOLE_ROLES as readonly string[]).includes(r));
    await this.db.query(
      `insert into staff_users (id, name, email, roles, customer_id, last_seen_at, created_by, updated_by)
       values ($1, $2, $3, $4, $5, now(), 'system:sign-in', 'system:sign-in')
       on conflict (id) do update set name = excluded.name, email = excluded.email, roles = excluded.roles,
         customer_id = excluded.customer_id, last_seen_at = now(), updated_at = now()`,
      [principal.subject, principal.name || principal.email || principal.subject, principal.email ? principal.email.toLowerCase() : null, roles, principal.customerIds[0] ?? null],
    );
  }

  /**
   * A request of a signed-in session let in: true when its sign-in is recorded already (nothing to
   * write), false when `record` must run. (Allowed again either way: a later refusal ends what was opened since.)
   */
  admitted(sessionKey: string, subject: string): boolean {
    this.deniedAt.delete(subject);
    return this.seen.has(sessionKey);
  }

  async record(sessionKey: string, principal: Principal, request: { ip: string; userAgent?: string }): Promise<void> {
    // Allowed again: a later refusal ends what was opened since.
    this.deniedAt.delete(principal.subject);
    if (this.seen.has(sessionKey)) return;
    await this.db.query(
      `insert into login_audit (session_key, subject, email, name, roles, ip, user_agent)
       values ($1, $2, $3, $4, $5, $6, $7) on conflict (session_key) do nothing`,
      [sessionKey, principal.subject, principal.email, principal.name, principal.roles, request.ip, request.userAgent?.slice(0, 500) ?? null],
    );
    await this.rememberUser(principal);
    for (const listener of this.signedIn) await listener(principal);
    addBounded(this.seen, sessionKey, REMEMBERED);
  }
}
