import type { Queryable } from '../../db/database.js';

/** A notification's report rows: each recipient and channel with its outcome, by contact name. */
export async function listReport(db: Queryable, notificationId: string) {
  const { rows } = await db.query<Record<string, unknown>>(
    `select coalesce(c.name, m.recipient) as contact, m.channel, m.recipient, m.language, m.status, m.reason, m.detail, m.attempts, m.sent_at
     from outbox_messages m left join contacts c on c.id = m.contact_id
     where m.notification_id = $1 order by contact, m.channel`,
    [notificationId],
  );
  return rows.map((r) => ({ ...r, sent_at: r.sent_at instanceof Date ? r.sent_at.toISOString() : r.sent_at }));
}

export async function sinkMessages(db: Queryable, channel: 'email' | 'sms' | undefined, limit: number) {
  const { rows } = await db.query<{ channel: string; key: string; recipient: string; subject: string | null; body: string; copies: number; received_at: Date }>(
    `select channel, key, recipient, subject, body, copies, received_at from sink_messages where ($1::text is null or channel = $1) order by id desc limit $2`,
    [channel ?? null, limit],
  );
  return rows.map((r) => ({
    channel: r.channel,
    key: r.key,
    recipient: r.recipient,
    subject: r.subject,
    body: r.body,
    copies: r.copies,
    receivedAt: new Date(r.received_at).toISOString(),
  }));
}
