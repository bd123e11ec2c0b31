import { defineResource, f } from '../core/resource-kit/authoring';

/**
 * A ticket's conversation (spec §3 Ticket): replies to the contact and private notes, written in
 * the console or synchronised from Freshdesk (`externalId`). A reply is e-mailed to the ticket's
 * contact through the outbox, or posted to Freshdesk when the ticket lives there.
 */
export default defineResource({
  name: 'ticket-conversations',
  icon: 'ConfirmationNumber',
  menu: false,
  label: { en: { one: 'Conversation entry', many: 'Conversation' }, de: { one: 'Gesprächseintrag', many: 'Gesprächsverlauf' } },
  id: { strategy: 'uuid' },
  fields: {
    ticketId: f.reference(['Ticket', 'Ticket'], 'tickets', { required: true }),
    kind: f.choice(['Kind', 'Art'], [f.option('reply', 'Reply', 'Antwort', 'info'), f.option('note', 'Private note', 'Interne Notiz', 'neutral')], {
      required: true,
      default: 'reply',
    }),
    body: f.longText(['Text', 'Text'], { required: true, maxLength: 20_000, searchable: true }),
    incoming: f.boolean(['From the contact', 'Vom Kontakt'], { readOnly: true, default: false }),
    authorId: f.reference(['Author', 'Verfasser'], 'staff-users', { readOnly: true, stamp: 'actorId', foreignKey: false }),
    authorName: f.text(['Author', 'Verfasser'], { readOnly: true, stamp: 'actorName' }),
    externalId: f.text(['Freshdesk id', 'Freshdesk-ID'], { readOnly: true, unique: true, maxLength: 40 }),
  },
  list: { columns: ['createdAt', 'kind', 'authorName', 'body'], defaultSort: { field: 'createdAt', order: 'ASC' } },
  recordRepresentation: 'kind',
  access: { read: 'console.read', create: 'support.write', update: null, delete: null },
  // Private notes are the support team's: the conversation is staff-only (customers get the replies by e-mail).
  scope: { staffOnly: true },
  example: { kind: 'reply', body: 'We replaced the photocell; please check the next runs.' },
});
