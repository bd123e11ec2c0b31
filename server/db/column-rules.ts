import { snakeCase, type FieldDefinition, type ResourceDefinition } from '../../core/resource-kit/index.js';

// How a definition's fields become columns: shared by the migration's tables (resource-tables.ts)
// and the repository's SQL (crud/table-model.ts), so both read one rule.

/** The companion column a semantic version sorts by. */
export const sortKeyColumn = (column: string) => `${column}_sort_key`;

/** Whether a field's column is NOT NULL; the migration (server/db/resource-tables.ts) declares it so. */
export function fieldNotNull(field: FieldDefinition): boolean {
  if (field.kind === 'boolean') return field.default !== undefined;
  if (field.kind === 'stringList' || field.kind === 'referenceMany') return true;
  if (field.kind === 'enum' && field.readOnly && field.default !== undefined) return true;
  return !!field.required;
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export function searchExpressionOf(def: ResourceDefinition, alias?: string): string | undefined {
  // A business key the user typed in (a device or installation id) is searched like a name.
  const searchable = [
    ...(def.id.strategy === 'provided' ? ['id'] : []),
    ...Object.entries(def.fields)
      .filter(([, f]) => f.searchable)
      .map(([name]) => name),
  ];
  if (!searchable.length) return undefined;
  const prefix = alias ? `${alias}.` : '';
  return `(${searchable.map((n) => `coalesce(${prefix}${quoteIdent(snakeCase(n))}, '')`).join(` || ' ' || `)})`;
}
