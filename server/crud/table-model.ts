import type { Principal } from '../../core/access.js';
import { MANAGED_FIELDS, snakeCase, tableName, type FieldDefinition, type ResourceDefinition } from '../../core/resource-kit/index.js';
import { isFilterable, isSortable } from '../../core/resource-kit/define.js';
import { semverSortKey } from '../../core/resource-kit/semver.js';
import { fieldNotNull, quoteIdent, searchExpressionOf, sortKeyColumn } from '../db/column-rules.js';

export { fieldNotNull, quoteIdent, searchExpressionOf, sortKeyColumn };

export interface ColumnModel {
  field: string;
  column: string;
  field_: FieldDefinition | undefined;
  /** How values travel: scalars as they are, objects as jsonb, lists as text[]. */
  storage: 'scalar' | 'json' | 'array';
  /** Declared NOT NULL: a sort on it needs no `nulls last`. */
  notNull: boolean;
  /** A companion column the list sorts by instead (semantic versions), written with the value. */
  sortKey?: { column: string; compute: (value: unknown) => string | null };
}

/**
 * A sort by a value computed from other tables (an installation's worst open problem). The module
 * that owns the meaning registers it; the kit only orders by it.
 */
export interface DerivedSort {
  /** A scalar SQL expression over the row alias, never null. */
  expression: (alias: string) => string;
}

/** A module's facts about one list page (its records, or the list its filter selects), as the principal may see them. */
export type ListCompanion = (rows: Array<Record<string, unknown> & { id: string }>, principal: Principal, filter: Readonly<Record<string, unknown>>) => Promise<unknown>;

export interface TableModel {
  def: ResourceDefinition;
  table: string;
  columns: ColumnModel[];
  byField: Map<string, ColumnModel>;
  sortable: Set<string>;
  derivedSorts: Map<string, DerivedSort>;
  /**
   * Facts a module computes beside a list page (an installation's health), by name: a list request
   * names them in `embed` and gets them with the page instead of asking again for its ids.
   */
  listCompanions: Map<string, ListCompanion>;
  filterable: Set<string>;
  /** SQL expression the q search and its trigram index share. */
  searchExpression?: string;
  /** Generated secrets: shown in clear only when created or rotated. */
  secrets: string[];
  /** Stored files (pictures, sounds, clips): written by the file routes, answered with signed links. */
  files: string[];
  /** Read-only fields set on create from the signed-in user. */
  stamps: Array<{ field: string; column: string; stamp: 'actorId' | 'actorName' }>;
}

const MANAGED_COLUMNS: Record<(typeof MANAGED_FIELDS)[number], string> = {
  version: 'version',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  createdBy: 'created_by',
  updatedBy: 'updated_by',
};

const storageOf = (field: FieldDefinition): ColumnModel['storage'] =>
  field.kind === 'coordinates' || field.kind === 'group' || field.kind === 'rows' || field.kind === 'file' || field.kind === 'structured'
    ? 'json'
    : field.kind === 'stringList' || field.kind === 'referenceMany'
      ? 'array'
      : 'scalar';

const MANAGED_NOT_NULL = new Set(['version', 'createdAt', 'updatedAt']);

export function tableModel(def: ResourceDefinition): TableModel {
  const columns: ColumnModel[] = [
    { field: 'id', column: 'id', field_: undefined, storage: 'scalar', notNull: true },
    ...Object.entries(def.fields).map(([field, f]) => ({
      field,
      column: snakeCase(field),
      field_: f,
      storage: storageOf(f),
      notNull: fieldNotNull(f),
      ...(f.kind === 'semver' && { sortKey: { column: sortKeyColumn(snakeCase(field)), compute: (v: unknown) => (typeof v === 'string' ? semverSortKey(v) : null) } }),
    })),
    ...MANAGED_FIELDS.map((field) => ({ field, column: MANAGED_COLUMNS[field], field_: undefined, storage: 'scalar' as const, notNull: MANAGED_NOT_NULL.has(field) })),
  ];
  const sortable = new Set([
    'id',
    'createdAt',
    'updatedAt',
    ...Object.entries(def.fields)
      .filter(([, f]) => isSortable(f))
      .map(([n]) => n),
  ]);
  const filterable = new Set(
    Object.entries(def.fields)
      .filter(([, f]) => isFilterable(f))
      .map(([n]) => n),
  );
  return {
    def,
    table: tableName(def.name),
    columns,
    byField: new Map(columns.map((c) => [c.field, c])),
    sortable,
    derivedSorts: new Map(),
    listCompanions: new Map(),
    filterable,
    searchExpression: searchExpressionOf(def),
    secrets: Object.entries(def.fields)
      .filter(([, f]) => f.kind === 'secret')
      .map(([n]) => n),
    files: Object.entries(def.fields)
      .filter(([, f]) => f.kind === 'file')
      .map(([n]) => n),
    stamps: Object.entries(def.fields).flatMap(([field, f]) => ('stamp' in f && f.stamp ? [{ field, column: snakeCase(field), stamp: f.stamp }] : [])),
  };
}
