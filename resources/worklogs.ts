import { defineResource, f } from '../core/resource-kit/authoring';

/**
 * Time someone worked: for a customer or installation, on a component of the catalogue, for a
 * ticket or Jira issue. Entered in the console (by the person who worked) or imported from Jira's
 * worklogs; the worklog reports and the support invoice read them. Each person reads their own;
 * `projects.manage` reads and corrects everyone's.
 */
export default defineResource({
  name: 'worklogs',
  icon: 'History',
  menu: false,
  label: { en: { one: 'Worklog', many: 'Worklogs' }, de: { one: 'Arbeitszeit', many: 'Arbeitszeiten' } },
  id: { strategy: 'uuid' },
  fields: {
    employeeId: f.reference(['Employee', 'Mitarbeiter'], 'staff-users', { readOnly: true, stamp: 'actorId', foreignKey: false }),
    employeeName: f.text(['Employee', 'Mitarbeiter'], { readOnly: true, stamp: 'actorName', searchable: true }),
    workedOn: f.date(['Date', 'Datum'], { required: true }),
    startTime: f.time(['Start', 'Beginn']),
    durationMinutes: f.integer(['Duration', 'Dauer'], { required: true, min: 1, max: 1440, unit: 'min', minutesDuration: true }),
    customerId: f.reference(['Customer', 'Kunde'], 'customers', {
      help: f.help('Empty: the installation’s customer.', 'Leer: der Kunde der Installation.'),
    }),
    installationId: f.reference(['Installation', 'Installation'], 'installations'),
    masterComponentId: f.reference(['Master component', 'Hauptkomponente'], 'software-component-types'),
    componentId: f.reference(['Component', 'Komponente'], 'software-components'),
    ticketId: f.reference(['Ticket', 'Ticket'], 'tickets'),
    jiraIssue: f.text(['Jira issue', 'Jira-Vorgang'], {
      maxLength: 50,
      filterable: true,
      pattern: { regex: '^[A-Za-z][A-Za-z0-9_]+-\\d+$', message: { en: 'A Jira issue key such as OPS-123', de: 'Ein Jira-Schlüssel wie OPS-123' } },
    }),
    task: f.boolean(['Task', 'Aufgabe'], {
      default: false,
      help: f.help('Planned work on a task, not a support case.', 'Geplante Arbeit an einer Aufgabe, kein Supportfall.'),
    }),
    billable: f.boolean(['Billable', 'Verrechenbar'], { default: true }),
    description: f.longText(['Description', 'Beschreibung'], { required: true, searchable: true, maxLength: 5000 }),
    source: f.choice(['Source', 'Quelle'], [f.option('console', 'Console', 'Konsole'), f.option('jira', 'Jira', 'Jira')], { readOnly: true, default: 'console' }),
    jiraWorklogId: f.text(['Jira worklog', 'Jira-Arbeitsprotokoll'], { readOnly: true, unique: true, maxLength: 50 }),
  },
  list: {
    phoneRows: true,
    columns: ['workedOn', 'employeeName', 'durationMinutes', 'customerId', 'installationId', 'jiraIssue', 'billable', 'description'],
    defaultSort: { field: 'workedOn', order: 'DESC' },
  },
  recordRepresentation: 'description',
  access: { read: 'console.read', create: 'time.record', update: 'time.record', delete: 'time.record' },
  owner: { field: 'employeeId', override: 'projects.manage', readOthers: 'projects.manage' },
  scope: { staffOnly: true },
  indexes: [
    ['employeeId', 'workedOn'],
    ['customerId', 'workedOn'],
    ['installationId', 'workedOn'],
  ],
  example: {
    workedOn: '2026-11-20',
    startTime: '08:30',
    durationMinutes: 90,
    jiraIssue: 'OPS-123',
    task: false,
    billable: true,
    description: 'Replaced the finish photocell and checked the timing with a test run.',
  },
});
