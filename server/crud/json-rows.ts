import { quoteIdent, type ColumnModel, type TableModel } from './table-model.js';

/** What a secret shows outside the moment it is created or rotated: this, then its last 4 characters. */
export const SECRET_MASK = '••••••••';

/** json_build_object takes at most 100 arguments: 50 fields. */
const MAX_JSON_FIELDS = 50;

const TIMESTAMP_COLUMNS = new Set(['createdAt', 'updatedAt']);

/**
 * A column as the API shows it, written in SQL: the same values `ResourceRepository.toRecord`
 * produces from a row (tests/api/json-rows.test.ts holds the two together for every resource).
 */
function jsonValue(model: TableModel, c: ColumnModel, alias: string): string {
  const column = `${alias}.${quoteIdent(c.column)}`;
  const kind = c.field_?.kind;
  if (kind === 'dateTime' || (!c.field_ && TIMESTAMP_COLUMNS.has(c.field))) {
    return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  }
  if (kind === 'time') return `case when extract(second from ${column}) = 0 then to_char(${column}, 'HH24:MI') else ${column}::text end`;
  if (model.secrets.includes(c.field)) return `case when ${column} is null then null else '${SECRET_MASK}' || right(${column}, 4) end`;
  if (c.storage === 'array') return `coalesce(${column}, '{}')`;
  return column;
}

/** Built once per model: every list request of the resource asks for it. */
const built = new WeakMap<TableModel, string | undefined>();

/**
 * The SQL expression that renders a row of the list's table alias `t` as its API record in JSON
 * text, so a list page travels from PostgreSQL to the client without the server decoding and
 * re-encoding every value (the largest share of a list request's CPU outside the database).
 * Undefined when the record needs JavaScript: computed fields, stored files, or more
 * fields than one json_build_object takes.
 */
export function jsonRowExpression(model: TableModel): string | undefined {
  if (built.has(model)) return built.get(model);
  // Stored files are answered with signed links, which only the server can make.
  const needsJavaScript = Object.keys(model.def.computed ?? {}).length > 0 || model.columns.length > MAX_JSON_FIELDS || model.files.length > 0;
  const expression = needsJavaScript
    ? undefined
    : `json_build_object(${model.columns.map((c) => `'${c.field.replace(/'/g, "''")}', ${jsonValue(model, c, 't')}`).join(', ')})::text`;
  built.set(model, expression);
  return expression;
}
