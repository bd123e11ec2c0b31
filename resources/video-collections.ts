import { defineResource, f } from '../core/resource-kit/authoring';

/** A set of pictures a theme's layout image shows (spec §2 /videopostprocessing/collections). */
export default defineResource({
  name: 'video-collections',
  icon: 'PhotoCamera',
  menu: false,
  label: { en: { one: 'Collection', many: 'Collections' }, de: { one: 'Sammlung', many: 'Sammlungen' } },
  id: { strategy: 'uuid' },
  fields: {
    name: f.text(['Name', 'Name'], { required: true, unique: 'ci', searchable: true, maxLength: 120 }),
    description: f.longText(['Description', 'Beschreibung'], { maxLength: 2000 }),
  },
  list: { columns: ['name', 'description', 'updatedAt'], defaultSort: { field: 'name', order: 'ASC' } },
  recordRepresentation: 'name',
  access: { read: 'devices.manage', create: 'devices.manage', update: 'devices.manage', delete: 'devices.manage' },
  scope: { staffOnly: true },
  routes: { opens: '/videopostprocessing/collections/:id' },
  example: { name: 'Sponsor banners', description: 'Banners of the season sponsors' },
});
