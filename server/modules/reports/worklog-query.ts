import type { SqlParams } from '../../crud/sql-params.js';
import type { ReportContext } from './report-kit.js';

/** The worklogs a report counts, joined to what names them; `w` is the worklog, `i` its installation. */
export const WORKLOG_FROM = `worklogs w
  left join installations i on i.id = w.installation_id
  left join customers c on c.id = coalesce(w.customer_id, i.customer_id)`;

/** A worklog's customer: its own, or its installation's. */
export const CUSTOMER = 'coalesce(w.customer_id, i.customer_id)';

/**
 * The conditions every worklog report shares: the range's days, the access policy (one's own
 * worklogs unless the caller reads everyone's), and the filters the report takes.
 */
export async function worklogWhere(ctx: ReportContext, p: SqlParams, extra: { billableSupport?: boolean } = {}): Promise<string> {
  const q = ctx.query;
  const parts = [`w.worked_on between ${p.add(ctx.fromDay)}::date and ${p.add(ctx.toDay)}::date`, await ctx.policy('worklogs', p, 'w')];
  if (q.employee) parts.push(`w.employee_id = ${p.add(q.employee)}`);
  if (q.customer) parts.push(`${CUSTOMER} = ${p.add(q.customer)}`);
  if (q.installation) parts.push(`w.installation_id = ${p.add(q.installation)}`);
  if (q.masterComponent) parts.push(`w.master_component_id = ${p.add(q.masterComponent)}`);
  if (q.component) parts.push(`w.component_id = ${p.add(q.component)}`);
  if (q.onlyTasks) parts.push('w.task');
  if (extra.billableSupport) parts.push('w.billable and not w.task');
  return parts.join(' and ');
}
