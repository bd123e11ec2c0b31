import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
} from 'drizzle-orm/pg-core';
import { snakeCase, tableName, type FieldDefinition, type ResourceDefinition } from '../../core/resource-kit/index.js';
import { isSortable } from '../../core/resource-kit/define.js';
import { fieldNotNull, searchExpressionOf, sortKeyColumn } from './column-rules.js';

// biome-ignore lint/suspicious/noExplicitAny: a table of any resource; drizzle's column map is only known per definition at run time.
type AnyTable = PgTableWithColumns<any>;

function columnFor(name: string, field: FieldDefinition, tables: Map<string, AnyTable>): PgColumnBuilderBase {
  const column = snakeCase(name);
  switch (field.kind) {
    case 'integer':
      return field.default !== undefined ? integer(column).default(field.default) : integer(column);
    case 'decimal':
      if (field.step && field.step >= 0.01) {
        const decimal = numeric(column, { precision: 14, scale: Math.max(0, -Math.floor(Math.log10(field.step))) });
        return field.default !== undefined ? decimal.default(String(field.default)) : decimal;
      }
      return field.default !== undefined ? doublePrecision(column).default(field.default) : doublePrecision(column);
    case 'boolean':
      return field.default !== undefined ? boolean(column).notNull().default(field.default) : boolean(column);
    case 'date':
      return date(column, { mode: 'string' });
    case 'time':
      return time(column);
    case 'dateTime':
      return timestamp(column, { withTimezone: true, mode: 'string' });
    case 'coordinates':
    case 'group':
    case 'rows':
    case 'file':
    case 'structured':
      return jsonb(column);
    case 'stringList':
    case 'referenceMany':
      return text(column).array().notNull().default(sql`'{}'::text[]`);
    case 'reference':
      if (field.foreignKey === false) return text(column);
      return text(column).references(
        (): AnyPgColumn => {
          const target = tables.get(field.reference);
          if (!target) throw new Error(`reference to unknown resource "${field.reference}"`);
          return target.id as AnyPgColumn;
        },
        { onDelete: 'restrict' },
      );
    case 'enum':
      // A server-maintained state (a device's status) starts at its default without a writer.
      return field.readOnly && field.default !== undefined ? text(column).notNull().default(String(field.default)) : text(column);
    default:
      return text(column);
  }
}

/**
 * The PostgreSQL table of every resource, derived from its definition: typed columns, the
 * version and audit columns, foreign keys, unique indexes (case-insensitive where asked), an
 * index per list column and reference, and a trigram index for the `q` search.
 */
export function resourceTables(resources: ResourceDefinition[]): Record<string, AnyTable> {
  const tables = new Map<string, AnyTable>();
  for (const def of resources) {
    const name = tableName(def.name);
    const columns: Record<string, PgColumnBuilderBase> = {
      id: def.id.strategy === 'uuid' ? text('id').primaryKey().default(sql`gen_random_uuid()::text`) : text('id').primaryKey(),
    };
    for (const [field, f] of Object.entries(def.fields)) {
      const base = columnFor(field, f, tables);
      columns[field] = fieldNotNull(f) ? (base as ReturnType<typeof text>).notNull() : base;
      // Versions sort by a key whose byte order is semver precedence (see core/resource-kit/semver.ts).
      if (f.kind === 'semver') columns[`${field}SortKey`] = text(sortKeyColumn(snakeCase(field)));
    }
    columns.version = integer('version').notNull().default(1);
    columns.createdAt = timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().default(sql`now()`);
    columns.updatedAt = timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().default(sql`now()`);
    columns.createdBy = text('created_by');
    columns.updatedBy = text('updated_by');

    const table = pgTable(name, columns, (t) => {
      const col = (field: string) => (t as Record<string, AnyPgColumn>)[field]!;
      const ci = (field: string, yes: boolean | undefined): SQL | AnyPgColumn => (yes ? sql`lower(${col(field)})` : col(field));
      const extras = [];
      for (const [field, f] of Object.entries(def.fields)) {
        if (f.unique) extras.push(uniqueIndex(`${name}__${snakeCase(field)}__uq`).on(ci(field, f.unique === 'ci')));
        const listed = def.list.columns.includes(field) || def.list.defaultSort.field === field;
        if (f.kind === 'semver') extras.push(index(`${name}__${snakeCase(field)}__sort_idx`).on(sql`${col(`${field}SortKey`)} collate "C"`, col('id')));
        else if (f.kind === 'reference' || (listed && isSortable(f) && !f.unique)) extras.push(index(`${name}__${snakeCase(field)}__idx`).on(col(field), col('id')));
        if (f.kind === 'referenceMany' || f.kind === 'stringList') extras.push(index(`${name}__${snakeCase(field)}__gin`).using('gin', col(field)));
      }
      for (const u of def.unique ?? []) {
        extras.push(uniqueIndex(`${name}__${u.fields.map(snakeCase).join('__')}__uq`).on(...(u.fields.map((f) => ci(f, u.ci && def.fields[f]?.kind === 'text')) as [AnyPgColumn])));
      }
      for (const fields of def.indexes ?? []) extras.push(index(`${name}__${fields.map(snakeCase).join('__')}__idx`).on(...(fields.map(col) as [AnyPgColumn]), col('id')));
      extras.push(index(`${name}__updated_at__idx`).on(col('updatedAt'), col('id')));
      const search = searchExpressionOf(def);
      if (search) extras.push(index(`${name}__search__trgm`).using('gin', sql.raw(`${search} gin_trgm_ops`)));
      return extras;
    });
    tables.set(def.name, table);
  }
  return Object.fromEntries([...tables].map(([name, t]) => [`resource_${tableName(name)}`, t]));
}
