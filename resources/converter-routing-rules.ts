import { defineResource, f } from '../core/resource-kit/authoring';
import { CONNECTOR_SYSTEMS } from './converter-configs';

export default defineResource({
  name: 'converter-routing-rules',
  icon: 'AltRoute',
  menu: false,
  label: { en: { one: 'Routing rule', many: 'Converter routing rules' }, de: { one: 'Routing-Regel', many: 'Konverter-Routing-Regeln' } },
  id: { strategy: 'uuid' },
  fields: {
    installationId: f.reference(['Installation', 'Installation'], 'installations', { required: true }),
    name: f.text(['Name', 'Name'], { required: true, searchable: true }),
    matchField: f.text(['Match field', 'Prüffeld'], {
      required: true,
      help: f.help('Field of the incoming record the rule looks at, e.g. ticket.productId.', 'Feld des eingehenden Datensatzes, das die Regel prüft, z. B. ticket.productId.'),
    }),
    matchPattern: f.text(['Pattern', 'Muster'], {
      required: true,
      searchable: true,
      help: f.help('Value or wildcard pattern (* for any text).', 'Wert oder Platzhaltermuster (* für beliebigen Text).'),
    }),
    target: f.choice(['Route to', 'Weiterleiten an'], CONNECTOR_SYSTEMS, { required: true }),
    configId: f.reference(['Converter config', 'Konverterkonfiguration'], 'converter-configs'),
    active: f.boolean(['Active', 'Aktiv'], { default: true }),
    sortOrder: f.integer(['Position', 'Position'], {
      min: 1,
      max: 100_000,
      help: f.help('Rules are tried in this order; the first that matches wins.', 'Die Regeln werden in dieser Reihenfolge geprüft; die erste passende gilt.'),
    }),
  },
  list: { columns: ['sortOrder', 'name', 'installationId', 'matchField', 'matchPattern', 'target', 'active'], defaultSort: { field: 'sortOrder', order: 'ASC' } },
  recordRepresentation: 'name',
  access: { read: 'console.read', create: 'connector.configure', update: 'connector.configure', delete: 'connector.configure' },
  scope: { through: 'installationId' },
  order: { field: 'sortOrder', within: 'installationId' },
});
