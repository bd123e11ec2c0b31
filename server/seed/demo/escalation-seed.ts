import type { Queryable } from '../../db/database.js';
import { DEMO_USERS } from '../../idp/demo-users.js';
import type { SeedSet } from '../seed-set.js';
import { seedWriter } from './seed-writer.js';

/**
 * On-call escalation in the demo: disasters go to whoever the second-level rotation has on duty
 * (their SMS and e-mail reach the demo sinks), then to all of second level, then to the admin at
 * night, twice round; the rotation's members have their own notification rules.
 */
export const demoEscalationSeed: SeedSet = {
  name: 'demo-escalations',
  demo: true,
  async run(tx: Queryable) {
    const create = seedWriter(tx);
    const { rows } = await tx.query<{ id: string; members: string[] }>(`select id, members from on_duty_rotations where name = 'Second-level support'`);
    const rotation = rows[0];
    if (!rotation) return;
    const chain = await create('escalation-chains', {
      name: 'Disasters around the clock',
      description: 'Who is on duty first; second level after 15 minutes; the admin at night; twice round.',
    });
    const steps = [
      { action: 'notifyOnDuty', rotationId: rotation.id },
      { action: 'wait', waitMinutes: 15 },
      { action: 'notifyRole', role: 'secondlevel' },
      { action: 'wait', waitMinutes: 15 },
      { action: 'notifyPeople', people: ['demo-admin'], windowFrom: '22:00', windowUntil: '07:00', windowZone: 'rotation' },
      { action: 'wait', waitMinutes: 30 },
      { action: 'repeat', repeatFrom: 1, repeatTimes: 1 },
    ];
    for (const [n, step] of steps.entries()) await create('escalation-steps', { chainId: chain.id, position: n + 1, repeatTimes: 1, windowZone: 'resort', ...step });
    const route = await create('escalation-routes', { name: 'Disasters', position: 1, chainId: chain.id, isDefault: false, severities: ['5'] });
    await pastEscalation(tx, chain.id, route.id);
    for (const [n, member] of rotation.members.entries()) {
      const user = DEMO_USERS.find((u) => u.id === member);
      if (!user) continue;
      const as = { subject: user.id, email: user.email, name: user.name, roles: user.roles, scope: 'staff' as const, customerIds: [] };
      await create('notification-rules', { position: 1, channel: 'sms', phone: `+43 699 100000${n + 1}`, delayMinutes: 0 }, as);
      await create('notification-rules', { position: 2, channel: 'email', delayMinutes: 2 }, as);
    }
  },
};

const SEEDED = 'system:demo-seed';

/**
 * One escalation of the morning that already ran its course, so the problem page's timeline and the
 * on-call report have something to show: the latest resolved disaster (or high problem) paged the
 * person on duty by SMS, then second level by e-mail, and was acknowledged through the link.
 */
async function pastEscalation(tx: Queryable, chainId: string, routeId: string) {
  const { rows } = await tx.query<{ id: string; name: string; started_at: Date; resolved_at: Date; installation_id: string | null }>(
    `select id, name, started_at, resolved_at, installation_id from problems where state = 'resolved' and severity in ('5', '4') and resolved_at > started_at + interval '20 minutes'
     order by severity desc, started_at desc limit 1`,
  );
  const problem = rows[0];
  if (!problem) return;
  const opened = new Date(problem.started_at);
  const minutes = (n: number) => new Date(opened.getTime() + n * 60_000);
  const acknowledgedAt = minutes(19);
  await tx.query(`update problems set acknowledged = true, acknowledged_by = 'Sven Second', acknowledged_at = $2, acknowledge_message = 'On my way' where id = $1`, [
    problem.id,
    acknowledgedAt,
  ]);
  await tx.query(
    `insert into problem_events (problem_id, at, kind, message, author, sync, created_by, updated_by) values ($1, $2, 'acknowledged', 'On my way', 'Sven Second', 'local', $3, $3)`,
    [problem.id, acknowledgedAt, SEEDED],
  );
  const { rows: made } = await tx.query<{ id: string }>(
    `insert into escalations (problem_id, chain_id, route_id, opened_at, state, step, round, repeats, next_at, flaps, ended_at, acknowledged_by, acknowledged_via, created_by, updated_by)
     values ($1, $2, $3, $4, 'acknowledged', 3, 0, '{}', $5, 0, $6, 'Sven Second', 'link', $7, $7) returning id`,
    [problem.id, chainId, routeId, opened, minutes(30), acknowledgedAt, SEEDED],
  );
  const escalationId = made[0]!.id;
  const message = async (n: number, channel: 'sms' | 'email', recipient: string, at: Date) => {
    const { rows: sent } = await tx.query<{ id: string }>(
      `insert into outbox_messages (key, channel, recipient, installation_id, subject, text, status, attempts, sent_at, created_by, updated_by, created_at)
       values ($1, $2, $3, $4, $5, $6, 'delivered', 1, $7, $8, $8, $7) returning id`,
      [`esc:${escalationId}:r0:s${n}:${channel}`, channel, recipient, problem.installation_id, channel === 'email' ? problem.name : null, problem.name, at, SEEDED],
    );
    return sent[0]!.id;
  };
  const events: Array<[number, string, number | null, string | null, string | null, string | null, string | null]> = [
    [0, 'started', null, null, null, null, 'Disasters'],
    [0, 'notified', 1, 'demo-firstlevel', 'sms', await message(1, 'sms', '+436991000002', opened), null],
    [0, 'waiting', 2, null, null, null, 'minutes:15'],
    [15, 'notified', 3, 'demo-secondlevel', 'email', await message(3, 'email', 'secondlevel@gondola.example', minutes(15)), null],
    [15, 'waiting', 4, null, null, null, 'minutes:15'],
  ];
  for (const [at, kind, step, person, channel, messageId, detail] of events) {
    await tx.query(
      `insert into escalation_events (escalation_id, problem_id, at, kind, step, person, channel, message_id, detail, created_by, updated_by) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
      [escalationId, problem.id, minutes(at), kind, step, person, channel, messageId, detail, SEEDED],
    );
  }
  await tx.query(
    `insert into escalation_events (escalation_id, problem_id, at, kind, via, detail, created_by, updated_by) values ($1, $2, $3, 'acknowledged', 'link', 'Sven Second', $4, $4)`,
    [escalationId, problem.id, acknowledgedAt, SEEDED],
  );
}
