import { defineResource, f } from '../core/resource-kit/authoring';

export const CONNECTOR_SYSTEMS = [
  f.option('skidata', 'SKIDATA', 'SKIDATA'),
  f.option('axess', 'Axess', 'Axess'),
  f.option('teamaxess', 'TeamAxess', 'TeamAxess'),
  f.option('sitour', 'Sitour', 'Sitour'),
  f.option('gondola', 'Gondola tracker', 'Gondola-Tracker'),
  f.option('webshop', 'Web shop', 'Webshop'),
];

export default defineResource({
  name: 'converter-configs',
  icon: 'Transform',
  menu: false,
  label: { en: { one: 'Converter config', many: 'Converter configs' }, de: { one: 'Konverterkonfiguration', many: 'Konverterkonfigurationen' } },
  id: { strategy: 'uuid' },
  fields: {
    installationId: f.reference(['Installation', 'Installation'], 'installations', { required: true }),
    name: f.text(['Name', 'Name'], { required: true, searchable: true }),
    source: f.choice(['Source', 'Quelle'], CONNECTOR_SYSTEMS, {
      required: true,
      help: f.help('The system the resort connector reads from (access control, ticketing).', 'Das System, aus dem der Resort-Connector liest (Zutritt, Ticketing).'),
    }),
    target: f.choice(['Target', 'Ziel'], CONNECTOR_SYSTEMS, { required: true }),
    format: f.choice(['Format', 'Format'], [f.option('json', 'JSON', 'JSON'), f.option('xml', 'XML', 'XML'), f.option('csv', 'CSV', 'CSV')], { required: true, default: 'json' }),
    endpointUrl: f.url(['Endpoint', 'Endpunkt']),
    pollSeconds: f.integer(['Poll interval', 'Abfrageintervall'], { min: 5, max: 86_400, unit: 's', default: 60 }),
    active: f.boolean(['Active', 'Aktiv'], { default: true }),
  },
  list: { columns: ['name', 'installationId', 'source', 'target', 'format', 'active'], defaultSort: { field: 'name', order: 'ASC' } },
  recordRepresentation: 'name',
  access: { read: 'console.read', create: 'connector.configure', update: 'connector.configure', delete: 'connector.configure' },
  scope: { through: 'installationId' },
  unique: [{ fields: ['installationId', 'name'], ci: true }],
  children: [{ resource: 'converter-sections', field: 'configId' }],
  writeFailures: 'configuration',
});
