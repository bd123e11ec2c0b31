import { can, type Principal } from '../../../core/access.js';
import { TRIAGE_ROWS, UPCOMING_PLAN_DAYS, type Triage, type TriageAbsence, type TriageOwnInstallation, type TriagePlan } from '../../../core/triage.js';
import { scopeCondition, type ScopeContext } from '../../crud/scope.js';
import { SqlParams } from '../../crud/sql-params.js';
import type { CalendarEntries } from '../calendars/entries.js';
import { mediaBacklog } from '../media-review/report-store.js';

type Cards = Pick<Triage, 'review' | 'absencesToDecide' | 'plans' | 'installations' | 'paging'>;

/** Rollouts and deliveries that are still to happen or under way (not done, failed, returned or lost). */
const OPEN_PLAN_KINDS = { rollouts: ['planned', 'running'], deliveries: ['planned', 'shipped'] } as const;

/**
 * The home's cards beyond support triage, each only for whom it concerns: the review queues for
 * moderators, absence requests and the coming rollouts and deliveries for project managers, and a
 * customer's own installations for customer staff.
 */
export class FocusCards {
  constructor(
    private readonly ctx: ScopeContext,
    private readonly calendars: CalendarEntries,
  ) {}

  async of(principal: Principal): Promise<Cards> {
    const manages = can(principal, 'projects.manage');
    const [review, absencesToDecide, plans, installations, paging] = await Promise.all([
      can(principal, 'media.review') ? this.review() : undefined,
      manages ? this.absencesToDecide() : undefined,
      manages ? this.plans(principal) : undefined,
      principal.scope === 'staff' ? undefined : this.installations(principal),
      principal.scope === 'staff' ? this.paging(principal) : undefined,
    ]);
    return { review, absencesToDecide, plans, installations, paging };
  }

  /** Problems still escalating that reached this person (any channel, the console's own among them), the latest page first. */
  private async paging(principal: Principal): Promise<NonNullable<Triage['paging']>> {
    const { rows } = await this.ctx.db.query<{ problem_id: string; name: string; severity: string; at: Date }>(
      `select p.id as problem_id, p.name, p.severity, max(ev.at) as at
         from escalation_events ev join escalations e on e.id = ev.escalation_id join problems p on p.id = e.problem_id
        where ev.person = $1 and ev.kind = 'notified' and e.state = 'active' and p.state = 'problem' and not p.acknowledged
        group by p.id, p.name, p.severity order by max(ev.at) desc limit ${TRIAGE_ROWS}`,
      [principal.subject],
    );
    return rows.map((r) => ({ problemId: r.problem_id, name: r.name, severity: r.severity, notifiedAt: new Date(r.at).toISOString() }));
  }

  private review(): Promise<NonNullable<Triage['review']>> {
    return mediaBacklog(this.ctx.db);
  }

  /** Requests nobody has decided, the soonest first (a decision is due before the absence starts). */
  private async absencesToDecide(): Promise<NonNullable<Triage['absencesToDecide']>> {
    const { rows } = await this.ctx.db.query<{ id: string; employee_name: string | null; type: string; starts_on: string; ends_on: string; total: number }>(
      `select id, employee_name, type, starts_on::text, ends_on::text, count(*) over ()::int as total
         from absences where state = 'requested' order by starts_on, id limit ${TRIAGE_ROWS}`,
    );
    return {
      total: rows[0]?.total ?? 0,
      top: rows.map((r): TriageAbsence => ({ id: r.id, employeeName: r.employee_name, type: r.type, startsOn: r.starts_on, endsOn: r.ends_on })),
    };
  }

  /** The calendars' own entries, so the home names a rollout and a delivery as the calendars do. */
  private async plans(principal: Principal): Promise<NonNullable<Triage['plans']>> {
    const from = new Date();
    const query = { from: from.toISOString(), to: new Date(from.getTime() + UPCOMING_PLAN_DAYS * 86_400_000).toISOString(), lang: 'en' as const, kinds: undefined };
    const plans: TriagePlan[] = [];
    const calendars = ['rollouts', 'deliveries'] as const;
    const answers = await Promise.all(calendars.map((calendar) => this.calendars.entries(calendar, query, principal, 'en')));
    for (const [i, { entries }] of answers.entries()) {
      const calendar = calendars[i]!;
      for (const e of entries) {
        const state = calendar === 'rollouts' ? e.details.state : e.kind;
        if (!(OPEN_PLAN_KINDS[calendar] as readonly string[]).includes(state ?? '')) continue;
        plans.push({ calendar, id: e.id, title: e.title, kind: e.kind, start: e.start, allDay: e.allDay, installationId: e.installationId, installationName: e.installationName });
      }
    }
    plans.sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
    return { total: plans.length, top: plans.slice(0, TRIAGE_ROWS) };
  }

  /** The customer's installations, those with open problems or no device answering first. */
  private async installations(principal: Principal): Promise<NonNullable<Triage['installations']>> {
    const params = new SqlParams();
    const scope = await scopeCondition(this.ctx.models.get('installations')!, principal, params, 'i', this.ctx);
    const { rows } = await this.ctx.db.query<{ id: string; name: string; status: string; open_problems: number; devices: number; answering: number; total: number }>(
      `select i.id, i.name, i.status, p.open_problems, d.devices, d.answering, count(*) over ()::int as total
         from installations i
         join lateral (select count(*)::int as open_problems from problems where installation_id = i.id and state = 'problem') p on true
         join lateral (select count(*)::int as devices, count(*) filter (where status in ('online', 'degraded'))::int as answering from devices where installation_id = i.id) d on true
        where ${scope ?? 'true'}
        order by (p.open_problems > 0 or (d.devices > 0 and d.answering = 0)) desc, p.open_problems desc, i.name, i.id limit ${TRIAGE_ROWS}`,
      params.values,
    );
    return {
      total: rows[0]?.total ?? 0,
      top: rows.map((r): TriageOwnInstallation => ({ id: r.id, name: r.name, status: r.status, openProblems: r.open_problems, devices: r.devices, answering: r.answering })),
    };
  }
}
