import { TICKET_IMPACTS } from '../../../resources/shared/ticket-options.js';
import type { Queryable, Database } from '../../db/database.js';
import { readCursor, saveCursor } from '../../db/import-cursors.js';
import type { LiveEvent } from '../../events/event-bus.js';
import { DeliveryError, type OutgoingMessage, type Sender } from '../../integrations/delivery.js';
import {
  FRESHDESK_PRIORITY,
  FRESHDESK_STATUS,
  type FreshdeskClient,
  FreshdeskError,
  priorityName,
  statusName,
  type FreshdeskConversation,
  type FreshdeskTicket,
} from '../../integrations/freshdesk/client.js';

const CURSOR = 'freshdesk.tickets';
const IMPACTS = TICKET_IMPACTS.map((o) => o.value);
/** Freshdesk's `updated_since` has second precision and its clock is not ours: look back a little. */
const OVERLAP_MS = 60_000;

export type FreshdeskWrite = { op: 'create' | 'update'; ticketId: string } | { op: 'reply' | 'note'; conversationId: string };

interface TicketRow {
  id: string;
  subject: string;
  description: string | null;
  status: keyof typeof FRESHDESK_STATUS;
  priority: keyof typeof FRESHDESK_PRIORITY;
  impact: string;
  topic: string;
  environment: string;
  installation_id: string;
  external_id: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  contact_name: string | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const asHtml = (text: string) => escapeHtml(text).replace(/\n/g, '<br>');

/**
 * Tickets that live in Freshdesk: the console's writes (a new ticket, a changed one, a reply, a
 * private note) reach Freshdesk through the outbox (this is its `freshdesk` channel's sender), and
 * Freshdesk's changes come back by a sync that pages through the tickets updated since the last one
 * (and at once for one ticket when Freshdesk's webhook names it).
 */
export class FreshdeskTickets implements Sender {
  constructor(
    private readonly db: Database,
    readonly client: FreshdeskClient,
    private readonly installationField: string,
    private readonly fallbackRequester: string,
    private readonly publish: (event: LiveEvent) => void,
  ) {}

  private async ticketRow(db: Queryable, id: string) {
    const { rows } = await db.query<TicketRow>(
      `select t.id, t.subject, t.description, t.status, t.priority, t.impact, t.topic, t.environment, t.installation_id, t.external_id,
              c.email as contact_email, c.phone as contact_phone, c.name as contact_name
       from tickets t left join contacts c on c.id = t.contact_id where t.id = $1`,
      [id],
    );
    return rows[0];
  }

  private fields(t: TicketRow) {
    return {
      subject: t.subject,
      description: asHtml(t.description ?? t.subject),
      status: FRESHDESK_STATUS[t.status] ?? 2,
      priority: FRESHDESK_PRIORITY[t.priority] ?? 2,
      custom_fields: { [this.installationField]: t.installation_id, cf_topic: t.topic, cf_impact: t.impact, cf_environment: t.environment },
    };
  }

  /** The outbox's sender for the `freshdesk` channel: carries out one write. */
  async send(message: OutgoingMessage): Promise<{ providerId: string }> {
    const write = JSON.parse(message.payload ?? '{}') as FreshdeskWrite;
    try {
      if (write.op === 'create' || write.op === 'update') {
        const t = await this.ticketRow(this.db, write.ticketId);
        if (!t) return { providerId: 'deleted' };
        if (t.external_id) {
          const updated = await this.client.updateTicket(Number(t.external_id), this.fields(t));
          return { providerId: String(updated.id) };
        }
        const requester = t.contact_email ? { email: t.contact_email } : t.contact_phone ? { phone: t.contact_phone, name: t.contact_name } : { email: this.fallbackRequester };
        const created = await this.client.createTicket({ ...this.fields(t), ...requester, source: 2 });
        await this.db.query('update tickets set external_id = $2 where id = $1', [t.id, String(created.id)]);
        return { providerId: String(created.id) };
      }
      const { conversationId } = write as Extract<FreshdeskWrite, { conversationId: string }>;
      const { rows } = await this.db.query<{ body: string; external_id: string | null; ticket_external_id: string | null }>(
        `select c.body, c.external_id, t.external_id as ticket_external_id from ticket_conversations c join tickets t on t.id = c.ticket_id where c.id = $1`,
        [conversationId],
      );
      const entry = rows[0];
      if (!entry) return { providerId: 'deleted' };
      if (entry.external_id) return { providerId: entry.external_id };
      // The ticket's own create is queued before its replies and may still be on its way.
      if (!entry.ticket_external_id) throw new DeliveryError('The ticket is not in Freshdesk yet', true, 5_000);
      const posted =
        write.op === 'reply'
          ? await this.client.reply(Number(entry.ticket_external_id), asHtml(entry.body))
          : await this.client.note(Number(entry.ticket_external_id), asHtml(entry.body));
      await this.db.query('update ticket_conversations set external_id = $2 where id = $1', [conversationId, String(posted.id)]);
      return { providerId: String(posted.id) };
    } catch (error) {
      if (error instanceof FreshdeskError) throw new DeliveryError(error.message, error.transient, error.retryAfterMs);
      throw error;
    }
  }

