/**
 * Who a notify step reaches and how: the person on duty in a rotation at the step's moment (covers
 * and swaps applied, in the rotation's zone), named people, or every console user of a role; and
 * each person's own notification rules (without any: an e-mail to their account's address).
 */
import type { Queryable } from '../../db/database.js';
import { onDutyAt, type Override, type Rotation } from '../calendars/on-duty.js';

export interface StepRow {
  id: string;
  position: number | null;
  action: string;
  rotation_id: string | null;
  people: string[] | null;
  role: string | null;
  wait_minutes: number | null;
  repeat_from: number | null;
  repeat_times: number | null;
  window_from: string | null;
  window_until: string | null;
  window_zone: string | null;
}

export interface Person {
  id: string;
  name: string;
  email: string | null;
}

export interface Channel {
  channel: 'sms' | 'email' | 'console';
  address: string | null;
  delayMinutes: number;
}

/** The rotation's zone, for a step's window read on the rotation's clock. */
export async function rotationZone(tx: Queryable, rotationId: string | null): Promise<string | null> {
  if (!rotationId) return null;
  const { rows } = await tx.query<{ time_zone: string }>('select time_zone from on_duty_rotations where id = $1', [rotationId]);
  return rows[0]?.time_zone ?? null;
}

/** Who the rotation gives the instant to, by console user id. */
async function onDuty(tx: Queryable, rotationId: string, at: Date): Promise<string[]> {
  const { rows } = await tx.query<Record<string, unknown>>(
    `select id, name, members, first_shift_at, shift_hours, frequency, interval, weekdays, until::text as until, time_zone, country from on_duty_rotations where id = $1`,
    [rotationId],
  );
  const r = rows[0];
  if (!r) return [];
  const rotation: Rotation = {
    id: String(r.id),
    name: String(r.name),
    // Ids in place of names: the person on duty comes back as the console user's id.
    members: (r.members as string[]) ?? [],
    firstShiftAt: new Date(r.first_shift_at as string).toISOString(),
    shiftHours: Number(r.shift_hours),
    frequency: r.frequency === 'weekly' ? 'weekly' : 'daily',
    interval: Number(r.interval) || 1,
    weekdays: (r.weekdays as string[]) ?? [],
    until: (r.until as string | null) ?? null,
    timeZone: String(r.time_zone),
    country: (r.country as string | null) ?? null,
  };
  const { rows: overrides } = await tx.query<Record<string, unknown>>(
    `select id, version, rotation_id, kind, person, replaces, starts_at, ends_at, return_starts_at, return_ends_at from on_duty_overrides
     where rotation_id = $1 and ((starts_at <= $2 and ends_at > $2) or (return_starts_at <= $2 and return_ends_at > $2)) order by created_at`,
    [rotationId, at.toISOString()],
  );
  const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
  const covers: Override[] = overrides.map((o) => ({
    id: String(o.id),
    version: Number(o.version),
    rotationId: String(o.rotation_id),
    kind: o.kind === 'swap' ? 'swap' : 'override',
    person: String(o.person),
    replaces: (o.replaces as string | null) ?? null,
    startsAt: iso(o.starts_at)!,
    endsAt: iso(o.ends_at)!,
    returnStartsAt: iso(o.return_starts_at),
    returnEndsAt: iso(o.return_ends_at),
  }));
  return onDutyAt([rotation], covers, at).map((d) => d.person);
}

/** The people a notify step reaches at an instant: provider staff only, each once. */
export async function peopleOf(tx: Queryable, step: StepRow, at: Date): Promise<Person[]> {
  let ids: string[] = [];
  if (step.action === 'notifyOnDuty' && step.rotation_id) ids = await onDuty(tx, step.rotation_id, at);
  else if (step.action === 'notifyPeople') ids = step.people ?? [];
  const byRole = step.action === 'notifyRole' && step.role;
  const { rows } = await tx.query<Person>(
    byRole
      ? 'select id, name, email from staff_users where $1 = any(roles) and customer_id is null order by name, id'
      : 'select id, name, email from staff_users where id = any($1::text[]) and customer_id is null',
    [byRole ? step.role : ids],
  );
  // Named people and the person on duty in the order the step gives them.
  return byRole ? rows : ids.map((id) => rows.find((r) => r.id === id)).filter((p): p is Person => !!p);
}

/** A person's channels in their order; without rules of their own, their account's e-mail. */
export async function channelsOf(tx: Queryable, person: Person): Promise<Channel[]> {
  const { rows } = await tx.query<{ channel: Channel['channel']; phone: string | null; email: string | null; delay_minutes: number }>(
    'select channel, phone, email, delay_minutes from notification_rules where staff_user_id = $1 order by position nulls last, created_at',
    [person.id],
  );
  if (rows.length === 0) return [{ channel: 'email', address: person.email, delayMinutes: 0 }];
  return rows.map((r) => ({
    channel: r.channel,
    address: r.channel === 'sms' ? r.phone : r.channel === 'email' ? (r.email ?? person.email) : null,
    delayMinutes: Number(r.delay_minutes) || 0,
  }));
}
