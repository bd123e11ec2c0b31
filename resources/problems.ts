import { SEVERITIES } from './shared/problem-options';
import { defineResource, f } from '../core/resource-kit/authoring';

export { SEVERITIES };
export const PROBLEM_SOURCES = [f.option('zabbix', 'Zabbix', 'Zabbix'), f.option('tracker', 'Tracker watchdog', 'Tracker-Watchdog'), f.option('skimovie', 'Skimovie', 'Skimovie')];

export default defineResource({
  name: 'problems',
  icon: 'ReportProblem',
  menu: 'operations',
  label: { en: { one: 'Problem', many: 'Problems' }, de: { one: 'Problem', many: 'Probleme' } },
  id: { strategy: 'uuid' },
  fields: {
    source: f.choice(['Source', 'Quelle'], PROBLEM_SOURCES, { required: true }),
    triggerId: f.text(['Trigger', 'Trigger'], { required: true, searchable: true, filterable: true, maxLength: 200 }),
    eventId: f.text(['Event', 'Ereignis'], {
      maxLength: 200,
      help: f.help("The source's id of the problem event, used to acknowledge it there.", 'Die ID des Problemereignisses in der Quelle, zum Quittieren dort.'),
    }),
    installationId: f.reference(['Installation', 'Installation'], 'installations'),
    // Copied from the installation when the problem is recorded, so the list filters by them directly.
    resortId: f.reference(['Resort', 'Skigebiet'], 'resorts', { foreignKey: false }),
    customerId: f.reference(['Customer', 'Kunde'], 'customers', { foreignKey: false }),
    host: f.text(['Host', 'Host'], { searchable: true, filterable: true }),
    deviceId: f.text(['Device', 'Gerät'], { filterable: true }),
    name: f.text(['Problem', 'Problem'], { required: true, searchable: true, maxLength: 1000 }),
    severity: f.choice(['Severity', 'Schweregrad'], SEVERITIES, { required: true }),
    state: f.choice(['State', 'Zustand'], [f.option('problem', 'Open', 'Offen', 'error'), f.option('resolved', 'Resolved', 'Behoben', 'success')], { required: true }),
    startedAt: f.dateTime(['Started', 'Begonnen'], { required: true }),
    resolvedAt: f.dateTime(['Resolved', 'Behoben am']),
    acknowledged: f.boolean(['Acknowledged', 'Quittiert'], { default: false }),
    acknowledgedBy: f.text(['Acknowledged by', 'Quittiert von']),
    acknowledgedAt: f.dateTime(['Acknowledged at', 'Quittiert am']),
    acknowledgeMessage: f.text(['Acknowledge message', 'Quittierungstext'], { maxLength: 2000 }),
    suppressedUntil: f.dateTime(['Suppressed until', 'Unterdrückt bis']),
    inMaintenance: f.boolean(['During maintenance', 'Während Wartung'], {
      default: false,
      help: f.help(
        'Raised while the installation was in maintenance (or monitoring was off): recorded, not alerted.',
        'Aufgetreten, während die Installation in Wartung war (oder das Monitoring aus): erfasst, nicht alarmiert.',
      ),
    }),
    tags: f.list(['Tags', 'Tags'], 'text', { maxItems: 50 }),
  },
  list: {
    columns: ['severity', 'name', 'installationId', 'source', 'startedAt', 'acknowledged', 'state'],
    defaultSort: { field: 'severity', order: 'DESC' },
    // Among equally severe problems the oldest comes first: it has waited longest.
    thenBy: { field: 'startedAt', order: 'ASC' },
  },
  routes: { list: '/problem', record: '/problems/:id/show' },
  recordRepresentation: 'name',
  // Problems come from the monitoring sources; people act on them through acknowledge.
  access: { read: 'console.read', create: null, update: null, delete: null },
  scope: { through: 'installationId' },
  unique: [{ fields: ['source', 'triggerId'] }],
  indexes: [
    ['state', 'severity'],
    ['installationId', 'state'],
    ['resortId', 'state'],
    ['customerId', 'state'],
  ],
});
