import type { AuditEntry } from '../../core/resource-kit/index.js';
import type { Queryable } from '../db/database.js';

/** One audit row: who (subject and name), did what, to which record, with which changes. */
export async function writeAudit(
  db: Queryable,
  actor: { subject: string; name: string },
  action: AuditEntry['action'],
  resource: string,
  recordId: string,
  changes: AuditEntry['changes'],
) {
  await db.query('insert into audit_log (actor, actor_name, action, resource, record_id, changes) values ($1, $2, $3, $4, $5, $6)', [
    actor.subject,
    actor.name,
    action,
    resource,
    recordId,
    JSON.stringify(changes),
  ]);
}
