import type { Principal } from '../../../core/access.js';
import type { ScopeContext } from '../../crud/scope.js';
import { scopeCondition } from '../../crud/scope.js';
import { SqlParams } from '../../crud/sql-params.js';
import type { Mismatch } from '../../../core/problem-mismatch.js';

/**
 * Where the console and the monitoring disagree: an installation in maintenance that still raises
 * problems, one that is planned, inactive or archived here while the monitoring reports it, and
 * monitored hosts that map to no installation at all (staff only: customers see their own).
 */
export async function mismatchedStates(principal: Principal, ctx: ScopeContext): Promise<Mismatch[]> {
  const installations = ctx.models.get('installations')!;
  const params = new SqlParams();
  const scope = await scopeCondition(installations, principal, params, 'i', ctx);
  const { rows } = await ctx.db.query<Mismatch & { worstSeverity: string }>(
    `select case when i.status = 'maintenance' then 'problemsInMaintenance' else 'problemsWhileNotActive' end as kind,
            i.id as "installationId", i.name as "installationName", i.status as "installationStatus", null as host,
            count(*)::int as "openProblems", max(p.severity) as "worstSeverity", min(p.started_at) as since
     from problems p join installations i on i.id = p.installation_id
     where p.state = 'problem' and i.status in ('maintenance', 'planned', 'inactive', 'archived')${scope ? ` and ${scope}` : ''}
     group by i.id, i.name, i.status
     ${
       principal.scope === 'staff'
         ? `union all
          select 'unmappedHost', null, null, null, p.host, count(*)::int, max(p.severity), min(p.started_at)
          from problems p where p.state = 'problem' and p.installation_id is null group by p.host`
         : ''
     }
     order by 6 desc, 8`,
    params.values,
  );
  return rows.map((r) => ({ ...r, worstSeverity: Number(r.worstSeverity) }));
}
