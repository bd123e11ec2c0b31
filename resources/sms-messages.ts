import { defineResource, f } from '../core/resource-kit/authoring';

export default defineResource({
  name: 'sms-messages',
  icon: 'SmsFailed',
  menu: false,
  label: { en: { one: 'Outgoing SMS', many: 'Outgoing SMS' }, de: { one: 'Ausgehende SMS', many: 'Ausgehende SMS' } },
  id: { strategy: 'uuid' },
  fields: {
    recipient: f.phone(['Recipient', 'Empfänger'], { required: true, searchable: true }),
    contactId: f.reference(['Contact', 'Kontakt'], 'contacts'),
    installationId: f.reference(['Installation', 'Installation'], 'installations'),
    templateId: f.reference(['Template', 'Vorlage'], 'sms-templates'),
    text: f.longText(['Text', 'Text'], { searchable: true }),
    status: f.choice(
      ['Status', 'Status'],
      [
        f.option('queued', 'Queued', 'Wartend'),
        f.option('sent', 'Sent', 'Gesendet'),
        f.option('delivered', 'Delivered', 'Zugestellt'),
        f.option('failed', 'Failed', 'Fehlgeschlagen'),
        f.option('incomplete', 'Incomplete', 'Unvollständig'),
      ],
      { required: true },
    ),
    reason: f.choice(
      ['Reason', 'Grund'],
      [
        f.option('missingPlaceholder', 'A placeholder had no value', 'Ein Platzhalter hatte keinen Wert'),
        f.option('noPhone', 'Contact has no mobile number', 'Kontakt ohne Mobilnummer'),
        f.option('gatewayRejected', 'Gateway rejected it', 'Vom Gateway abgelehnt'),
        f.option('noTemplate', "No template in the contact's language", 'Keine Vorlage in der Sprache des Kontakts'),
      ],
    ),
    detail: f.text(['Detail', 'Detail'], { maxLength: 1000 }),
  },
  list: { columns: ['createdAt', 'recipient', 'installationId', 'templateId', 'status', 'reason'], defaultSort: { field: 'createdAt', order: 'DESC' } },
  recordRepresentation: 'recipient',
  scope: { through: 'installationId' },
  // Written by the notification service only; the console lists them.
  access: { read: 'console.read', create: null, update: null, delete: null },
});
