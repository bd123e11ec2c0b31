import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../../core/access.js';
import { writeAudit } from '../../crud/audit.js';
import type { Queryable } from '../../db/database.js';
import type { Communication } from './communication.js';

/** After the write's transaction: a message stored in it is queued (a rolled-back one is simply not found). */
const WAKE_AFTER_COMMIT_MS = 100;

/**
 * What a ticket's writes send: with Freshdesk configured, each new or changed ticket and each reply
 * or private note is mirrored there; without it, a reply is e-mailed to the ticket's contact. The
 * outbox entry is written in the same transaction as the record.
 */
export function installTicketMirroring(app: FastifyInstance, communication: Communication) {
  const { repository } = app.resources;
  const later = (ids: string[]) => {
    if (ids.length) setTimeout(() => communication.wake(ids), WAKE_AFTER_COMMIT_MS).unref();
  };
  const enqueueFreshdesk = async (tx: Queryable, key: string, payload: object, actor: string) =>
    communication.store.enqueue(tx, [{ key, channel: 'freshdesk', recipient: 'Freshdesk', payload: JSON.stringify(payload), actor }]);

  repository.onWrite('tickets', async (tx, write) => {
    if (!communication.freshdesk || !write.after) return;
    const op = write.action === 'create' ? 'create' : 'update';
    later(await enqueueFreshdesk(tx, `freshdesk:ticket:${write.after.id}:${write.after.version}`, { op, ticketId: write.after.id }, write.principal.subject));
  });

  /**
   * A reply to the customer is the ticket's first response when it has none (the SLA's response
   * time is met or missed by it), and puts an open ticket in waiting for them (Freshdesk's
   * "pending"); in the reply's transaction and audited; the ticket's page and lists hear of it once
   * it is committed.
   */
  const awaitCustomer = async (tx: Queryable, ticketId: string, principal: Principal) => {
    const { rows } = await tx.query<{ version: number; was_open: boolean; first_responded_at: Date | null; responded_now: boolean }>(
      `update tickets t set status = case when t.status = 'open' then 'pending' else t.status end,
              first_responded_at = coalesce(t.first_responded_at, now()),
              version = t.version + 1, updated_at = now(), updated_by = $2
         from (select id, status = 'open' as was_open, first_responded_at is null as responded_now from tickets where id = $1 for update) old
        where t.id = old.id and (old.was_open or old.responded_now)
        returning t.version, old.was_open, t.first_responded_at, old.responded_now`,
      [ticketId, principal.subject],
    );
    const changed = rows[0];
    if (!changed) return;
    await writeAudit(tx, { subject: principal.subject, name: principal.name }, 'update', 'tickets', ticketId, {
      ...(changed.was_open && { status: { before: 'open', after: 'pending' } }),
      ...(changed.responded_now && { firstRespondedAt: { before: null, after: new Date(changed.first_responded_at!).toISOString() } }),
    });
    const model = app.resources.models.get('tickets')!;
    setTimeout(() => void repository.announceChanged(model, ticketId).catch(() => {}), WAKE_AFTER_COMMIT_MS).unref();
    if (communication.freshdesk) later(await enqueueFreshdesk(tx, `freshdesk:ticket:${ticketId}:${changed.version}`, { op: 'update', ticketId }, principal.subject));
  };

  repository.onWrite('ticket-conversations', async (tx, write) => {
    const entry = write.after;
    if (write.action !== 'create' || !entry) return;
    if (entry.kind === 'reply') await awaitCustomer(tx, String(entry.ticketId), write.principal);
    if (communication.freshdesk) {
      later(await enqueueFreshdesk(tx, `freshdesk:conversation:${entry.id}`, { op: entry.kind === 'note' ? 'note' : 'reply', conversationId: entry.id }, write.principal.subject));
      return;
    }
    if (entry.kind !== 'reply') return;
    const { rows } = await tx.query<{ subject: string; installation_id: string; contact_id: string | null; email: string | null; language: string | null }>(
      `select t.subject, t.installation_id, t.contact_id, c.email, c.language from tickets t left join contacts c on c.id = t.contact_id where t.id = $1`,
      [entry.ticketId],
    );
    const ticket = rows[0];
    if (!ticket?.email) return;
    later(
      await communication.store.enqueue(tx, [
        {
          key: `ticket-reply:${entry.id}`,
          channel: 'email',
          recipient: ticket.email,
          contactId: ticket.contact_id,
          installationId: ticket.installation_id,
          language: ticket.language === 'de' ? 'de' : 'en',
          subject: `Re: ${ticket.subject}`,
          text: String(entry.body),
          actor: write.principal.subject,
        },
      ]),
    );
  });
}
