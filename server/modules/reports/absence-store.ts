import type { Principal } from '../../../core/access.js';
import { writeAudit } from '../../crud/audit.js';
import type { Database } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';

/**
 * Approves or rejects an absence request with the version the approver saw: the row is locked,
 * a changed version is a 409, one's own request is a 403, and the decision is audited in the same
 * transaction.
 */
export async function decideAbsence(db: Database, principal: Principal, id: string, decision: 'approved' | 'rejected', version: number) {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ version: number; state: string; employee_id: string }>('select version, state, employee_id from absences where id = $1 for update', [id]);
    const current = rows[0];
    if (!current) throw new HttpError(404, 'not_found', `There is no absence ${id}`);
    // Four eyes: a request is decided by someone else than the person who asked.
    if (current.employee_id === principal.subject) throw new HttpError(403, 'forbidden', 'You cannot decide your own absence request; another project manager decides it');
    if (current.version !== version) throw new HttpError(409, 'conflict', `The absence changed meanwhile (version ${current.version}, not ${version}); reload it and decide again`);
    const updated = await tx.query<{ version: number }>(
      'update absences set state = $2, decided_by = $3, version = version + 1, updated_at = now(), updated_by = $4 where id = $1 returning version',
      [id, decision, principal.name, principal.subject],
    );
    await writeAudit(tx, principal, 'update', 'absences', id, { state: { before: current.state, after: decision }, decidedBy: { before: null, after: principal.name } });
    return { id, state: decision, version: updated.rows[0]!.version };
  });
}
