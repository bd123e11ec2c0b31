import { defineResource, f } from '../core/resource-kit/authoring';

/** One picture of a collection, in the collection's order. */
export default defineResource({
  name: 'collection-images',
  icon: 'PhotoCamera',
  menu: false,
  label: { en: { one: 'Collection picture', many: 'Collection pictures' }, de: { one: 'Sammlungsbild', many: 'Sammlungsbilder' } },
  id: { strategy: 'uuid' },
  fields: {
    collection: f.reference(['Collection', 'Sammlung'], 'video-collections', { required: true }),
    name: f.text(['Name', 'Name'], { required: true, searchable: true, maxLength: 200 }),
    image: f.file(['Picture', 'Bild'], { accept: 'image', required: true }),
    position: f.integer(['Position', 'Position'], { min: 1, max: 100_000 }),
  },
  list: { columns: ['position', 'image', 'name'], defaultSort: { field: 'position', order: 'ASC' } },
  recordRepresentation: 'name',
  access: { read: 'devices.manage', create: 'devices.manage', update: 'devices.manage', delete: 'devices.manage' },
  scope: { staffOnly: true },
  order: { field: 'position', within: 'collection' },
  example: { name: 'Alpbach logo' },
});
