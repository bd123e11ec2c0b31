import { defineResource, f } from '../core/resource-kit/authoring';
import { INSTALLATION_TYPES } from './installations';
import { PROBLEM_SOURCES, SEVERITIES } from './problems';

/**
 * Which chain escalates a problem: routes are tried in position order and the first whose
 * conditions all hold wins (an empty condition holds for every problem); the default route takes
 * what no other route matched. Problems of an installation in maintenance never escalate.
 */
export default defineResource({
  name: 'escalation-routes',
  icon: 'AltRoute',
  menu: 'operations',
  label: { en: { one: 'Escalation route', many: 'Escalation routes' }, de: { one: 'Eskalationsroute', many: 'Eskalationsrouten' } },
  id: { strategy: 'uuid' },
  fields: {
    name: f.text(['Name', 'Name'], { required: true, unique: true, searchable: true, maxLength: 200 }),
    position: f.integer(['Order', 'Reihenfolge'], { min: 1, max: 100_000 }),
    chainId: f.reference(['Chain', 'Kette'], 'escalation-chains', { required: true }),
    isDefault: f.boolean(['Default route', 'Standardroute'], {
      default: false,
      help: f.help('Takes every problem no other route matched, whatever its conditions.', 'Nimmt jedes Problem, das keine andere Route traf, unabhängig von Bedingungen.'),
    }),
    severities: f.list(['Severities', 'Schweregrade'], 'enum', { options: SEVERITIES, maxItems: SEVERITIES.length }),
    sources: f.list(['Sources', 'Quellen'], 'enum', { options: PROBLEM_SOURCES, maxItems: PROBLEM_SOURCES.length }),
    installationTypes: f.list(['Installation types', 'Installationsarten'], 'enum', { options: INSTALLATION_TYPES, maxItems: INSTALLATION_TYPES.length }),
    customerId: f.reference(['Customer', 'Kunde'], 'customers'),
  },
  list: { columns: ['position', 'name', 'chainId', 'isDefault', 'severities', 'sources', 'installationTypes', 'customerId'], defaultSort: { field: 'position', order: 'ASC' } },
  recordRepresentation: 'name',
  access: { read: 'staff.read', create: 'escalations.manage', update: 'escalations.manage', delete: 'escalations.manage' },
  scope: { staffOnly: true },
  order: { field: 'position' },
  example: { name: 'Timing disasters', isDefault: false, severities: ['5'], sources: ['zabbix'], installationTypes: ['startFinish'] },
});
