import { defineResource, f } from '../core/resource-kit/authoring';

export const CONTACT_ROLES = [
  f.option('resortManager', 'Resort manager', 'Betriebsleitung'),
  f.option('technician', 'Technician', 'Techniker'),
  f.option('it', 'IT', 'IT'),
  f.option('marketing', 'Marketing', 'Marketing'),
  f.option('accounting', 'Accounting', 'Buchhaltung'),
  f.option('operator', 'On-site operator', 'Betreiber vor Ort'),
];

export const NOTIFICATION_MEDIA = [f.option('sms', 'SMS', 'SMS'), f.option('email', 'E-mail', 'E-Mail'), f.option('phone', 'Phone call', 'Anruf')];

export default defineResource({
  name: 'contacts',
  icon: 'ContactPhone',
  menu: 'customers',
  routes: { searchInRecordPath: 'phone' },
  label: { en: { one: 'Contact', many: 'Contacts' }, de: { one: 'Kontakt', many: 'Kontakte' } },
  id: { strategy: 'uuid' },
  fields: {
    name: f.text(['Name', 'Name'], { required: true, searchable: true }),
    role: f.choice(['Role', 'Rolle'], CONTACT_ROLES, { required: true }),
    customerId: f.reference(['Customer', 'Kunde'], 'customers', { required: true }),
    phone: f.phone(['Phone', 'Telefon'], { searchable: true }),
    email: f.email(['E-mail', 'E-Mail'], { searchable: true }),
    notificationMedia: f.list(['Notification media', 'Benachrichtigungswege'], 'enum', {
      options: NOTIFICATION_MEDIA,
      maxItems: 3,
      help: f.help('How this contact wants to be told about problems and work.', 'Wie dieser Kontakt über Störungen und Arbeiten informiert werden möchte.'),
    }),
    language: f.choice(
      ['Language', 'Sprache'],
      [f.option('de', 'German', 'Deutsch'), f.option('en', 'English', 'Englisch'), f.option('it', 'Italian', 'Italienisch'), f.option('fr', 'French', 'Französisch')],
      { default: 'de' },
    ),
    notes: f.longText(['Notes', 'Notizen']),
  },
  // Looked up on the slope: a line per contact on a phone, its role, customer and number under the name.
  list: { phoneRows: true, columns: ['name', 'role', 'customerId', 'phone', 'email', 'notificationMedia'], defaultSort: { field: 'name', order: 'ASC' } },
  recordRepresentation: 'name',
  access: { read: 'people.read', create: 'support.write', update: 'support.write', delete: 'support.write' },
  scope: { customerField: 'customerId' },
});
