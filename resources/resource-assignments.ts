import { defineResource, f, notBefore } from '../core/resource-kit/authoring';

/**
 * A person or a piece of equipment booked for an installation or a project for some days: a bar on
 * the resource timeline. Made from a Jira issue, it keeps the issue's key and links back to it.
 */
export default defineResource({
  name: 'resource-assignments',
  icon: 'Engineering',
  menu: false,
  label: { en: { one: 'Assignment', many: 'Assignments' }, de: { one: 'Einsatz', many: 'Einsätze' } },
  id: { strategy: 'uuid' },
  fields: {
    resourceKind: f.choice(['Kind', 'Art'], [f.option('staff', 'Staff', 'Personal'), f.option('equipment', 'Equipment', 'Ausrüstung')], { required: true, default: 'staff' }),
    resourceName: f.text(['Person or equipment', 'Person oder Ausrüstung'], { required: true, searchable: true, maxLength: 200 }),
    summary: f.text(['What', 'Was'], { required: true, searchable: true, maxLength: 300 }),
    installationId: f.reference(['Installation', 'Installation'], 'installations'),
    project: f.text(['Project', 'Projekt'], { searchable: true, maxLength: 200 }),
    startsOn: f.date(['From', 'Von'], { required: true }),
    endsOn: f.date(['Until', 'Bis'], { required: true }),
    jiraIssueKey: f.text(['Jira issue', 'Jira-Vorgang'], {
      searchable: true,
      maxLength: 50,
      pattern: { regex: '^[A-Z][A-Z0-9_]+-\\d+$', message: { en: 'A Jira issue key such as OPS-123', de: 'Ein Jira-Schlüssel wie OPS-123' } },
    }),
    jiraIssueUrl: f.url(['Jira link', 'Jira-Link'], { readOnly: false }),
    notes: f.longText(['Notes', 'Notizen']),
  },
  list: { columns: ['resourceName', 'summary', 'installationId', 'startsOn', 'endsOn', 'jiraIssueKey'], defaultSort: { field: 'startsOn', order: 'DESC' } },
  recordRepresentation: 'summary',
  access: { read: 'console.read', create: 'projects.manage', update: 'projects.manage', delete: 'projects.manage' },
  // Internal planning across customers.
  scope: { staffOnly: true },
  rules: [notBefore('startsOn', 'endsOn')],
  example: {
    resourceKind: 'staff',
    resourceName: 'Lena Huber',
    summary: 'Install finish camera',
    project: 'Winter 26/27 upgrades',
    startsOn: '2026-12-07',
    endsOn: '2026-12-09',
    jiraIssueKey: 'OPS-142',
  },
});
