import { defineResource, f, notBefore } from '../core/resource-kit/authoring';

// Staff and equipment assigned to an installation, for a time or for good.
export default defineResource({
  name: 'installation-resources',
  icon: 'Badge',
  menu: false,
  label: { en: { one: 'Assigned resource', many: 'Assigned resources' }, de: { one: 'Zugeordnete Ressource', many: 'Zugeordnete Ressourcen' } },
  id: { strategy: 'uuid' },
  fields: {
    installationId: f.reference(['Installation', 'Installation'], 'installations', { required: true }),
    kind: f.choice(['Kind', 'Art'], [f.option('staff', 'Staff', 'Personal'), f.option('equipment', 'Equipment', 'Ausrüstung')], { required: true }),
    name: f.text(['Name', 'Name'], {
      required: true,
      searchable: true,
      maxLength: 200,
      help: f.help('A person, or an item with its serial number.', 'Eine Person, oder ein Gerät mit Seriennummer.'),
    }),
    role: f.text(['Role or use', 'Rolle oder Verwendung'], { searchable: true, maxLength: 200 }),
    quantity: f.integer(['Quantity', 'Anzahl'], { min: 1, max: 1000, default: 1 }),
    from: f.date(['From', 'Ab']),
    until: f.date(['Until', 'Bis']),
    notes: f.longText(['Notes', 'Notizen']),
  },
  list: { columns: ['kind', 'name', 'role', 'quantity', 'from', 'until'], defaultSort: { field: 'name', order: 'ASC' } },
  recordRepresentation: 'name',
  access: { read: 'console.read', create: 'projects.manage', update: 'projects.manage', delete: 'projects.manage' },
  scope: { through: 'installationId' },
  rules: [notBefore('from', 'until')],
  example: { kind: 'equipment', name: 'Spare photocell PC-200 #4471', role: 'Finish line spare', quantity: 1 },
});
