import { defineResource, f, issue } from '../core/resource-kit/authoring';

export default defineResource({
  name: 'installation-relations',
  icon: 'Link',
  menu: false,
  label: { en: { one: 'Installation relation', many: 'Installation relations' }, de: { one: 'Installationsbeziehung', many: 'Installationsbeziehungen' } },
  id: { strategy: 'uuid' },
  fields: {
    installationId: f.reference(['Installation', 'Installation'], 'installations', { required: true }),
    kind: f.choice(
      ['Relation', 'Beziehung'],
      [
        f.option('feeds', 'Sends data to', 'Liefert Daten an'),
        f.option('sameLane', 'Same lane as', 'Gleiche Strecke wie'),
        f.option('backupOf', 'Backup of', 'Ersatz für'),
        f.option('sharesNetwork', 'Shares network with', 'Teilt Netzwerk mit'),
        f.option('replaces', 'Replaces', 'Ersetzt'),
      ],
      { required: true },
    ),
    relatedInstallationId: f.reference(['Related installation', 'Verbundene Installation'], 'installations', { required: true }),
    comment: f.text(['Comment', 'Kommentar']),
  },
  list: { columns: ['installationId', 'kind', 'relatedInstallationId', 'comment'], defaultSort: { field: 'installationId', order: 'ASC' } },
  recordRepresentation: 'kind',
  access: { read: 'console.read', create: 'projects.manage', update: 'projects.manage', delete: 'projects.manage' },
  scope: { through: 'installationId' },
  unique: [{ fields: ['installationId', 'kind', 'relatedInstallationId'] }],
  rules: [(r) => (r.installationId && r.installationId === r.relatedInstallationId ? { relatedInstallationId: issue('notItself') } : undefined)],
});
