import type { Principal } from '../../../core/access.js';
import { MAX_PROBLEM_GROUPS, type ProblemGroup } from '../../../core/problem-groups.js';
import { parseListQuery, filterConditions } from '../../crud/list-query.js';
import { scopeCondition, type ScopeContext } from '../../crud/scope.js';
import { SqlParams } from '../../crud/sql-params.js';

/** The problem list's filter (`query.filter`, JSON) and the caller's scope, as conditions on alias `t`. */
async function problemConditions(principal: Principal, ctx: ScopeContext, query: Record<string, unknown>, params: SqlParams, filter = parsedFilter(ctx, query)) {
  const problems = ctx.models.get('problems')!;
  const conditions = filterConditions(problems, filter, params, 't');
  const scope = await scopeCondition(problems, principal, params, 't', ctx);
  if (scope) conditions.push(scope);
  return conditions;
}

function parsedFilter(ctx: ScopeContext, query: Record<string, unknown>): Record<string, unknown> {
  return parseListQuery(ctx.models.get('problems')!, { filter: query.filter }).filter ?? {};
}

/** The same, as one condition with its values, and the filter it read. */
export async function problemFilter(principal: Principal, ctx: ScopeContext, query: Record<string, unknown>) {
  return problemCondition(principal, ctx, parsedFilter(ctx, query));
}

/** A filter read already (the list's own, for its companions), as one condition with its values. */
export async function problemCondition(principal: Principal, ctx: ScopeContext, filter: Record<string, unknown>) {
  const params = new SqlParams();
  const conditions = await problemConditions(principal, ctx, {}, params, filter);
  return { sql: conditions.join(' and ') || undefined, values: params.values, filter };
}

/**
 * The list's problems grouped by installation (the same filter and scope as the list), worst and
 * longest-waiting installation first: which installation needs someone first.
 */
export async function problemGroups(principal: Principal, ctx: ScopeContext, query: Record<string, unknown>): Promise<{ groups: ProblemGroup[]; truncated: boolean }> {
  const params = new SqlParams();
  const conditions = await problemConditions(principal, ctx, query, params);
  const { rows } = await ctx.db.query<ProblemGroup & { worstSeverity: string; oldestStartedAt: Date | string }>(
    `select t.installation_id as "installationId", i.name as "installationName", count(*)::int as problems,
            count(*) filter (where not t.acknowledged)::int as unacknowledged, max(t.severity) as "worstSeverity",
            min(t.started_at) as "oldestStartedAt", array_agg(distinct t.source order by t.source) as sources
       from problems t left join installations i on i.id = t.installation_id
      ${conditions.length ? `where ${conditions.join(' and ')}` : ''}
      group by t.installation_id, i.name
      order by max(t.severity) desc, min(t.started_at) asc, t.installation_id
      limit ${MAX_PROBLEM_GROUPS + 1}`,
    params.values,
  );
  return {
    groups: rows.slice(0, MAX_PROBLEM_GROUPS).map((r) => ({ ...r, worstSeverity: Number(r.worstSeverity), oldestStartedAt: new Date(r.oldestStartedAt).toISOString() })),
    truncated: rows.length > MAX_PROBLEM_GROUPS,
  };
}
