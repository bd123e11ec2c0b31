import { defineResource, f } from '../core/resource-kit/authoring';
import { SVG_PLACEHOLDERS } from '../core/svg-template';

/**
 * An SVG overlay a photopoint or phototrap lays over its pictures, with placeholders filled per
 * picture. SVG is untrusted input: the server keeps only what draws (`server/modules/tracker/svg-sanitiser.ts`).
 */
export default defineResource({
  name: 'svg-templates',
  icon: 'Transform',
  menu: false,
  label: { en: { one: 'SVG template', many: 'SVG templates' }, de: { one: 'SVG-Vorlage', many: 'SVG-Vorlagen' } },
  id: { strategy: 'uuid' },
  fields: {
    installationId: f.reference(['Installation', 'Installation'], 'installations', { required: true }),
    name: f.text(['Name', 'Name'], { required: true, maxLength: 80, searchable: true }),
    svg: f.longText(['SVG', 'SVG'], {
      required: true,
      maxLength: 200_000,
      help: f.help(`Placeholders: ${SVG_PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ')}`, `Platzhalter: ${SVG_PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ')}`),
    }),
  },
  list: { columns: ['name'], defaultSort: { field: 'name', order: 'ASC' } },
  recordRepresentation: 'name',
  access: { read: 'console.read', create: 'devices.manage', update: 'devices.manage', delete: 'devices.manage' },
  scope: { through: 'installationId' },
  unique: [{ fields: ['installationId', 'name'], ci: true }],
  example: {
    name: 'Finish banner',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 80"><rect width="640" height="80" fill="#0b3d91"/><text x="16" y="50" fill="#fff" font-size="32">{{name}} · {{time}}</text></svg>',
  },
});
