import { defineResource, f } from '../core/resource-kit/authoring';

export default defineResource({
  name: 'installation-contacts',
  icon: 'PermContactCalendar',
  menu: false,
  label: { en: { one: 'Installation contact', many: 'Installation contacts' }, de: { one: 'Installationskontakt', many: 'Installationskontakte' } },
  id: { strategy: 'uuid' },
  fields: {
    installationId: f.reference(['Installation', 'Installation'], 'installations', { required: true }),
    contactId: f.reference(['Contact', 'Kontakt'], 'contacts', { required: true }),
    role: f.choice(
      ['Role here', 'Rolle hier'],
      [
        f.option('onSite', 'On-site operator', 'Betreiber vor Ort'),
        f.option('technical', 'Technical contact', 'Technischer Kontakt'),
        f.option('escalation', 'Escalation', 'Eskalation'),
        f.option('billing', 'Billing', 'Abrechnung'),
      ],
      { required: true },
    ),
    escalationOrder: f.integer(['Escalation order', 'Eskalationsreihenfolge'], {
      min: 1,
      max: 20,
      help: f.help(
        'Who is called first when a problem is not acknowledged in time (1 = first).',
        'Wer zuerst angerufen wird, wenn ein Problem nicht rechtzeitig quittiert wird (1 = zuerst).',
      ),
    }),
  },
  list: { columns: ['installationId', 'contactId', 'role', 'escalationOrder'], defaultSort: { field: 'escalationOrder', order: 'ASC' } },
  recordRepresentation: 'role',
  access: { read: 'people.read', create: 'support.write', update: 'support.write', delete: 'support.write' },
  scope: { through: 'installationId' },
  unique: [{ fields: ['installationId', 'contactId'] }],
});
