import { MANAGED_FIELDS } from './naming';
import type { FieldDefinition, ResourceDefinition } from './types';

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const FIELD = /^[a-z][a-zA-Z0-9]*$/;

/** Sortable/filterable by default: the scalar kinds a list can order and compare. */
export function isSortable(field: FieldDefinition): boolean {
  if (field.sortable !== undefined) return field.sortable;
  return !['longText', 'coordinates', 'stringList', 'rows', 'group', 'referenceMany', 'secret', 'file', 'structured'].includes(field.kind);
}

export function isFilterable(field: FieldDefinition): boolean {
  if (field.filterable !== undefined) return field.filterable;
  return ['enum', 'boolean', 'reference', 'country', 'referenceMany', 'stringList', 'date', 'dateTime', 'integer', 'decimal'].includes(field.kind);
}

/**
 * Declares an entity. Mistakes in a definition (a column that is not a field, a scope through a
 * missing reference) fail here, when the module loads, not later in a request.
 */
export function defineResource<const D extends ResourceDefinition>(def: D): D {
  const problems: string[] = [];
  if (!NAME.test(def.name)) problems.push(`name "${def.name}" must be lower-case words joined by hyphens`);
  const fieldNames = Object.keys(def.fields);
  const known = new Set([...fieldNames, ...Object.keys(def.computed ?? {}), 'id', ...MANAGED_FIELDS]);
  for (const name of fieldNames) {
    if (!FIELD.test(name)) problems.push(`field "${name}" must be camelCase`);
    if ((MANAGED_FIELDS as readonly string[]).includes(name) || name === 'id') problems.push(`field "${name}" is managed by the kit`);
    const f = def.fields[name]!;
    if (f.kind === 'enum' && !f.options.length) problems.push(`enum field "${name}" has no options`);
  }
  for (const column of def.list.columns) if (!known.has(column)) problems.push(`list column "${column}" is not a field`);
  // A line's details read the page's own records (and the references embedded for its columns).
  const phoneDetails = typeof def.list.phoneRows === 'object' ? def.list.phoneRows.details : [];
  for (const detail of phoneDetails) if (!def.list.columns.includes(detail)) problems.push(`phone row detail "${detail}" is not a list column`);
  if (!known.has(def.list.defaultSort.field)) problems.push(`default sort "${def.list.defaultSort.field}" is not a field`);
  if (!known.has(def.recordRepresentation)) problems.push(`recordRepresentation "${def.recordRepresentation}" is not a field`);
  for (const group of def.groups ?? []) for (const f of group.fields) if (!def.fields[f]) problems.push(`group "${group.id}" names unknown field "${f}"`);
  for (const u of def.unique ?? []) for (const f of u.fields) if (!def.fields[f]) problems.push(`unique set names unknown field "${f}"`);
  if (def.scope && !('staffOnly' in def.scope)) {
    const field = 'customerField' in def.scope ? def.scope.customerField : def.scope.through;
    if (field !== 'id' && !def.fields[field]) problems.push(`scope names unknown field "${field}"`);
    if ('through' in def.scope && def.fields[field]?.kind !== 'reference') problems.push(`scope through "${field}" must be a reference`);
    if ('shared' in def.scope && def.scope.shared && def.fields[def.scope.shared]?.kind !== 'boolean') problems.push(`scope shared "${def.scope.shared}" must be a boolean field`);
  }
  if (def.order) {
    if (def.fields[def.order.field]?.kind !== 'integer') problems.push(`order field "${def.order.field}" must be an integer field`);
    if (def.order.within && def.fields[def.order.within]?.kind !== 'reference') problems.push(`order within "${def.order.within}" must be a reference`);
  }
  for (const [name, f] of Object.entries(def.fields)) {
    if (f.kind === 'rows' && f.key && !f.fields[f.key]) problems.push(`rows field "${name}" names unknown key "${f.key}"`);
    if (f.kind === 'secret' && !f.readOnly) problems.push(`secret field "${name}" must be read-only`);
    if (f.kind === 'file' && !f.readOnly) problems.push(`file field "${name}" must be read-only`);
    if (f.kind === 'dateTime' && f.zoneField) {
      const [head = '', tail] = f.zoneField.split('.');
      if (tail ? def.fields[head]?.kind !== 'reference' : def.fields[head]?.kind !== 'timeZone')
        problems.push(`date-time "${name}" names "${f.zoneField}", which is no time-zone field${tail ? ' of a referenced record' : ''}`);
    }
  }
  for (const i of def.indexes ?? []) for (const f of i) if (!def.fields[f]) problems.push(`index names unknown field "${f}"`);
  if (def.owner && !def.fields[def.owner.field]) problems.push(`owner field "${def.owner.field}" is not a field`);
  if (def.list.thenBy && !known.has(def.list.thenBy.field)) problems.push(`thenBy "${def.list.thenBy.field}" is not a field`);
  if (def.list.pinnedFirst && def.fields[def.list.pinnedFirst]?.kind !== 'boolean') problems.push(`pinnedFirst "${def.list.pinnedFirst}" must be a boolean field`);
  for (const [name, f] of Object.entries(def.fields)) if ('stamp' in f && f.stamp && !f.readOnly) problems.push(`stamped field "${name}" must be read-only`);
  if (problems.length) throw new Error(`Resource "${def.name}": ${problems.join('; ')}`);
  return def;
}

/** A new record's body with the defaults of the fields it leaves out (server-kept fields keep theirs in the table). */
export function withDefaults(def: ResourceDefinition, body: Record<string, unknown>): Record<string, unknown> {
  const out = { ...body };
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.readOnly) continue;
    if ((out[name] === undefined || out[name] === null) && 'default' in field && field.default !== undefined) out[name] = field.default;
  }
  return out;
}
