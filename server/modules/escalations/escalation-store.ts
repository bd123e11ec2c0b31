/** The escalation routes' reads: a notification by its reply code, and the problem a link names. */
import type { Queryable } from '../../db/database.js';

export interface NotificationByCode {
  problem_id: string;
  person: string | null;
  person_name: string | null;
  channel: string | null;
  at: Date;
}

export async function notificationByCode(db: Queryable, code: string): Promise<NotificationByCode | undefined> {
  const { rows } = await db.query<NotificationByCode>(
    'select ev.problem_id, ev.person, su.name as person_name, ev.channel, ev.at from escalation_events ev left join staff_users su on su.id = ev.person where ev.code = $1',
    [code],
  );
  return rows[0];
}

export interface LinkedProblem {
  id: string;
  name: string;
  severity: string;
  state: string;
  acknowledged: boolean;
  acknowledged_by: string | null;
  installation_id: string | null;
}

export async function linkedProblem(db: Queryable, id: string): Promise<LinkedProblem | undefined> {
  const { rows } = await db.query<LinkedProblem>('select id, name, severity, state, acknowledged, acknowledged_by, installation_id from problems where id = $1', [id]);
  return rows[0];
}

/** An SMS notification by its code: the number it went to and the console user it reached. */
export interface SmsNotification {
  problem_id: string;
  recipient: string;
  id: string;
  name: string;
  email: string | null;
  roles: string[];
}

export async function smsNotification(db: Queryable, code: string): Promise<SmsNotification | undefined> {
  const { rows } = await db.query<SmsNotification>(
    `select ev.problem_id, m.recipient, su.id, su.name, su.email, su.roles from escalation_events ev
     join outbox_messages m on m.id = ev.message_id join staff_users su on su.id = ev.person where ev.code = $1 and ev.channel = 'sms'`,
    [code],
  );
  return rows[0];
}