  /** Pulls every ticket changed since the last sync (page by page) and their conversations. */
  async sync(): Promise<{ tickets: number; skipped: number }> {
    let position = await readCursor(this.db, CURSOR);
    const since = new Date(position ? Date.parse(position) - OVERLAP_MS : Date.now() - 30 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    let tickets = 0;
    let skipped = 0;
    for await (const page of this.client.ticketsUpdatedSince(since)) {
      for (const ticket of page) (await this.upsert(ticket)) ? tickets++ : skipped++;
      // Pages come oldest change first; the look-back never moves the cursor back.
      const last = page.at(-1)?.updated_at;
      if (last && (!position || last > position)) {
        position = last;
        await saveCursor(this.db, CURSOR, position);
      }
    }
    return { tickets, skipped };
  }

  /** One ticket, now (Freshdesk's webhook named it). */
  async syncOne(externalId: number) {
    return this.upsert(await this.client.ticket(externalId));
  }

  /** A Freshdesk ticket into the console: matched by its id, placed by its installation field. Answers false for one no installation claims. */
  private async upsert(ticket: FreshdeskTicket): Promise<boolean> {
    const installationId = ticket.custom_fields?.[this.installationField];
    const existing = await this.db.query<{ id: string; installation_id: string }>('select id, installation_id from tickets where external_id = $1', [String(ticket.id)]);
    let id = existing.rows[0]?.id;
    if (!id) {
      if (typeof installationId !== 'string') return false;
      const known = await this.db.query('select 1 from installations where id = $1', [installationId]);
      if (!known.rows.length) return false;
    }
    const conversations = await this.client.conversations(ticket.id);
    const topic = ['timing', 'video', 'photo', 'terminal', 'network', 'billing', 'other'].includes(String(ticket.custom_fields?.cf_topic))
      ? String(ticket.custom_fields?.cf_topic)
      : 'other';
    const environment = ticket.custom_fields?.cf_environment === 'test' ? 'test' : 'production';
    const priority = priorityName(ticket.priority);
    // What a ticket affects is the console's field (a custom field there); one raised in Freshdesk
    // without it is read from its priority.
    const impact = IMPACTS.includes(String(ticket.custom_fields?.cf_impact)) ? String(ticket.custom_fields?.cf_impact) : priority === 'urgent' ? 'critical' : priority;
    const due = [ticket.fr_due_by ?? null, ticket.due_by ?? null];
    await this.db.transaction(async (tx) => {
      if (id) {
        // A console change still on its way to Freshdesk wins over this older state.
        const pending = await tx.query(`select 1 from outbox_messages where channel = 'freshdesk' and status in ('queued', 'sending') and payload like $1`, [
          `%"ticketId":"${id}"%`,
        ]);
        if (!pending.rows.length) {
          await tx.query(
            // Due times Freshdesk does not send (no SLA there) leave the console's own in place.
            `update tickets set subject = $2, status = $3, priority = $4,
                    response_due_at = coalesce($5::timestamptz, response_due_at), resolution_due_at = coalesce($6::timestamptz, resolution_due_at),
                    version = version + 1, updated_at = now(), updated_by = 'freshdesk'
             where id = $1 and (subject, status, priority, response_due_at, resolution_due_at)
                   is distinct from ($2, $3, $4, coalesce($5::timestamptz, response_due_at), coalesce($6::timestamptz, resolution_due_at))`,
            [id, ticket.subject, statusName(ticket.status), priority, ...due],
          );
        }
      } else {
        const created = await tx.query<{ id: string }>(
          `insert into tickets (subject, installation_id, status, topic, impact, priority, environment, description, external_id, response_due_at, resolution_due_at, created_by, updated_by)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'freshdesk', 'freshdesk') returning id`,
          [
            ticket.subject.slice(0, 250),
            installationId,
            statusName(ticket.status),
            topic,
            impact,
            priority,
            environment,
            ticket.description_text ?? null,
            String(ticket.id),
            ...due,
          ],
        );
        id = created.rows[0]!.id;
      }
      for (const entry of conversations) await this.upsertConversation(tx, id!, entry);
    });
    this.publish({ resource: 'tickets', id: id!, kind: 'updated' });
    this.publish({ resource: 'ticket-conversations', id: id!, kind: 'updated' });
    return true;
  }

  private async upsertConversation(tx: Queryable, ticketId: string, entry: FreshdeskConversation) {
    await tx.query(
      `insert into ticket_conversations (ticket_id, kind, body, incoming, author_name, external_id, created_at, created_by, updated_by)
       values ($1, $2, $3, $4, $5, $6, $7, 'freshdesk', 'freshdesk') on conflict (external_id) do nothing`,
      [
        ticketId,
        entry.private ? 'note' : 'reply',
        (entry.body_text ?? entry.body ?? '').slice(0, 20_000) || '—',
        entry.incoming,
        entry.incoming ? 'Freshdesk (contact)' : 'Freshdesk',
        String(entry.id),
        entry.created_at,
      ],
    );
  }
}
