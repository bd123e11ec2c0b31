import { defineResource, f } from '../core/resource-kit/authoring';

/** The clips played before and after a run's video (spec §2 /videopostprocessing/introoutro/{id}). */
export default defineResource({
  name: 'intro-outros',
  icon: 'DynamicFeed',
  menu: false,
  label: { en: { one: 'Intro and outro', many: 'Intros and outros' }, de: { one: 'Intro und Outro', many: 'Intros und Outros' } },
  id: { strategy: 'uuid' },
  fields: {
    name: f.text(['Name', 'Name'], { required: true, unique: 'ci', searchable: true, maxLength: 120 }),
    intro: f.file(['Intro', 'Intro'], { accept: 'video', maxBytes: 500 * 1024 ** 2 }),
    outro: f.file(['Outro', 'Outro'], { accept: 'video', maxBytes: 500 * 1024 ** 2 }),
    description: f.longText(['Description', 'Beschreibung'], { maxLength: 1000 }),
  },
  list: { columns: ['name', 'intro', 'outro', 'updatedAt'], defaultSort: { field: 'name', order: 'ASC' } },
  recordRepresentation: 'name',
  access: { read: 'devices.manage', create: 'devices.manage', update: 'devices.manage', delete: 'devices.manage' },
  scope: { staffOnly: true },
  routes: { opens: '/videopostprocessing/introoutro/:id' },
  example: { name: 'Summer bike park 2027' },
});
