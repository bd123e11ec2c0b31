import { defineResource, f } from '../core/resource-kit/authoring';

/** A video theme: the frame a run's clip is composed on (spec §2 /videopostprocessing/theme, §5: add asks for the name). */
export default defineResource({
  name: 'video-themes',
  icon: 'Transform',
  menu: false,
  label: { en: { one: 'Theme', many: 'Themes' }, de: { one: 'Theme', many: 'Themes' } },
  id: { strategy: 'uuid' },
  fields: {
    name: f.text(['Name', 'Name'], {
      required: true,
      unique: 'ci',
      searchable: true,
      maxLength: 120,
      requiredMessage: { en: "Please enter the theme's name", de: 'Bitte den Namen des Themes eingeben' },
    }),
    description: f.longText(['Description', 'Beschreibung'], { maxLength: 2000 }),
    frameWidth: f.integer(['Frame width', 'Bildbreite'], { min: 320, max: 7680, default: 1920, unit: 'px' }),
    frameHeight: f.integer(['Frame height', 'Bildhöhe'], { min: 240, max: 4320, default: 1080, unit: 'px' }),
    background: f.text(['Background colour', 'Hintergrundfarbe'], {
      pattern: { regex: '^#[0-9a-fA-F]{6}$', message: { en: 'A colour as #RRGGBB', de: 'Eine Farbe als #RRGGBB' } },
      help: f.help('Shown where no picture covers the frame, e.g. #0B1F33', 'Sichtbar, wo kein Bild den Rahmen füllt, z. B. #0B1F33'),
    }),
    active: f.boolean(['Active', 'Aktiv'], { default: true }),
  },
  list: { columns: ['name', 'frameWidth', 'frameHeight', 'active', 'updatedAt'], defaultSort: { field: 'name', order: 'ASC' } },
  recordRepresentation: 'name',
  access: { read: 'devices.manage', create: 'devices.manage', update: 'devices.manage', delete: 'devices.manage' },
  scope: { staffOnly: true },
  children: [{ resource: 'theme-elements', field: 'theme' }],
  routes: { opens: '/videopostprocessing/theme/:id' },
  example: { name: 'Zugspitze Night Race', description: 'Floodlit runs: the resort logo, the racer and the time at the finish', background: '#0B1F33' },
});
