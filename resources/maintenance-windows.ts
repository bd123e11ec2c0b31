import { defineResource, f, notBefore } from '../core/resource-kit/authoring';

/**
 * Maintenance planned ahead for an installation: problems raised inside a window are recorded,
 * marked and left out of the open counts, as for an installation switched into maintenance.
 */
export default defineResource({
  name: 'maintenance-windows',
  icon: 'EventNote',
  menu: false,
  label: { en: { one: 'Maintenance window', many: 'Maintenance windows' }, de: { one: 'Wartungsfenster', many: 'Wartungsfenster' } },
  id: { strategy: 'uuid' },
  fields: {
    installationId: f.reference(['Installation', 'Installation'], 'installations', { required: true }),
    startsAt: f.dateTime(['Starts', 'Beginnt'], { required: true }),
    endsAt: f.dateTime(['Ends', 'Endet'], { required: true }),
    reason: f.text(['Reason', 'Grund'], { required: true, searchable: true, maxLength: 500 }),
    plannedByName: f.text(['Planned by', 'Geplant von'], { readOnly: true, stamp: 'actorName' }),
  },
  list: { columns: ['installationId', 'startsAt', 'endsAt', 'reason', 'plannedByName'], defaultSort: { field: 'startsAt', order: 'DESC' } },
  recordRepresentation: 'reason',
  // Planning maintenance is the maintenance switch ahead of time: the same right.
  access: { read: 'console.read', create: 'support.write', update: 'support.write', delete: 'support.write' },
  scope: { through: 'installationId' },
  rules: [notBefore('startsAt', 'endsAt')],
  indexes: [['installationId', 'endsAt']],
  example: { reason: 'Replacing the finish photocell', startsAt: '2026-12-01T06:00:00.000Z', endsAt: '2026-12-01T08:00:00.000Z' },
});
