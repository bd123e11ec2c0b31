import type { FastifyInstance } from 'fastify';
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

  repository.onWrite('ticket-conversations', async (tx, write) => {
    const entry = write.after;
    if (write.action !== 'create' || !entry) return;
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
