import { can, type Principal } from '../../core/access.js';
import type { CustomerScopeCache } from '../auth/customer-scope-cache.js';
import type { Queryable } from '../db/database.js';
import { SqlParams } from './sql-params.js';
import { quoteIdent, type TableModel } from './table-model.js';

export interface ScopeContext {
  models: Map<string, TableModel>;
  db: Queryable;
  cache: CustomerScopeCache;
}

/**
 * The SQL condition that keeps a customer user inside their customers' records, or undefined when
 * nothing restricts the caller. A scope through a reference resolves the parent's visible ids
 * (cached per user until logout or a change of ownership).
 */
export async function scopeCondition(model: TableModel, principal: Principal, params: SqlParams, alias: string, ctx: ScopeContext): Promise<string | undefined> {
  const owner = model.def.owner;
  const customer = await customerCondition(model, principal, params, alias, ctx);
  // Records only their owner reads (one's own worklogs), unless the reader may read everyone's.
  if (!owner?.readOthers || can(principal, owner.readOthers)) return customer;
  const own = `${alias}.${quoteIdent(model.byField.get(owner.field)!.column)} = ${params.add(principal.subject)}`;
  return customer ? `${customer} and ${own}` : own;
}

/**
 * What decides `scopeCondition` for this caller when their token alone does (staff, a customer
 * field, their own records), as a key; undefined when it also needs the database (a scope through
 * a parent resource, whose visible ids change with the records). Two callers with the same key get
 * the same condition, so what was built from it may be shared between their requests.
 */
export function scopeKeyOf(model: TableModel, principal: Principal): string | undefined {
  const owner = model.def.owner;
  const own = !owner?.readOthers || can(principal, owner.readOthers) ? '' : principal.subject;
  const scope = model.def.scope;
  if (principal.scope === 'staff' || !scope || 'staffOnly' in scope) return `${principal.scope}\u0000${own}`;
  if ('customerField' in scope) return `customer\u0000${own}\u0000${principal.customerIds.join(',')}`;
  return undefined;
}

async function customerCondition(model: TableModel, principal: Principal, params: SqlParams, alias: string, ctx: ScopeContext): Promise<string | undefined> {
  const scope = model.def.scope;
  if (principal.scope === 'staff' || !scope) return undefined;
  if ('staffOnly' in scope) return 'false';
  if ('customerField' in scope) {
    const column = scope.customerField === 'id' ? 'id' : model.byField.get(scope.customerField)!.column;
    return `${alias}.${quoteIdent(column)} = any(${params.add(principal.customerIds)}::text[])`;
  }
  const via = model.byField.get(scope.through)!;
  const parentName = via.field_!.kind === 'reference' ? via.field_!.reference : '';
  const parent = ctx.models.get(parentName);
  if (!parent) throw new Error(`${model.def.name} is scoped through unknown resource ${parentName}`);
  const ids = await visibleIds(parent, principal, ctx);
  const reachable = `${alias}.${quoteIdent(via.column)} = any(${params.add(ids)}::text[])`;
  if (!scope.shared) return reachable;
  const shared = `${alias}.${quoteIdent(model.byField.get(scope.shared)!.column)} = true`;
  const owner = model.def.owner ? model.byField.get(model.def.owner.field) : undefined;
  return `${reachable} and (${shared}${owner ? ` or ${alias}.${quoteIdent(owner.column)} = ${params.add(principal.subject)}` : ''})`;
}

export function visibleIds(model: TableModel, principal: Principal, ctx: ScopeContext): Promise<string[]> {
  // Keyed by the token's customers too: a user whose customer access changed gets a new token with
  // other customer ids, and the next request must not be answered from the old ones.
  const key = `${model.def.name}\u0000${[...principal.customerIds].sort().join(',')}`;
  return ctx.cache.get(principal.subject, key, async () => {
    const params = new SqlParams();
    const condition = await scopeCondition(model, principal, params, 'p', ctx);
    const { rows } = await ctx.db.query<{ id: string }>(`select p.id from ${quoteIdent(model.table)} p${condition ? ` where ${condition}` : ''}`, params.values);
    return rows.map((r) => r.id);
  });
}
