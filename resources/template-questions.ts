import { defineResource, f, issue } from '../core/resource-kit/authoring';

export default defineResource({
  name: 'template-questions',
  icon: 'HelpOutline',
  menu: false,
  label: { en: { one: 'Question', many: 'Questions' }, de: { one: 'Frage', many: 'Fragen' } },
  id: { strategy: 'uuid' },
  fields: {
    templateId: f.reference(['Template', 'Vorlage'], 'question-templates', { required: true }),
    text: f.text(['Question', 'Frage'], { required: true, searchable: true, maxLength: 500 }),
    answerType: f.choice(
      ['Answer', 'Antwort'],
      [f.option('yesNo', 'Yes/no', 'Ja/Nein'), f.option('text', 'Text', 'Text'), f.option('number', 'Number', 'Zahl'), f.option('choice', 'Choice', 'Auswahl')],
      { required: true, default: 'yesNo' },
    ),
    options: f.list(['Options', 'Optionen'], 'text', {
      maxItems: 20,
      help: f.help('The answers to choose from (choice questions only).', 'Die Antworten zur Auswahl (nur bei Auswahlfragen).'),
    }),
    required: f.boolean(['Required', 'Pflicht'], { default: true }),
    sortOrder: f.integer(['Position', 'Position'], { min: 1, max: 100_000 }),
  },
  list: { columns: ['sortOrder', 'text', 'answerType', 'required', 'templateId'], defaultSort: { field: 'sortOrder', order: 'ASC' } },
  recordRepresentation: 'text',
  access: { read: 'console.read', create: 'projects.manage', update: 'projects.manage', delete: 'projects.manage' },
  order: { field: 'sortOrder', within: 'templateId' },
  rules: [(r) => (r.answerType === 'choice' && (!Array.isArray(r.options) || r.options.length < 2) ? { options: issue('choiceNeedsOptions') } : undefined)],
  example: { text: 'Is the start gate cable protected against snow groomers?', answerType: 'choice', options: ['Yes', 'No', 'Partly'] },
});
