import { defineResource, f } from '../core/resource-kit/authoring';
import { SEVERITIES } from './problems';

export default defineResource({
  name: 'problem-events',
  icon: 'EventNote',
  menu: false,
  label: { en: { one: 'Problem event', many: 'Problem events' }, de: { one: 'Problemereignis', many: 'Problemereignisse' } },
  id: { strategy: 'uuid' },
  fields: {
    problemId: f.reference(['Problem', 'Problem'], 'problems', { required: true }),
    at: f.dateTime(['Time', 'Zeitpunkt'], { required: true }),
    kind: f.choice(
      ['Event', 'Ereignis'],
      [
        f.option('opened', 'Opened', 'Eröffnet'),
        f.option('reopened', 'Reopened', 'Wieder eröffnet'),
        f.option('resolved', 'Resolved', 'Behoben'),
        f.option('acknowledged', 'Acknowledged', 'Quittiert'),
        f.option('unacknowledged', 'Acknowledgement withdrawn', 'Quittierung zurückgenommen'),
        f.option('message', 'Message', 'Nachricht'),
        f.option('severityChanged', 'Severity changed', 'Schweregrad geändert'),
        f.option('closed', 'Closed', 'Geschlossen'),
        f.option('silenced', 'Silenced', 'Stummgeschaltet'),
      ],
      { required: true },
    ),
    severity: f.choice(['Severity', 'Schweregrad'], SEVERITIES),
    message: f.text(['Message', 'Nachricht'], { maxLength: 2000, searchable: true }),
    author: f.text(['By', 'Von']),
    sync: f.choice(
      ['Sent to source', 'An Quelle gesendet'],
      [
        f.option('ok', 'Sent', 'Gesendet'),
        f.option('failed', 'Failed', 'Fehlgeschlagen'),
        f.option('local', 'Local only', 'Nur lokal'),
        f.option('pending', 'Sending', 'Wird gesendet'),
      ],
    ),
    syncDetail: f.text(['Detail', 'Detail'], { maxLength: 1000 }),
  },
  list: { columns: ['at', 'kind', 'severity', 'message', 'author', 'sync'], defaultSort: { field: 'at', order: 'DESC' } },
  recordRepresentation: 'kind',
  access: { read: 'console.read', create: null, update: null, delete: null },
  scope: { through: 'problemId' },
  // A problem's latest events, fast even when it has 100,000 of them.
  indexes: [['problemId', 'at']],
});
