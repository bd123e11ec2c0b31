import { z } from 'zod';
import { fieldSchema, formatIssue, type FieldDefinition } from '../../core/resource-kit/index.js';
import { HttpError } from '../http/errors.js';
import { quoteIdent, type TableModel } from './table-model.js';
import type { SqlParams } from './sql-params.js';

export const MAX_PAGE = 1000;
const MAX_OFFSET = 10_000_000;
const MAX_IDS = 1000;

export interface ListQuery {
  sort: { field: string; order: 'ASC' | 'DESC' };
  range?: [number, number];
  filter: Record<string, unknown>;
}

// zod v4 compiles a schema when it is built: build each once, not on every request.
const SORT = z.tuple([z.string(), z.enum(['ASC', 'DESC'])]);
const RANGE = z.tuple([
  z.number().int().min(0).max(MAX_OFFSET),
  z
    .number()
    .int()
    .min(0)
    .max(MAX_OFFSET + MAX_PAGE),
]);
const filterSchemas = new WeakMap<FieldDefinition, z.ZodType<unknown>>();

const bad = (message: string, errors?: Record<string, string>) => new HttpError(400, 'bad_request', message, errors ? { errors } : {});

function parseJson(name: string, raw: unknown): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw bad(`${name} must be given once, as JSON`);
  try {
    return JSON.parse(raw);
  } catch {
    throw bad(`${name} is not valid JSON`);
  }
}

/** Parses ra-data-simple-rest's `sort`, `range` and `filter` parameters against the resource. */
export function parseListQuery(model: TableModel, query: Record<string, unknown>): ListQuery {
  const sortRaw = parseJson('sort', query.sort);
  let sort = model.def.list.defaultSort;
  if (sortRaw !== undefined) {
    const parsed = SORT.safeParse(sortRaw);
    if (!parsed.success) throw bad('sort must be ["field", "ASC" | "DESC"]');
    const [field, order] = parsed.data;
    if (!model.sortable.has(field) && !model.derivedSorts.has(field))
      throw bad(`cannot sort by "${field}"; sortable fields: ${[...model.sortable, ...model.derivedSorts.keys()].join(', ')}`);
    sort = { field, order };
  }
  const rangeRaw = parseJson('range', query.range);
  let range: [number, number] | undefined;
  if (rangeRaw !== undefined) {
    const parsed = RANGE.safeParse(rangeRaw);
    if (!parsed.success) throw bad(`range must be [start, end] with whole numbers from 0 to ${MAX_OFFSET}`);
    const [start, end] = parsed.data;
    if (end < start) throw bad('range end must not be before its start');
    if (end - start + 1 > MAX_PAGE) throw bad(`range asks for ${end - start + 1} records; at most ${MAX_PAGE} per request`);
    range = [start, end];
  }
  const filterRaw = parseJson('filter', query.filter) ?? {};
  if (typeof filterRaw !== 'object' || filterRaw === null || Array.isArray(filterRaw)) throw bad('filter must be a JSON object');
  return { sort, range, filter: filterRaw as Record<string, unknown> };
}

/** A point in time relative to now for date-time range filters: `now`, `now-15m`, `now-1h`, `now-7d`. */
export const RELATIVE_TIME = /^now(?:-(\d{1,6})([mhd]))?$/;
const MINUTES = { m: 1, h: 60, d: 1440 };
const RANGE_KINDS = new Set(['integer', 'decimal', 'date', 'dateTime', 'time']);

function filterSchema(field: FieldDefinition): z.ZodType<unknown> {
  const cached = filterSchemas.get(field);
  if (cached) return cached;
  const itemField: FieldDefinition =
    field.kind === 'stringList'
      ? ({ kind: field.item === 'enum' ? 'enum' : 'text', label: field.label, options: field.options ?? [] } as FieldDefinition)
      : field.kind === 'referenceMany'
        ? ({ kind: 'reference', label: field.label, reference: field.reference } as FieldDefinition)
        : field;
  const schema = fieldSchema({ ...itemField, required: true } as FieldDefinition);
  filterSchemas.set(field, schema);
  return schema;
}

