/**
 * A problem's escalations as the problem page and the on-duty calendar show them: each with its
 * chain and route, and every event with the person's name and, for a message, its outcome at the
 * provider (queued, sent, delivered, failed, cancelled).
 */
import { z } from 'zod';
import type { Queryable } from '../../db/database.js';

export const timelineEvent = z.object({
  id: z.string(),
  escalationId: z.string(),
  problemId: z.string(),
  at: z.string(),
  kind: z.string(),
  step: z.number().nullable(),
  person: z.string().nullable(),
  personName: z.string().nullable(),
  channel: z.string().nullable(),
  via: z.string().nullable(),
  detail: z.string().nullable(),
  delivery: z.object({ status: z.string(), reason: z.string().nullable(), detail: z.string().nullable(), sentAt: z.string().nullable() }).nullable(),
});

export const escalationAnswer = z.object({
  id: z.string(),
  state: z.string(),
  chainId: z.string().nullable(),
  chainName: z.string().nullable(),
  routeName: z.string().nullable(),
  openedAt: z.string(),
  endedAt: z.string().nullable(),
  nextAt: z.string().nullable(),
  flaps: z.number(),
  acknowledgedBy: z.string().nullable(),
  acknowledgedVia: z.string().nullable(),
  events: z.array(timelineEvent),
});

export type TimelineEvent = z.infer<typeof timelineEvent>;
export type EscalationAnswer = z.infer<typeof escalationAnswer>;

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

const EVENTS_SQL = `select ev.id, ev.escalation_id, ev.problem_id, ev.at, ev.kind, ev.step, ev.person, su.name as person_name, ev.channel, ev.via, ev.detail,
    m.status as message_status, m.reason as message_reason, m.detail as message_detail, m.sent_at
  from escalation_events ev left join staff_users su on su.id = ev.person left join outbox_messages m on m.id = ev.message_id`;

interface EventRow {
  id: string;
  escalation_id: string;
  problem_id: string;
  at: Date;
  kind: string;
  step: number | null;
  person: string | null;
  person_name: string | null;
  channel: string | null;
  via: string | null;
  detail: string | null;
  message_status: string | null;
  message_reason: string | null;
  message_detail: string | null;
  sent_at: Date | null;
}

const eventOf = (r: EventRow): TimelineEvent => ({
  id: r.id,
  escalationId: r.escalation_id,
  problemId: r.problem_id,
  at: iso(r.at)!,
  kind: r.kind,
  step: r.step,
  person: r.person,
  personName: r.person_name ?? r.person,
  channel: r.channel,
  via: r.via,
  detail: r.detail,
  delivery: r.message_status ? { status: r.message_status, reason: r.message_reason, detail: r.message_detail, sentAt: iso(r.sent_at) } : null,
});

/** The problem's escalations, latest first, each with its events in order. */
export async function problemEscalations(db: Queryable, problemId: string): Promise<EscalationAnswer[]> {
  const { rows } = await db.query<{
    id: string;
    state: string;
    chain_id: string | null;
    chain_name: string | null;
    route_name: string | null;
    opened_at: Date;
    ended_at: Date | null;
    next_at: Date | null;
    flaps: number;
    acknowledged_by: string | null;
    acknowledged_via: string | null;
  }>(
    `select e.id, e.state, e.chain_id, c.name as chain_name, r.name as route_name, e.opened_at, e.ended_at, e.next_at, e.flaps, e.acknowledged_by, e.acknowledged_via
     from escalations e left join escalation_chains c on c.id = e.chain_id left join escalation_routes r on r.id = e.route_id
     where e.problem_id = $1 order by e.opened_at desc limit 50`,
    [problemId],
  );
  const { rows: events } = await db.query<EventRow>(`${EVENTS_SQL} where ev.problem_id = $1 order by ev.at limit 2000`, [problemId]);
  return rows.map((e) => ({
    id: e.id,
    state: e.state,
    chainId: e.chain_id,
    chainName: e.chain_name,
    routeName: e.route_name,
    openedAt: iso(e.opened_at)!,
    endedAt: iso(e.ended_at),
    nextAt: iso(e.next_at),
    flaps: Number(e.flaps),
    acknowledgedBy: e.acknowledged_by,
    acknowledgedVia: e.acknowledged_via,
    events: events.filter((ev) => ev.escalation_id === e.id).map(eventOf),
  }));
}

/** What reached one person in a period (their shift on the on-duty calendar), with each problem's name. */
export async function personEvents(db: Queryable, person: string, from: Date, to: Date): Promise<Array<TimelineEvent & { problemName: string }>> {
  const { rows } = await db.query<EventRow & { problem_name: string }>(
    `select * from (${EVENTS_SQL} where ev.person = $1 and ev.at >= $2 and ev.at < $3) x
     cross join lateral (select name as problem_name from problems where id = x.problem_id) p order by x.at limit 500`,
    [person, from.toISOString(), to.toISOString()],
  );
  return rows.map((r) => ({ ...eventOf(r), problemName: r.problem_name }));
}
