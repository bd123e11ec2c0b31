import { defineResource, f } from '../core/resource-kit/authoring';

/** An audio file a theme's sound element plays (spec §2 /videopostprocessing/sounds). */
export default defineResource({
  name: 'video-sounds',
  icon: 'Sensors',
  menu: false,
  label: { en: { one: 'Sound', many: 'Sounds' }, de: { one: 'Klang', many: 'Klänge' } },
  id: { strategy: 'uuid' },
  fields: {
    name: f.text(['Name', 'Name'], { required: true, unique: 'ci', searchable: true, maxLength: 120 }),
    audio: f.file(['Audio file', 'Audiodatei'], { accept: 'audio', required: true }),
    description: f.longText(['Description', 'Beschreibung'], { maxLength: 1000 }),
  },
  list: { columns: ['name', 'audio', 'updatedAt'], defaultSort: { field: 'name', order: 'ASC' } },
  recordRepresentation: 'name',
  access: { read: 'devices.manage', create: 'devices.manage', update: 'devices.manage', delete: 'devices.manage' },
  scope: { staffOnly: true },
  routes: { opens: '/videopostprocessing/sound/:id' },
  example: { name: 'Crowd cheer' },
});
