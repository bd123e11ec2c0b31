import { CONTACT_ROLES } from './contacts';
import { INSTALLATION_TYPES } from './installations';
import { placeholderRule } from './shared/placeholder-rule';
import { defineResource, f } from '../core/resource-kit/authoring';

export const NOTIFICATION_STATES = [
  f.option('draft', 'Draft', 'Entwurf', 'neutral'),
  f.option('sending', 'Sending', 'Wird gesendet', 'info'),
  f.option('paused', 'Paused', 'Angehalten', 'warning'),
  f.option('cancelled', 'Cancelled', 'Abgebrochen', 'neutral'),
  f.option('done', 'Done', 'Fertig', 'success'),
];
export const NOTIFICATION_CHANNELS = [f.option('email', 'E-mail', 'E-Mail'), f.option('sms', 'SMS', 'SMS')];
const TEXTS = ['subjectEn', 'subjectDe', 'emailEn', 'emailDe', 'smsEn', 'smsDe'] as const;

/**
 * A message to customers' contacts (the customer-notification wizard and the notify flows): who
 * (the criteria the wizard chose them by, and the contacts themselves), through which channels,
 * and the texts per language. A draft until sent (`POST /api/notifications/:id/send`); then its
 * messages are in the outbox and its state follows them.
 */
export default defineResource({
  name: 'notifications',
  icon: 'Sms',
  menu: false,
  label: { en: { one: 'Notification', many: 'Notifications' }, de: { one: 'Benachrichtigung', many: 'Benachrichtigungen' } },
  id: { strategy: 'uuid' },
  fields: {
    title: f.text(['Title', 'Titel'], { required: true, searchable: true, maxLength: 200 }),
    kind: f.choice(
      ['Kind', 'Art'],
      [
        f.option('wizard', 'Customer notification', 'Kundenbenachrichtigung'),
        f.option('notify', 'Prepared message', 'Vorbereitete Nachricht'),
        f.option('custom', 'Custom message', 'Eigene Nachricht'),
        f.option('group', 'Contact group', 'Kontaktgruppe'),
      ],
      { required: true, default: 'wizard' },
    ),
    state: f.choice(['State', 'Status'], NOTIFICATION_STATES, { readOnly: true, default: 'draft' }),
    step: f.integer(['Step', 'Schritt'], { min: 0, max: 4, default: 0 }),
    installationId: f.reference(['Installation', 'Installation'], 'installations'),
    resortIds: f.referenceMany(['Resorts', 'Skigebiete'], 'resorts'),
    customerIds: f.referenceMany(['Customers', 'Kunden'], 'customers'),
    installationTypes: f.list(['Installation types', 'Installationsarten'], 'enum', { options: INSTALLATION_TYPES, maxItems: 20 }),
    countries: f.list(['Countries', 'Länder'], 'text', { maxItems: 50 }),
    contactRoles: f.list(['Contact roles', 'Kontaktrollen'], 'enum', { options: CONTACT_ROLES, maxItems: 20 }),
    media: f.list(['Notification media', 'Benachrichtigungswege'], 'enum', { options: NOTIFICATION_CHANNELS, maxItems: 2 }),
    contactIds: f.referenceMany(['Recipients', 'Empfänger'], 'contacts'),
    channels: f.list(['Channels', 'Kanäle'], 'enum', { options: NOTIFICATION_CHANNELS, maxItems: 2 }),
    emailTemplateId: f.reference(['E-mail template', 'E-Mail-Vorlage'], 'email-templates'),
    smsTemplateId: f.reference(['SMS template', 'SMS-Vorlage'], 'sms-templates'),
    moment: f.dateTime(['Date and time in the message', 'Datum und Uhrzeit in der Nachricht'], {
      help: f.help(
        'What {date} and {time} say, in the place’s time zone: the start of the maintenance window, the outage. Empty: the moment of sending.',
        'Was {date} und {time} sagen, in der Zeitzone des Orts: der Beginn des Wartungsfensters, der Ausfall. Leer: der Zeitpunkt des Sendens.',
      ),
    }),
    subjectEn: f.text(['Subject (English)', 'Betreff (Englisch)'], { maxLength: 200 }),
    subjectDe: f.text(['Subject (German)', 'Betreff (Deutsch)'], { maxLength: 200 }),
    emailEn: f.longText(['E-mail (English)', 'E-Mail (Englisch)'], { maxLength: 20_000 }),
    emailDe: f.longText(['E-mail (German)', 'E-Mail (Deutsch)'], { maxLength: 20_000 }),
    smsEn: f.longText(['SMS (English)', 'SMS (Englisch)'], { maxLength: 1530 }),
    smsDe: f.longText(['SMS (German)', 'SMS (Deutsch)'], { maxLength: 1530 }),
    authorId: f.reference(['Author', 'Verfasser'], 'staff-users', { readOnly: true, stamp: 'actorId', foreignKey: false }),
    authorName: f.text(['Author', 'Verfasser'], { readOnly: true, stamp: 'actorName' }),
    sentAt: f.dateTime(['Sent', 'Gesendet'], { readOnly: true }),
  },
  list: { columns: ['title', 'kind', 'state', 'authorName', 'sentAt', 'updatedAt'], defaultSort: { field: 'updatedAt', order: 'DESC' } },
  recordRepresentation: 'title',
  access: { read: 'support.write', create: 'support.write', update: 'support.write', delete: 'support.write' },
  // A draft is its author's; an administrator may tidy up others'.
  owner: { field: 'authorId', override: 'admin.manage' },
  scope: { staffOnly: true },
  rules: TEXTS.map(placeholderRule),
  indexes: [['state', 'sentAt']],
  example: {
    title: 'Maintenance on 1 December',
    kind: 'wizard',
    channels: ['email'],
    subjectEn: 'Maintenance at {installation}',
    emailEn: 'Hello {contact}, we service {installation} on {date}.',
  },
});
