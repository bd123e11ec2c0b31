import { mayChangeOwned, type Principal } from '../../../core/access.js';
import notifications from '../../../resources/notifications.js';
import { asChannels, composeForContact, type NotificationTexts, type RecipientContact, type RecipientCriteria } from '../../../core/notifications.js';
import type { SmsPlaceholder } from '../../../core/sms.js';
import { writeAudit } from '../../crud/audit.js';
import type { Database, Queryable } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import type { OutboxStore } from './outbox-store.js';

const MAX_RECIPIENTS = 5000;

interface NotificationRow extends NotificationTexts {
  id: string;
  title: string;
  state: string;
  version: number;
  author_id: string | null;
  installation_id: string | null;
  contact_ids: string[];
  channels: string[];
  /** What {date} and {time} say; null: the moment of sending. */
  moment: Date | string | null;
}

const nullIfEmpty = <T>(list: T[] | undefined) => (list?.length ? list : null);

/** The contacts the criteria match, by name; each with where the notification's placeholders come from. */
export async function findRecipients(db: Queryable, criteria: RecipientCriteria): Promise<RecipientContact[]> {
  const { rows } = await db.query<RecipientContact>(
    `select c.id, c.name, c.email, c.phone, c.language, c.notification_media as media, c.role, c.customer_id as "customerId", cu.name as "customerName"
     from contacts c join customers cu on cu.id = c.customer_id
     where ($1::text[] is null or c.customer_id = any($1))
       and ($2::text[] is null or c.role = any($2))
       and ($3::text[] is null or c.notification_media && $3)
       and ($4::text[] is null or cu.country = any($4))
       and (($5::text[] is null and $6::text[] is null and $7::text is null) or exists (
         select 1 from installations i where i.customer_id = c.customer_id
           and ($5::text[] is null or i.resort_id = any($5)) and ($6::text[] is null or i.type = any($6)) and ($7::text is null or i.id = $7)))
       and ($8::text[] is null or c.id = any($8))
     order by c.name, c.id limit ${MAX_RECIPIENTS}`,
    [
      nullIfEmpty(criteria.customerIds),
      nullIfEmpty(criteria.contactRoles),
      nullIfEmpty(criteria.media),
      nullIfEmpty(criteria.countries),
      nullIfEmpty(criteria.resortIds),
      nullIfEmpty(criteria.installationTypes),
      criteria.installationId ?? null,
      criteria.contactIds ?? null,
    ],
  );
  return rows;
}

/** An installation's contact group: the contacts linked to it, else its customer's. */
export async function installationGroup(db: Queryable, installationId: string): Promise<RecipientContact[]> {
  const { rows } = await db.query<{ contact_id: string }>('select contact_id from installation_contacts where installation_id = $1', [installationId]);
  return findRecipients(db, rows.length ? { contactIds: rows.map((r) => r.contact_id) } : { installationId });
}

interface PlaceholderSource {
  installation: string;
  resort: string | null;
  timezone: string | null;
}

/** Where a contact's {installation} and {resort} come from: the notification's installation, else the first of the contact's customer. */
async function placeholderSources(db: Queryable, installationId: string | null, customerIds: string[]) {
  const { rows } = await db.query<PlaceholderSource & { customer_id: string }>(
    `select distinct on (i.customer_id) i.customer_id, i.name as installation, r.name as resort, r.timezone_id as timezone
     from installations i left join resorts r on r.id = i.resort_id
     where ($1::text is not null and i.id = $1) or ($1::text is null and i.customer_id = any($2))
     order by i.customer_id, i.name`,
    [installationId, customerIds],
  );
  const byCustomer = new Map(rows.map((r) => [r.customer_id, r]));
  return (customerId: string): PlaceholderSource | undefined => (installationId ? rows[0] : byCustomer.get(customerId));
}

