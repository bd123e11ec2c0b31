import { defineResource, f } from '../core/resource-kit/authoring';
import { ACKNOWLEDGED_VIA, ESCALATION_EVENT_KINDS, NOTIFY_CHANNELS } from './shared/escalation-options';

/**
 * An escalation's timeline: who was notified when and through which channel (the outgoing
 * message tells delivered or failed), steps skipped or waited, and how it ended. Written by the
 * server only; `GET /api/problems/:id/escalation` reads it with the messages' outcomes.
 */
export default defineResource({
  name: 'escalation-events',
  icon: 'EventNote',
  menu: false,
  label: { en: { one: 'Escalation event', many: 'Escalation events' }, de: { one: 'Eskalationsereignis', many: 'Eskalationsereignisse' } },
  id: { strategy: 'uuid' },
  fields: {
    escalationId: f.reference(['Escalation', 'Eskalation'], 'escalations', { required: true }),
    problemId: f.reference(['Problem', 'Problem'], 'problems', { required: true, foreignKey: false }),
    at: f.dateTime(['Time', 'Zeitpunkt'], { required: true }),
    kind: f.choice(['Event', 'Ereignis'], ESCALATION_EVENT_KINDS, { required: true }),
    step: f.integer(['Step', 'Schritt'], { min: 0 }),
    person: f.reference(['Person', 'Person'], 'staff-users', { foreignKey: false }),
    channel: f.choice(['Channel', 'Kanal'], NOTIFY_CHANNELS),
    via: f.choice(['How', 'Wie'], ACKNOWLEDGED_VIA),
    messageId: f.reference(['Message', 'Nachricht'], 'outbox-messages', { foreignKey: false }),
    code: f.text(['Reply code', 'Antwortcode'], { maxLength: 16, unique: true }),
    detail: f.text(['Detail', 'Detail'], { maxLength: 1000 }),
  },
  list: { columns: ['at', 'kind', 'step', 'person', 'channel', 'detail'], defaultSort: { field: 'at', order: 'ASC' } },
  recordRepresentation: 'kind',
  access: { read: 'staff.read', create: null, update: null, delete: null },
  scope: { staffOnly: true },
  indexes: [
    ['problemId', 'at'],
    ['person', 'at'],
  ],
});
