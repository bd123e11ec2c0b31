import { defineResource, f } from '../core/resource-kit/authoring';

export default defineResource({
  name: 'converter-sections',
  icon: 'ViewAgenda',
  menu: false,
  label: { en: { one: 'Converter section', many: 'Converter sections' }, de: { one: 'Konverterabschnitt', many: 'Konverterabschnitte' } },
  id: { strategy: 'uuid' },
  fields: {
    configId: f.reference(['Converter config', 'Konverterkonfiguration'], 'converter-configs', { required: true }),
    name: f.text(['Name', 'Name'], { required: true, searchable: true }),
    sourcePath: f.text(['Source field', 'Quellfeld'], {
      required: true,
      searchable: true,
      help: f.help('Path in the source record, e.g. ticket.person.birthDate.', 'Pfad im Quelldatensatz, z. B. ticket.person.birthDate.'),
    }),
    targetPath: f.text(['Target field', 'Zielfeld'], { required: true, searchable: true }),
    transform: f.choice(
      ['Transformation', 'Umwandlung'],
      [
        f.option('copy', 'Copy', 'Übernehmen'),
        f.option('date', 'Date format', 'Datumsformat'),
        f.option('map', 'Value mapping', 'Wertezuordnung'),
        f.option('uppercase', 'Upper case', 'Großbuchstaben'),
        f.option('hash', 'Pseudonymise (hash)', 'Pseudonymisieren (Hash)'),
      ],
      { required: true, default: 'copy' },
    ),
    mapping: f.longText(['Mapping', 'Zuordnung'], {
      maxLength: 4000,
      help: f.help('For value mapping: one "source=target" pair per line.', 'Für die Wertezuordnung: ein Paar „Quelle=Ziel" pro Zeile.'),
    }),
    sortOrder: f.integer(['Position', 'Position'], { min: 1, max: 100_000 }),
  },
  list: { columns: ['sortOrder', 'name', 'configId', 'sourcePath', 'targetPath', 'transform'], defaultSort: { field: 'sortOrder', order: 'ASC' } },
  recordRepresentation: 'name',
  access: { read: 'console.read', create: 'connector.configure', update: 'connector.configure', delete: 'connector.configure' },
  scope: { through: 'configId' },
  order: { field: 'sortOrder', within: 'configId' },
});
