import { jsonRowExpression } from './json-rows.js';
import type { ListQuery } from './list-query.js';
import { quoteIdent, type TableModel } from './table-model.js';

/** Lists count their matches exactly up to here; above it the total is the planner's estimate. */
export const EXACT_COUNT_LIMIT = 10_000;
/** From this offset on, a page is looked up by id first. */
const DEEP_PAGE_OFFSET = 1_000;

/** How a list page's rows come back: as columns for toRecord, or as each record's JSON text. */
export type ListShape = 'rows' | 'json';

export interface ListStatements {
  /** The page, with the count capped at EXACT_COUNT_LIMIT + 1 as the column `__total`. */
  page: string;
  /** The capped count alone, for a page past the end. */
  count: string;
  /** The planner's estimate, for totals above the cap. */
  estimate: string;
  values: unknown[];
}

/** The table's columns, as `toRecord` reads them. */
export const columnList = (model: TableModel, alias?: string) => model.columns.map((c) => `${alias ? `${alias}.` : ''}${quoteIdent(c.column)}`).join(', ');

/** How listJson reads a resource's pages: JSON from PostgreSQL unless the records need JavaScript. */
export const listShapeOf = (model: TableModel): ListShape => (jsonRowExpression(model) ? 'json' : 'rows');

/** What a list orders by: a column, its sort-key companion, or an expression a module registered. */
function sortOf(model: TableModel, field: string): { sortColumn: string; notNull: boolean; sortKeyColumn?: string } {
  const derived = model.derivedSorts.get(field);
  if (derived) return { sortColumn: derived.expression('t'), notNull: true };
  const column = model.byField.get(field)!;
  if (column.sortKey) return { sortColumn: `t.${quoteIdent(column.sortKey.column)} collate "C"`, notNull: column.notNull, sortKeyColumn: column.sortKey.column };
  return { sortColumn: `t.${quoteIdent(column.column)}`, notNull: column.notNull };
}

/**
 * The SQL of a list request over `t`, given its where clause (filters and customer scope, with
 * their parameters in `values`).
 */
export function listStatements(model: TableModel, query: ListQuery, where: string, values: unknown[], shape: ListShape): ListStatements {
  const { sortColumn, notNull, sortKeyColumn } = sortOf(model, query.sort.field);
  const pinned = model.def.list.pinnedFirst ? `t.${quoteIdent(model.byField.get(model.def.list.pinnedFirst)!.column)} desc nulls last, ` : '';
  const thenBy =
    model.def.list.thenBy && model.def.list.thenBy.field !== query.sort.field
      ? `, t.${quoteIdent(model.byField.get(model.def.list.thenBy.field)!.column)} ${model.def.list.thenBy.order}`
      : '';
  // Empty values sort last; a column that cannot be empty says nothing, so a descending sort can
  // walk its (column, id) index backwards instead of sorting every row.
  const order = `${pinned}${sortColumn} ${query.sort.order}${notNull ? '' : ' nulls last'}${thenBy}${query.sort.field === 'id' ? '' : `, t.id ${query.sort.order}`}`;
  const page = query.range ? ` limit ${query.range[1] - query.range[0] + 1} offset ${query.range[0]}` : ' limit 1000';
  const from = `from ${quoteIdent(model.table)} t${where}`;
  // A deep page finds its ids first (an index-only walk past the offset), then reads only those
  // rows, instead of reading and discarding every row before the offset.
  const deep = (query.range?.[0] ?? 0) >= DEEP_PAGE_OFFSET;
  // Counting stops after EXACT_COUNT_LIMIT rows: past that an exact figure costs a scan of every
  // match (a million audit rows) for a number nobody pages through to the end.
  const count = `select count(*)::int as total from (select 1 ${from} limit ${EXACT_COUNT_LIMIT + 1}) counted`;
  const json = shape === 'json' ? jsonRowExpression(model) : undefined;
  if (shape === 'json' && !json) throw new Error(`${model.def.name} records need JavaScript; list them as rows`);
  // The count rides along with the page as a column computed once: one round trip, not two.
  const columns = `${columnList(model, 't')}${json && sortKeyColumn ? `, t.${quoteIdent(sortKeyColumn)}` : ''}, (${count}) as "__total"`;
  const rows = deep
    ? `select ${columns} from ${quoteIdent(model.table)} t where t.id in (select t.id ${from} order by ${order}${page}) order by ${order}`
    : `select ${columns} ${from} order by ${order}${page}`;
  return {
    // JSON is rendered over the page's rows only: in one query level the planner may build it for
    // every match before a sort picks 100 of them (a problem with 100,000 events took 600 ms).
    page: json ? `select ${json} as "__json", t."__total" from (${rows}) t order by ${order}` : rows,
    count,
    estimate: `explain (format json) select 1 ${from}`,
    values,
  };
}
