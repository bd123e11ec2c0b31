import type { Principal } from '../../../core/access.js';
import {
  FLAPPING_REOPENS,
  FLAPPING_WINDOW_HOURS,
  TRIAGE_ROWS,
  UPCOMING_MAINTENANCE_DAYS,
  type Triage,
  type TriageDevice,
  type TriageInstallation,
  type TriageMaintenance,
  type TriageProblem,
  type TriageTicket,
} from '../../../core/triage.js';
import { scopeCondition, type ScopeContext } from '../../crud/scope.js';
import { SqlParams } from '../../crud/sql-params.js';
import type { NoteStore } from '../notes/note-store.js';
import { problemCounts } from '../problems/problem-store.js';
import { markdownAsText } from '../notes/markdown-text.js';

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const and = (scope: string | undefined) => (scope ? ` and ${scope}` : '');

/** A condition on `t.id` (a problem) that holds while it comes and goes. */
const FLAPPING = `(select count(*) from problem_events e where e.problem_id = t.id and e.kind = 'reopened' and e.at > now() - interval '${FLAPPING_WINDOW_HOURS} hours') >= ${FLAPPING_REOPENS}`;

/** The triage home's figures, each within what the caller may see (customer staff: their customers). */
export class TriageStore {
  constructor(
    private readonly ctx: ScopeContext,
    private readonly notes: NoteStore,
  ) {}

  private async scope(resource: string, principal: Principal, params: SqlParams, alias: string) {
    return scopeCondition(this.ctx.models.get(resource)!, principal, params, alias, this.ctx);
  }

  async triage(principal: Principal): Promise<Omit<Triage, 'onDuty' | 'focus' | 'review' | 'absencesToDecide' | 'plans' | 'installations'>> {
    const [problems, offlineDevices, offlineInstallations, openTickets, maintenance, unreadTotal, unreadTop] = await Promise.all([
      this.problems(principal),
      this.offlineDevices(principal),
      this.offlineInstallations(principal),
      this.openTickets(principal),
      this.maintenance(principal),
      this.notes.unreadCount(principal),
      this.notes.inbox(principal, true, TRIAGE_ROWS),
    ]);
    return {
      problems,
      offlineDevices,
      offlineInstallations,
      openTickets,
      maintenance,
      unreadNotes: {
        total: unreadTotal,
        top: unreadTop.map((n) => ({
          id: String(n.id),
          text: markdownAsText(String(n.text)),
          authorName: (n.author_name as string | null) ?? null,
          createdAt: iso(n.created_at as string)!,
        })),
      },
    };
  }

  /** Open problems outside maintenance: counts, and the ones to look at first (unacknowledged, worst, oldest; silenced ones set aside). */
  private async problems(principal: Principal): Promise<Triage['problems']> {
    const params = new SqlParams();
    const scope = await this.scope('problems', principal, params, 't');
    const counts = await problemCounts(this.ctx.db, { sql: scope, values: params.values });
    const open = `t.state = 'problem' and not t.in_maintenance${and(scope)}`;
    const [{ rows: top }, { rows: summary }] = await Promise.all([
      this.ctx.db.query<{
        id: string;
        name: string;
        severity: string;
        installation_id: string | null;
        installation_name: string | null;
        device_id: string | null;
        started_at: Date | string;
        acknowledged: boolean;
        flapping: boolean;
      }>(
        `select t.id, t.name, t.severity, t.installation_id, i.name as installation_name, t.device_id, t.started_at, t.acknowledged, ${FLAPPING} as flapping
           from problems t left join installations i on i.id = t.installation_id
          where ${open} and (t.suppressed_until is null or t.suppressed_until <= now())
          order by t.acknowledged, t.severity desc, t.started_at, t.id limit ${TRIAGE_ROWS}`,
        params.values,
      ),
      this.ctx.db.query<{ flapping: number; oldest: Date | string | null }>(
        `select count(*) filter (where ${FLAPPING})::int as flapping, min(t.started_at) filter (where not t.acknowledged) as oldest from problems t where ${open}`,
        params.values,
      ),
    ]);
    return {
      ...counts,
      flapping: summary[0]?.flapping ?? 0,
      oldestUnacknowledgedAt: iso(summary[0]?.oldest ?? null),
      top: top.map(
        (r): TriageProblem => ({
          id: r.id,
          name: r.name,
          severity: Number(r.severity),
          installationId: r.installation_id,
          installationName: r.installation_name,
          deviceId: r.device_id,
          startedAt: iso(r.started_at)!,
          acknowledged: r.acknowledged,
          flapping: r.flapping,
        }),
      ),
    };
  }

