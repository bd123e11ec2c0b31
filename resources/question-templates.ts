import { defineResource, f } from '../core/resource-kit/authoring';
import { INSTALLATION_TYPES } from './installations';

export default defineResource({
  name: 'question-templates',
  icon: 'Quiz',
  menu: 'installations',
  label: { en: { one: 'Questions template', many: 'Installation questions templates' }, de: { one: 'Fragenvorlage', many: 'Vorlagen für Installationsfragen' } },
  id: { strategy: 'uuid' },
  fields: {
    name: f.text(['Template name', 'Vorlagenname'], { required: true, unique: 'ci', searchable: true }),
    installationType: f.choice(['Installation type', 'Installationstyp'], INSTALLATION_TYPES, { required: true }),
    description: f.longText(['Description', 'Beschreibung'], {
      help: f.help('When the rollout team uses it: site survey, acceptance, season start.', 'Wann das Rollout-Team sie verwendet: Begehung, Abnahme, Saisonstart.'),
    }),
    active: f.boolean(['Active', 'Aktiv'], { default: true }),
  },
  list: { columns: ['name', 'installationType', 'active', 'updatedAt'], defaultSort: { field: 'name', order: 'ASC' } },
  recordRepresentation: 'name',
  access: { read: 'console.read', create: 'projects.manage', update: 'projects.manage', delete: 'projects.manage' },
  children: [{ resource: 'template-questions', field: 'templateId' }],
  routes: { list: '/installation-questions/template', record: '/installation-questions/:id' },
});
