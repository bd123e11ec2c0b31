import { defineResource, f, notBefore } from '../core/resource-kit/authoring';
import { ROLLOUT_KINDS } from './shared/plan-options';

/**
 * A software rollout or go-live at an installation: which component version goes live when, and
 * the bulk command that carried it where one did.
 */
export default defineResource({
  name: 'rollouts',
  icon: 'NewReleases',
  menu: false,
  label: { en: { one: 'Rollout', many: 'Rollouts' }, de: { one: 'Rollout', many: 'Rollouts' } },
  id: { strategy: 'uuid' },
  fields: {
    installationId: f.reference(['Installation', 'Installation'], 'installations', { required: true }),
    kind: f.choice(['Kind', 'Art'], ROLLOUT_KINDS, { required: true, default: 'rollout' }),
    componentVersionId: f.reference(['Component version', 'Komponentenversion'], 'software-component-versions', { required: true }),
    startsAt: f.dateTime(['Starts', 'Beginnt'], { required: true }),
    endsAt: f.dateTime(['Ends', 'Endet'], { required: true }),
    state: f.choice(
      ['State', 'Status'],
      [
        f.option('planned', 'Planned', 'Geplant', 'info'),
        f.option('running', 'Running', 'Läuft', 'warning'),
        f.option('done', 'Done', 'Erledigt', 'success'),
        f.option('failed', 'Failed', 'Fehlgeschlagen', 'error'),
        f.option('cancelled', 'Cancelled', 'Abgesagt'),
      ],
      { required: true, default: 'planned' },
    ),
    bulkCommandId: f.reference(['Bulk command', 'Sammelbefehl'], 'bulk-commands'),
    notes: f.longText(['Notes', 'Notizen']),
  },
  list: { columns: ['installationId', 'kind', 'componentVersionId', 'startsAt', 'state'], defaultSort: { field: 'startsAt', order: 'DESC' } },
  recordRepresentation: 'kind',
  access: { read: 'console.read', create: 'rollouts.plan', update: 'rollouts.plan', delete: 'rollouts.plan' },
  scope: { through: 'installationId' },
  rules: [notBefore('startsAt', 'endsAt')],
  indexes: [['endsAt']],
  example: { kind: 'rollout', startsAt: '2026-12-02T20:00:00.000Z', endsAt: '2026-12-02T22:00:00.000Z', state: 'planned' },
});
