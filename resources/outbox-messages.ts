import { defineResource, f } from '../core/resource-kit/authoring';
import { OUTBOX_CHANNELS, OUTBOX_REASONS, OUTBOX_STATUSES } from './shared/outbox-options';

/**
 * Every message the console sends (e-mail, SMS, Freshdesk writes): stored first under a unique key,
 * then sent by the outbox worker (server/modules/communication/). Written by the server only; the
 * SMS log, the incomplete-SMS page and a notification's report read it.
 */
export default defineResource({
  name: 'outbox-messages',
  icon: 'SmsFailed',
  menu: 'customers',
  label: { en: { one: 'Outgoing message', many: 'Outgoing messages' }, de: { one: 'Ausgehende Nachricht', many: 'Ausgehende Nachrichten' } },
  id: { strategy: 'uuid' },
  fields: {
    key: f.text(['Key', 'Schlüssel'], { readOnly: true, unique: true, maxLength: 200 }),
    channel: f.choice(['Channel', 'Kanal'], OUTBOX_CHANNELS, { required: true }),
    recipient: f.text(['Recipient', 'Empfänger'], { required: true, searchable: true, maxLength: 320 }),
    contactId: f.reference(['Contact', 'Kontakt'], 'contacts'),
    installationId: f.reference(['Installation', 'Installation'], 'installations'),
    notificationId: f.reference(['Notification', 'Benachrichtigung'], 'notifications', { foreignKey: false }),
    templateId: f.reference(['Template', 'Vorlage'], 'sms-templates'),
    language: f.text(['Language', 'Sprache'], { maxLength: 5 }),
    subject: f.text(['Subject', 'Betreff'], { maxLength: 250, searchable: true }),
    text: f.longText(['Text', 'Text'], { searchable: true, maxLength: 20_000 }),
    status: f.choice(['Status', 'Status'], OUTBOX_STATUSES, { required: true, default: 'queued' }),
    reason: f.choice(['Reason', 'Grund'], OUTBOX_REASONS),
    detail: f.text(['Detail', 'Detail'], { maxLength: 1000 }),
    attempts: f.integer(['Attempts', 'Versuche'], { readOnly: true, min: 0, default: 0 }),
    nextAttemptAt: f.dateTime(['Next attempt', 'Nächster Versuch'], { readOnly: true }),
    claimedUntil: f.dateTime(['Claimed until', 'Reserviert bis'], { readOnly: true }),
    providerId: f.text(['Provider id', 'Anbieter-ID'], { readOnly: true, maxLength: 200 }),
    payload: f.longText(['Payload', 'Nutzdaten'], { readOnly: true, maxLength: 100_000 }),
    sentAt: f.dateTime(['Sent', 'Gesendet'], { readOnly: true }),
  },
  list: { columns: ['createdAt', 'channel', 'recipient', 'subject', 'status', 'reason', 'attempts'], defaultSort: { field: 'createdAt', order: 'DESC' } },
  recordRepresentation: 'recipient',
  scope: { staffOnly: true },
  access: { read: 'console.read', create: null, update: null, delete: null },
  indexes: [
    ['status', 'nextAttemptAt'],
    ['notificationId', 'status'],
    ['channel', 'status'],
  ],
});
