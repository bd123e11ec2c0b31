import { writeAudit } from '../../crud/audit.js';
import type { Database, Queryable } from '../../db/database.js';
import type { LiveEvent } from '../../events/event-bus.js';

const SYSTEM = { subject: 'system:ip-whitelist', name: 'IP whitelist expiry' };

/** The whitelist entry of an address at an installation, if there is one. */
export async function whitelistEntryId(db: Queryable, installationId: string, ip: string): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>('select id from installation_ips where installation_id = $1 and ip = $2', [installationId, ip]);
  return rows[0]?.id;
}

/** Deletes the grants whose time is up, each deletion audited and announced to whoever may see it. */
export async function purgeExpiredIps(db: Database, publish: (event: LiveEvent) => void) {
  const rows = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; customer_id: string; ip: string; expires_at: Date }>(
      `delete from installation_ips x using installations i where i.id = x.installation_id and x.expires_at < now()
       returning x.id, i.customer_id, x.ip, x.expires_at`,
    );
    for (const row of rows) {
      await writeAudit(tx, SYSTEM, 'delete', 'installation-ips', row.id, {
        ip: { before: row.ip, after: null },
        expiresAt: { before: new Date(row.expires_at).toISOString(), after: null },
      });
    }
    return rows;
  });
  for (const row of rows) publish({ resource: 'installation-ips', id: row.id, kind: 'deleted', customerIds: [row.customer_id] });
  return rows.length;
}