/** {date} and {time}: the notification's own moment (else now), in the place's zone. */
function clock(timeZone: string | null, moment: Date | string | null) {
  const now = moment ? new Date(moment) : new Date();
  const zone = timeZone ?? 'Europe/Vienna';
  return {
    date: new Intl.DateTimeFormat('de-AT', { timeZone: zone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(now),
    time: new Intl.DateTimeFormat('de-AT', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now),
  };
}

export type NotificationAction = 'pause' | 'resume' | 'cancel' | 'retry';

/**
 * Sending a notification and steering it: send turns the draft into outbox messages (one per
 * contact and channel, keyed so the same draft sent twice is sent once) in one transaction with
 * its state change and audit row; pause, resume, cancel and retrying the failed change what the
 * outbox worker may still send.
 */
export class NotificationService {
  constructor(
    private readonly db: Database,
    private readonly outbox: OutboxStore,
    private readonly options: { smsOff: boolean } = { smsOff: false },
  ) {}

  private async row(db: Queryable, id: string, forUpdate = false) {
    const { rows } = await db.query<NotificationRow>(
      `select id, title, state, version, author_id, installation_id, contact_ids, channels, moment, subject_en as "subjectEn", subject_de as "subjectDe",
              email_en as "emailEn", email_de as "emailDe", sms_en as "smsEn", sms_de as "smsDe"
       from notifications where id = $1${forUpdate ? ' for update' : ''}`,
      [id],
    );
    const row = rows[0];
    if (!row) throw new HttpError(404, 'not_found', `There is no notification ${id}`);
    return row;
  }

  private async lock(tx: Queryable, id: string, principal: Principal, version: number) {
    const row = await this.row(tx, id, true);
    if (!mayChangeOwned(notifications.owner, { authorId: row.author_id }, principal))
      throw new HttpError(403, 'forbidden', `Only its author (or ${notifications.owner!.override}) sends and steers a notification`);
    if (row.version !== version) throw new HttpError(409, 'conflict', `The notification changed meanwhile (version ${row.version}, not ${version}); reload it and try again`);
    return row;
  }

  private async setState(tx: Queryable, principal: Principal, row: NotificationRow, state: string, sent = false) {
    const { rows } = await tx.query<{ version: number }>(
      `update notifications set state = $2, version = version + 1, updated_at = now(), updated_by = $3${sent ? ', sent_at = now()' : ''} where id = $1 returning version`,
      [row.id, state, principal.subject],
    );
    await writeAudit(tx, principal, 'update', 'notifications', row.id, { state: { before: row.state, after: state } });
    return rows[0]!.version;
  }

  /** Each contact's message on each channel they take, as sending would store it. */
  private async compose(tx: Queryable, row: NotificationRow, contacts: RecipientContact[], actor: string) {
    const id = row.id;
    const channels = asChannels(row.channels);
    const sourceOf = await placeholderSources(tx, row.installation_id, [...new Set(contacts.map((c) => c.customerId))]);
    const messages = contacts.flatMap((contact) => {
      const source = sourceOf(contact.customerId);
      const values: Partial<Record<SmsPlaceholder, string>> = {
        contact: contact.name,
        ...(contact.phone && { phone: contact.phone }),
        ...(source && { installation: source.installation, ...(source.resort && { resort: source.resort }) }),
        ...clock(source?.timezone ?? null, row.moment),
      };
      return composeForContact(contact, channels, row, values).map((composed) => {
        const { channel } = composed;
        return {
          key: `notification:${id}:${contact.id}:${channel}`,
          channel,
          recipient: composed.recipient,
          contactId: contact.id,
          installationId: row.installation_id,
          notificationId: id,
          language: composed.language,
          subject: composed.subject,
          text: composed.text,
          status: composed.status,
          reason: composed.status === 'incomplete' ? composed.reason : null,
          detail: composed.status === 'incomplete' ? composed.detail : null,
          actor,
        };
      });
    });
    return messages;
  }

  /** What one recipient would get (the wizard's preview), from the saved draft. */
  async preview(id: string, contactId: string) {
    const row = await this.row(this.db, id);
    const contacts = await findRecipients(this.db, { contactIds: [contactId] });
    if (!contacts.length) throw new HttpError(404, 'not_found', `There is no contact ${contactId}`);
    const messages = await this.compose(this.db, row, contacts, '');
    return messages.map((m) => ({
      channel: m.channel,
      recipient: m.recipient,
      language: m.language,
      subject: m.subject,
      text: m.text,
      status: m.status,
      reason: m.reason,
      detail: m.detail,
    }));
  }

  async send(principal: Principal, id: string, version: number): Promise<{ queued: string[]; incomplete: number; version: number }> {
    return this.db.transaction(async (tx) => {
      const row = await this.lock(tx, id, principal, version);
      if (row.state !== 'draft') throw new HttpError(409, 'conflict', `The notification was sent already (it is ${row.state})`);
      const channels = asChannels(row.channels);
      const problems: string[] = [];
      if (!channels.length) problems.push('channels: choose e-mail, SMS or both');
      if (!row.contact_ids.length) problems.push('contactIds: choose at least one recipient');
      if (channels.includes('email') && !(row.emailEn?.trim() || row.emailDe?.trim())) problems.push('emailEn: write the e-mail in English or German');
      if (channels.includes('email') && !(row.subjectEn?.trim() || row.subjectDe?.trim())) problems.push('subjectEn: give the e-mail a subject');
      if (channels.includes('sms') && !(row.smsEn?.trim() || row.smsDe?.trim())) problems.push('smsEn: write the SMS in English or German');
      if (channels.includes('sms') && this.options.smsOff) problems.push('channels: SMS is off on this console (no SMS provider is configured); send by e-mail');
      if (problems.length) throw new HttpError(400, 'bad_request', `The notification is not ready to send: ${problems.join('; ')}`);
      const messages = await this.compose(tx, row, await findRecipients(tx, { contactIds: row.contact_ids }), principal.subject);
      const queued = await this.outbox.enqueue(tx, messages);
      const next = await this.setState(tx, principal, row, queued.length ? 'sending' : 'done', true);
      return { queued, incomplete: messages.length - queued.length, version: next };
    });
  }

  async steer(principal: Principal, id: string, version: number, action: NotificationAction): Promise<{ wake: string[]; version: number; state: string }> {
    return this.db.transaction(async (tx) => {
      const row = await this.lock(tx, id, principal, version);
      const allowed: Record<NotificationAction, string[]> = { pause: ['sending'], resume: ['paused'], cancel: ['sending', 'paused'], retry: ['sending', 'done', 'paused'] };
      if (!allowed[action].includes(row.state))
        throw new HttpError(409, 'conflict', `A ${row.state} notification cannot ${action === 'retry' ? 'retry its failed messages' : action}`);
      let wake: string[] = [];
      let state = row.state;
      if (action === 'pause') state = 'paused';
      if (action === 'resume') {
        state = 'sending';
        wake = (await tx.query<{ id: string }>(`select id from outbox_messages where notification_id = $1 and status = 'queued'`, [id])).rows.map((r) => r.id);
      }
      if (action === 'cancel') {
        state = 'cancelled';
        await tx.query(`update outbox_messages set status = 'cancelled', version = version + 1, updated_at = now() where notification_id = $1 and status = 'queued'`, [id]);
      }
      if (action === 'retry') {
        wake = (
          await tx.query<{ id: string }>(
            `update outbox_messages set status = 'queued', attempts = 0, next_attempt_at = null, reason = null, detail = null, version = version + 1, updated_at = now()
             where notification_id = $1 and status in ('failed', 'bounced') and channel <> 'freshdesk' returning id`,
            [id],
          )
        ).rows.map((r) => r.id);
        if (!wake.length) throw new HttpError(409, 'conflict', 'No message of this notification failed');
        state = row.state === 'paused' ? 'paused' : 'sending';
      }
      const next = state === row.state ? row.version : await this.setState(tx, principal, row, state);
      if (state === row.state) await writeAudit(tx, principal, 'update', 'notifications', id, { retried: { before: null, after: wake.length } });
      return { wake: state === 'paused' ? [] : wake, version: next, state };
    });
  }

  /** After a message's outcome: a sending notification with nothing left to send is done. */
  async settle(notificationId: string) {
    const { rowCount } = await this.db.query(
      `update notifications set state = 'done', version = version + 1, updated_at = now()
       where id = $1 and state = 'sending' and not exists (select 1 from outbox_messages where notification_id = $1 and status in ('queued', 'sending'))`,
      [notificationId],
    );
    return (rowCount ?? 0) > 0;
  }

  async progress(id: string) {
    const { rows } = await this.db.query<{ status: string; channel: string; count: string }>(
      `select status, channel, count(*) as count from outbox_messages where notification_id = $1 group by status, channel`,
      [id],
    );
    return rows.map((r) => ({ status: r.status, channel: r.channel, count: Number(r.count) }));
  }
}
