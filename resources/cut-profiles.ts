import { defineResource, f } from '../core/resource-kit/authoring';

/** A named cut configuration: the ordered cut points a clip is cut at (spec §2 /videopostprocessing/cutconfig). */
export default defineResource({
  name: 'cut-profiles',
  icon: 'PlaylistAddCheck',
  menu: false,
  label: { en: { one: 'Cut configuration', many: 'Cut configurations' }, de: { one: 'Schnittkonfiguration', many: 'Schnittkonfigurationen' } },
  id: { strategy: 'uuid' },
  fields: {
    name: f.text(['Name', 'Name'], { required: true, unique: 'ci', searchable: true, maxLength: 120 }),
    description: f.longText(['Description', 'Beschreibung'], { maxLength: 1000 }),
  },
  list: { columns: ['name', 'description'], defaultSort: { field: 'name', order: 'ASC' } },
  recordRepresentation: 'name',
  access: { read: 'devices.manage', create: 'devices.manage', update: 'devices.manage', delete: 'devices.manage' },
  scope: { staffOnly: true },
  children: [{ resource: 'cut-configs', field: 'profile' }],
  example: { name: 'Slalom, gate to gate', description: 'From the first gate to the finish, one second either side' },
});
