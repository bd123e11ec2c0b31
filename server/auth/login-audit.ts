import { CONSOLE_ROLES, type Principal } from '../../core/access.js';
import type { Database } from '../db/database.js';

const REMEMBERED = 10_000;

/**
 * Records the first use of each sign-in session (the token's `sid`, else its `jti`). A bounded
 * memory of recent keys keeps the database out of every request's path.
 */
export class LoginAudit {
  private readonly seen = new Set<string>();

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

  async record(sessionKey: string, principal: Principal, request: { ip: string; userAgent?: string }): Promise<void> {
    if (this.seen.has(sessionKey)) return;
    await this.db.query(
      `insert into login_audit (session_key, subject, email, name, roles, ip, user_agent)
       values ($1, $2, $3, $4, $5, $6, $7) on conflict (session_key) do nothing`,
      [sessionKey, principal.subject, principal.email, principal.name, principal.roles, request.ip, request.userAgent?.slice(0, 500) ?? null],
    );
    await this.rememberUser(principal);
    if (this.seen.size >= REMEMBERED) this.seen.delete(this.seen.values().next().value!);
    this.seen.add(sessionKey);
  }
}