function filterValue(name: string, field: FieldDefinition, value: unknown): unknown {
  const parsed = filterSchema(field).safeParse(value);
  if (!parsed.success) throw bad(`filter ${name}: ${formatIssue(parsed.error.issues[0]!.message, 'en')}`);
  return parsed.data;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Turns the filter object into SQL conditions; every key must be one the resource allows. */
export function filterConditions(model: TableModel, filter: Record<string, unknown>, params: SqlParams, alias: string): string[] {
  const conditions: string[] = [];
  const allowed = [
    'q',
    'id',
    ...model.filterable,
    ...[...model.filterable].flatMap((f) => (RANGE_KINDS.has(model.byField.get(f)!.field_!.kind) ? [`${f}_gte`, `${f}_lte`] : [])),
    ...Object.entries(model.def.fields)
      .filter(([, f]) => !f.required)
      .map(([n]) => `${n}_null`),
  ];
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    if (key === 'q') {
      if (typeof value !== 'string' || value.length > 200) throw bad('filter q must be text of at most 200 characters');
      if (!model.searchExpression) throw bad(`${model.def.name} has no searchable fields for q`);
      if (value.trim()) conditions.push(`${model.searchExpression.replaceAll('coalesce("', `coalesce(${alias}."`)} ILIKE ${params.add(`%${escapeLike(value.trim())}%`)}`);
      continue;
    }
    if (key === 'id') {
      const ids = Array.isArray(value) ? value : [value];
      if (ids.length > MAX_IDS || !ids.every((id) => typeof id === 'string' || typeof id === 'number')) throw bad(`filter id must be an id or a list of at most ${MAX_IDS} ids`);
      conditions.push(`${alias}.id = any(${params.add(ids.map(String))}::text[])`);
      continue;
    }
    const nullMatch = /^(.+)_null$/.exec(key);
    const rangeMatch = /^(.+)_(gte|lte)$/.exec(key);
    const fieldName = nullMatch?.[1] ?? rangeMatch?.[1] ?? key;
    const column = model.byField.get(fieldName);
    if (!allowed.includes(key) || !column?.field_) {
      throw bad(`unknown filter "${key}"; filters of ${model.def.name}: ${allowed.join(', ')}`);
    }
    const col = `${alias}.${quoteIdent(column.column)}`;
    if (nullMatch) {
      if (typeof value !== 'boolean') throw bad(`filter ${key} must be true or false`);
      conditions.push(value ? `${col} is null` : `${col} is not null`);
    } else if (rangeMatch) {
      const op = rangeMatch[2] === 'gte' ? '>=' : '<=';
      const relative = column.field_.kind === 'dateTime' && typeof value === 'string' ? RELATIVE_TIME.exec(value) : null;
      // `now-1h`: relative to the database's clock, so a saved or shared filter stays "the last hour".
      if (relative) conditions.push(`${col} ${op} now() - ${params.add(Number(relative[1] ?? 0) * MINUTES[(relative[2] as keyof typeof MINUTES) ?? 'm'])} * interval '1 minute'`);
      else conditions.push(`${col} ${op} ${params.add(filterValue(key, column.field_, value))}`);
    } else if (value === null) {
      conditions.push(column.storage === 'array' ? `cardinality(${col}) = 0` : `${col} is null`);
    } else if (Array.isArray(value)) {
      if (value.length > MAX_IDS) throw bad(`filter ${key} lists more than ${MAX_IDS} values`);
      const values = value.map((v) => filterValue(key, column.field_!, v));
      conditions.push(column.storage === 'array' ? `${col} && ${params.add(values)}::text[]` : `${col} = any(${params.add(values)})`);
    } else {
      const v = filterValue(key, column.field_, value);
      conditions.push(column.storage === 'array' ? `${col} @> array[${params.add(v)}]::text[]` : `${col} = ${params.add(v)}`);
    }
  }
  return conditions;
}
