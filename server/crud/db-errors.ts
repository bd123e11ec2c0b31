import { issue } from '../../core/resource-kit/index.js';
import { HttpError } from '../http/errors.js';
import { FieldErrors } from './repository.js';
import type { TableModel } from './table-model.js';

interface PgError {
  code?: string;
  constraint?: string;
  message?: string;
  detail?: string;
  table?: string;
}

const constraintOf = (error: PgError) => error.constraint ?? /constraint "([^"]+)"/.exec(error.message ?? '')?.[1];

/**
 * Turns the database's own guarantees into answers that name the field: a unique index into
 * "already used", a foreign key into "still used by …". Anything else is not ours to explain.
 */
export function translateDatabaseError(model: TableModel, error: unknown): unknown {
  const pg = error as PgError;
  if (pg?.code === '23505') {
    const constraint = constraintOf(pg) ?? '';
    if (constraint === `${model.table}_pkey`) {
      return new FieldErrors(409, 'conflict', `The ${model.def.label.en.one.toLowerCase()} id is already used`, { id: issue('unique') });
    }
    const match = new RegExp(`^${model.table}__(.+)__uq$`).exec(constraint);
    const fields = match ? match[1]!.split('__').map((col) => [...model.byField.values()].find((c) => c.column === col)?.field ?? col) : [];
    const errors: Record<string, string> = {};
    if (fields.length === 1) errors[fields[0]!] = issue('unique');
    else if (fields.length > 1) errors[fields[fields.length - 1]!] = issue('uniqueCombination', { fields: fields.join(', ') });
    return new FieldErrors(409, 'conflict', `Already used: ${fields.join(', ') || 'a unique value'}`, errors);
  }
  // 23503 foreign_key_violation, 23001 restrict_violation (ON DELETE RESTRICT)
  if (pg?.code === '23503' || pg?.code === '23001') {
    const message = pg.message ?? '';
    if (message.startsWith(`update or delete on table "${model.table}"`)) {
      const tables = [...message.matchAll(/on table "([^"]+)"/g)].map((m) => m[1]!);
      const other = tables[tables.length - 1] ?? 'other records';
      return new HttpError(409, 'still_referenced', `The ${model.def.label.en.one.toLowerCase()} is still used by ${other.replace(/_/g, ' ')}; remove or reassign those first`);
    }
    const constraint = constraintOf(pg) ?? '';
    const field = [...model.byField.values()].find((c) => constraint.startsWith(`${model.table}_${c.column}_`))?.field;
    return new FieldErrors(400, 'validation_failed', 'Invalid reference', field ? { [field]: issue('reference', { resource: field }) } : {});
  }
  if (pg?.code === '23502') {
    const column = /column "([^"]+)"/.exec(pg.message ?? '')?.[1];
    const field = [...model.byField.values()].find((c) => c.column === column)?.field ?? column ?? '_';
    return new FieldErrors(400, 'validation_failed', `Missing value: ${field}`, { [field]: issue('required') });
  }
  return error;
}
