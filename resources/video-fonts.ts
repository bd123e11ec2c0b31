import { defineResource, f } from '../core/resource-kit/authoring';

/** A font file theme texts are set in (spec §2 /videopostprocessing/fonts). */
export default defineResource({
  name: 'video-fonts',
  icon: 'ViewList',
  menu: false,
  label: { en: { one: 'Font', many: 'Fonts' }, de: { one: 'Schrift', many: 'Schriften' } },
  id: { strategy: 'uuid' },
  fields: {
    name: f.text(['Name', 'Name'], { required: true, unique: 'ci', searchable: true, maxLength: 120 }),
    fontFile: f.file(['Font file', 'Schriftdatei'], { accept: 'font', required: true }),
    sampleText: f.text(['Sample text', 'Beispieltext'], { maxLength: 200 }),
  },
  list: { columns: ['name', 'fontFile', 'updatedAt'], defaultSort: { field: 'name', order: 'ASC' } },
  recordRepresentation: 'name',
  access: { read: 'devices.manage', create: 'devices.manage', update: 'devices.manage', delete: 'devices.manage' },
  scope: { staffOnly: true },
  example: { name: 'Resort Sans Bold', sampleText: 'Anna Berger 42.85' },
});
