import { defineResource, f } from '../core/resource-kit/authoring';

export default defineResource({
  name: 'photopoints',
  icon: 'PhotoCamera',
  menu: 'customers',
  label: { en: { one: 'Photopoint', many: 'Photopoints' }, de: { one: 'Fotopunkt', many: 'Fotopunkte' } },
  id: { strategy: 'uuid' },
  fields: {
    resortId: f.reference(['Resort', 'Skigebiet'], 'resorts', { required: true }),
    name: f.text(['Name', 'Name'], { required: true, searchable: true }),
    location: f.coordinates(['Location', 'Position']),
    altitude: f.integer(['Altitude (m)', 'Höhe (m)'], { min: 0, max: 5000, unit: 'm' }),
    active: f.boolean(['Active', 'Aktiv'], { default: true }),
  },
  list: { columns: ['name', 'resortId', 'altitude', 'active'], defaultSort: { field: 'name', order: 'ASC' } },
  recordRepresentation: 'name',
  access: { read: 'console.read', create: 'projects.manage', update: 'projects.manage', delete: 'projects.manage' },
  scope: { through: 'resortId' },
  unique: [{ fields: ['resortId', 'name'], ci: true }],
});
