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
   * A reply to the customer puts an open ticket in waiting for them (Freshdesk's "pending"), in the
   * reply's transaction and audited; the ticket's page and lists hear of it once it is committed.
   */
  const awaitCustomer = async (tx: Queryable, ticketId: string, principal: Principal) => {
    const { rows } = await tx.query<{ version: number }>(
      `update tickets set status = 'pending', version = version + 1, updated_at = now(), updated_by = $2 where id = $1 and status = 'open' returning version`,
      [ticketId, principal.subject],
    );
    if (!rows[0]) return;
    await writeAudit(tx, { subject: principal.subject, name: principal.name }, 'update', 'tickets', ticketId, { status: { before: 'open', after: 'pending' } });
    const model = app.resources.models.get('tickets')!;
    setTimeout(() => void repository.announceChanged(model, ticketId).catch(() => {}), WAKE_AFTER_COMMIT_MS).unref();
    if (communication.freshdesk) later(await enqueueFreshdesk(tx, `freshdesk:ticket:${ticketId}:${rows[0].version}`, { op: 'update', ticketId }, principal.subject));
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
