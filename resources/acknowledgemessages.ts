import { defineResource, f } from '../core/resource-kit/authoring';

export default defineResource({
  name: 'acknowledgemessages',
  icon: 'PlaylistAddCheck',
  menu: 'operations',
  label: { en: { one: 'Acknowledge message', many: 'Acknowledge messages' }, de: { one: 'Quittierungstext', many: 'Quittierungstexte' } },
  id: { strategy: 'uuid' },
  fields: {
    textEn: f.text(['Text (English)', 'Text (Englisch)'], { required: true, searchable: true, maxLength: 500 }),
    textDe: f.text(['Text (German)', 'Text (Deutsch)'], { required: true, searchable: true, maxLength: 500 }),
    category: f.choice(
      ['Category', 'Kategorie'],
      [
        f.option('working', 'Working on it', 'In Arbeit'),
        f.option('customer', 'Customer informed', 'Kunde informiert'),
        f.option('onSite', 'On-site visit', 'Einsatz vor Ort'),
        f.option('known', 'Known issue', 'Bekanntes Problem'),
        f.option('falseAlarm', 'False alarm', 'Fehlalarm'),
      ],
      { required: true },
    ),
    sortOrder: f.integer(['Position', 'Position'], {
      min: 1,
      max: 100_000,
      help: f.help(
        'The order staff see them in when acknowledging; drag the rows of the list to change it.',
        'Die Reihenfolge beim Quittieren; zum Ändern die Zeilen der Liste ziehen.',
      ),
    }),
  },
  list: { columns: ['sortOrder', 'textEn', 'textDe', 'category'], defaultSort: { field: 'sortOrder', order: 'ASC' } },
  recordRepresentation: 'textEn',
  access: { read: 'console.read', create: 'support.write', update: 'support.write', delete: 'support.write' },
  order: { field: 'sortOrder' },
});
