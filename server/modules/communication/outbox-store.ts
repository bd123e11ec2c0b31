import type { Database, Queryable } from '../../db/database.js';

export type OutboxChannel = 'email' | 'sms' | 'freshdesk';

export interface NewOutboxMessage {
  key: string;
  channel: OutboxChannel;
  recipient: string;
  contactId?: string | null;
  installationId?: string | null;
  notificationId?: string | null;
  templateId?: string | null;
  language?: string | null;
  subject?: string | null;
  text?: string | null;
  /** What a Freshdesk write does (JSON): the operation and the record it mirrors. */
  payload?: string | null;
  /** Composed already incomplete (a missing number, a placeholder without value): never sent. */
  status?: 'queued' | 'incomplete';
  reason?: string | null;
  detail?: string | null;
  /** Not sent before then (an escalation's channel that a person wants a few minutes after the first). */
  notBefore?: Date | null;
  actor: string;
}

export interface OutboxRow {
  id: string;
  key: string;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  text: string | null;
  payload: string | null;
  notification_id: string | null;
  attempts: number;
  created_at: Date;
  /** The claim before this one expired without an outcome: the earlier attempt may have gone out. */
  in_doubt: boolean;
}

/** Tries before a message that the provider keeps refusing for a while is given up. */
export const MAX_ATTEMPTS = 8;
const COLUMNS = 'id, key, channel, recipient, subject, text, payload, notification_id, attempts, created_at';

/**
 * The outbox table's state changes, each one statement: a message is stored under its unique key
 * (a second store of the same key is no message), claimed by one worker at a time for a
 * while, and leaves `sending` only with its outcome.
 */
export class OutboxStore {
  constructor(
    private readonly db: Database,
    /** How long a claimed message is this worker's; past it, another worker takes the message over. */
    private readonly claimMs = 90_000,
  ) {}

  /** Stores the messages in the caller's transaction; answers the ids of those new (not already stored under their key). */
  async enqueue(tx: Queryable, messages: NewOutboxMessage[]): Promise<string[]> {
    const ids: string[] = [];
    for (const m of messages) {
      const { rows } = await tx.query<{ id: string }>(
        `insert into outbox_messages (key, channel, recipient, contact_id, installation_id, notification_id, template_id, language, subject, text, payload, status, reason, detail, attempts, next_attempt_at, created_by, updated_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 0, $16, $15, $15)
         on conflict (key) do nothing returning id`,
        [
          m.key,
          m.channel,
          m.recipient,
          m.contactId ?? null,
          m.installationId ?? null,
          m.notificationId ?? null,
          m.templateId ?? null,
          m.language ?? null,
          m.subject ?? null,
          m.text ?? null,
          m.payload ?? null,
          m.status ?? 'queued',
          m.reason ?? null,
          m.detail ?? null,
          m.actor,
          m.notBefore?.toISOString() ?? null,
        ],
      );
      if (rows[0] && (m.status ?? 'queued') === 'queued') ids.push(rows[0].id);
    }
    return ids;
  }

  /**
   * Takes the message for this worker if it is due: queued and its back-off passed, or claimed by
   * a worker whose claim expired. Messages of a paused notification wait.
   */
  async claim(id: string): Promise<OutboxRow | undefined> {
    const { rows } = await this.db.query<OutboxRow>(
      `update outbox_messages m set status = 'sending', attempts = m.attempts + 1, claimed_until = now() + ($2 || ' milliseconds')::interval,
         version = m.version + 1, updated_at = now()
       from (select id, status = 'sending' as in_doubt from outbox_messages where id = $1 for update) prev
       where m.id = prev.id
         and ((m.status = 'queued' and coalesce(m.next_attempt_at, now()) <= now()) or (m.status = 'sending' and m.claimed_until < now()))
         and not exists (select 1 from notifications n where n.id = m.notification_id and n.state in ('paused', 'cancelled'))
       returning ${COLUMNS.split(', ')
         .map((c) => `m.${c}`)
         .join(', ')}, prev.in_doubt`,
      [id, String(this.claimMs)],
    );
    return rows[0];
  }

  async sent(id: string, providerId: string) {
    await this.db.query(
      `update outbox_messages set status = 'sent', provider_id = $2, sent_at = now(), claimed_until = null, reason = null, detail = null, version = version + 1, updated_at = now()
       where id = $1 and status = 'sending'`,
      [id, providerId],
    );
  }

  /** Back to the queue, due after the delay (exponential back-off, or what the provider asked for). */
  async retryLater(id: string, delayMs: number, detail: string) {
    await this.db.query(
      `update outbox_messages set status = 'queued', next_attempt_at = now() + ($2 || ' milliseconds')::interval, claimed_until = null, detail = $3, version = version + 1, updated_at = now()
       where id = $1 and status = 'sending'`,
      [id, String(Math.round(delayMs)), detail.slice(0, 1000)],
    );
  }

  async failed(id: string, reason: string, detail: string) {
    await this.db.query(
      `update outbox_messages set status = 'failed', reason = $2, detail = $3, claimed_until = null, version = version + 1, updated_at = now() where id = $1 and status = 'sending'`,
      [id, reason, detail.slice(0, 1000)],
    );
  }

  /** A provider's delivery report; answers the message's notification, if any. */
  async delivery(providerId: string, status: 'sent' | 'delivered' | 'bounced', detail?: string) {
    const { rows } = await this.db.query<{ id: string; notification_id: string | null }>(
      `update outbox_messages set status = $2, reason = case when $2 = 'bounced' then 'undeliverable' else reason end, detail = coalesce($3, detail), version = version + 1, updated_at = now()
       where provider_id = $1 and status in ('sent', 'delivered', 'bounced') and status <> $2 and not (status = 'delivered' and $2 = 'sent')
       returning id, notification_id`,
      [providerId, status, detail ?? null],
    );
    return rows[0];
  }

  /** Messages due now that no job may be carrying (a crash between commit and queueing, an expired claim). */
  async due(limit = 500): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>(
      `select id from outbox_messages
       where (status = 'queued' and coalesce(next_attempt_at, now()) <= now()) or (status = 'sending' and claimed_until < now())
       order by created_at limit $1`,
      [limit],
    );
    return rows.map((r) => r.id);
  }
}