  /** Offline devices of installations, silent longest first. */
  private async offlineDevices(principal: Principal): Promise<Triage['offlineDevices']> {
    const params = new SqlParams();
    const scope = await this.scope('devices', principal, params, 'd');
    const where = `d.status = 'offline' and d.installation_id is not null${and(scope)}`;
    const [{ rows: count }, { rows }] = await Promise.all([
      this.ctx.db.query<{ total: number }>(`select count(*)::int as total from devices d where ${where}`, params.values),
      this.ctx.db.query<{ id: string; name: string; type: string; installation_id: string; installation_name: string | null; last_seen_at: Date | string | null }>(
        `select d.id, d.name, d.type, d.installation_id, i.name as installation_name, d.last_seen_at
           from devices d left join installations i on i.id = d.installation_id
          where ${where} order by d.last_seen_at asc nulls first, d.id limit ${TRIAGE_ROWS}`,
        params.values,
      ),
    ]);
    return {
      total: count[0]?.total ?? 0,
      top: rows.map(
        (r): TriageDevice => ({
          id: r.id,
          name: r.name,
          type: r.type,
          installationId: r.installation_id,
          installationName: r.installation_name,
          lastSeenAt: iso(r.last_seen_at),
        }),
      ),
    };
  }

  /** Active installations with devices of which none answers, with their last contact. */
  private async offlineInstallations(principal: Principal): Promise<Triage['offlineInstallations']> {
    const params = new SqlParams();
    const scope = await this.scope('installations', principal, params, 'i');
    const { rows } = await this.ctx.db.query<{ id: string; name: string; devices: number; last_seen_at: Date | string | null; total: number }>(
      `select i.id, i.name, d.devices, d.last_seen_at, count(*) over ()::int as total
         from installations i
         join lateral (select count(*)::int as devices, count(*) filter (where status in ('online', 'degraded')) as answering, max(last_seen_at) as last_seen_at
                         from devices where installation_id = i.id) d on d.devices > 0 and d.answering = 0
        where i.status = 'active'${and(scope)}
        order by d.last_seen_at asc nulls first, i.id limit ${TRIAGE_ROWS}`,
      params.values,
    );
    return {
      total: rows[0]?.total ?? 0,
      top: rows.map((r): TriageInstallation => ({ id: r.id, name: r.name, devices: r.devices, lastSeenAt: iso(r.last_seen_at) })),
    };
  }

  /** Open and pending tickets, highest impact and oldest first. */
  private async openTickets(principal: Principal): Promise<Triage['openTickets']> {
    const params = new SqlParams();
    const scope = await this.scope('tickets', principal, params, 't');
    const { rows } = await this.ctx.db.query<{
      id: string;
      subject: string;
      status: string;
      impact: string | null;
      installation_id: string;
      installation_name: string | null;
      created_at: Date | string;
      total: number;
    }>(
      `select t.id, t.subject, t.status, t.impact, t.installation_id, i.name as installation_name, t.created_at, count(*) over ()::int as total
         from tickets t left join installations i on i.id = t.installation_id
        where t.status in ('open', 'pending')${and(scope)}
        order by array_position(array['critical', 'high', 'medium', 'low']::text[], t.impact) nulls last, t.created_at, t.id limit ${TRIAGE_ROWS}`,
      params.values,
    );
    return {
      total: rows[0]?.total ?? 0,
      top: rows.map(
        (r): TriageTicket => ({
          id: r.id,
          subject: r.subject,
          status: r.status,
          impact: r.impact,
          installationId: r.installation_id,
          installationName: r.installation_name,
          createdAt: iso(r.created_at)!,
        }),
      ),
    };
  }

  /** Installations in maintenance now (switched or inside a window), and the windows planned ahead. */
  private async maintenance(principal: Principal): Promise<Triage['maintenance']> {
    const params = new SqlParams();
    const scope = await this.scope('installations', principal, params, 'i');
    type Row = {
      installation_id: string;
      installation_name: string | null;
      window_id: string | null;
      starts_at: Date | string | null;
      ends_at: Date | string | null;
      reason: string | null;
    };
    const { rows } = await this.ctx.db.query<Row & { upcoming: boolean }>(
      `select i.id as installation_id, i.name as installation_name, w.id as window_id, w.starts_at, w.ends_at, w.reason, false as upcoming
         from installations i left join lateral (select * from maintenance_windows w where w.installation_id = i.id and w.starts_at <= now() and w.ends_at > now()
                                                   order by w.ends_at desc limit 1) w on true
        where (i.status = 'maintenance' or w.id is not null)${and(scope)}
       union all
       select i.id, i.name, w.id, w.starts_at, w.ends_at, w.reason, true
         from maintenance_windows w join installations i on i.id = w.installation_id
        where w.starts_at > now() and w.starts_at < now() + interval '${UPCOMING_MAINTENANCE_DAYS} days'${and(scope)}
        order by upcoming, starts_at nulls first, installation_name
        limit ${TRIAGE_ROWS * 4}`,
      params.values,
    );
    const entry = (r: Row): TriageMaintenance => ({
      installationId: r.installation_id,
      installationName: r.installation_name,
      ...(r.window_id && { windowId: r.window_id, startsAt: iso(r.starts_at)!, endsAt: iso(r.ends_at)!, reason: r.reason ?? '' }),
    });
    return { now: rows.filter((r) => !r.upcoming).map(entry), upcoming: rows.filter((r) => r.upcoming).map(entry) };
  }
}
