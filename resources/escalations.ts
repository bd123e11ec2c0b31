import { defineResource, f } from '../core/resource-kit/authoring';
import { ACKNOWLEDGED_VIA, ESCALATION_STATES } from './shared/escalation-options';

/**
 * A problem's escalation: durable state the escalation jobs advance (server/modules/escalations/),
 * one per opening of a problem (a reopening within the flap window continues it). Written by the
 * server only.
 */
export default defineResource({
  name: 'escalations',
  icon: 'History',
  menu: false,
  label: { en: { one: 'Escalation', many: 'Escalations' }, de: { one: 'Eskalation', many: 'Eskalationen' } },
  id: { strategy: 'uuid' },
  fields: {
    problemId: f.reference(['Problem', 'Problem'], 'problems', { required: true }),
    chainId: f.reference(['Chain', 'Kette'], 'escalation-chains', { foreignKey: false }),
    routeId: f.reference(['Route', 'Route'], 'escalation-routes', { foreignKey: false }),
    openedAt: f.dateTime(['Problem opened', 'Problem eröffnet'], { required: true }),
    state: f.choice(['State', 'Zustand'], ESCALATION_STATES, { required: true, default: 'active' }),
    step: f.integer(['Next step', 'Nächster Schritt'], { min: 0, default: 0 }),
    round: f.integer(['Round', 'Runde'], { min: 0, default: 0 }),
    repeats: f.text(['Repeats done', 'Wiederholungen'], { maxLength: 2000 }),
    nextAt: f.dateTime(['Next step at', 'Nächster Schritt um']),
    flaps: f.integer(['Flaps', 'Flattern'], { min: 0, default: 0 }),
    endedAt: f.dateTime(['Ended', 'Beendet']),
    acknowledgedBy: f.text(['Acknowledged by', 'Quittiert von'], { maxLength: 200 }),
    acknowledgedVia: f.choice(['Acknowledged', 'Quittiert'], ACKNOWLEDGED_VIA),
  },
  list: { columns: ['openedAt', 'problemId', 'chainId', 'state', 'step', 'nextAt', 'acknowledgedBy'], defaultSort: { field: 'openedAt', order: 'DESC' } },
  recordRepresentation: 'state',
  access: { read: 'staff.read', create: null, update: null, delete: null },
  // Customer staff never see escalations: who is paged is the provider's business.
  scope: { staffOnly: true },
  unique: [{ fields: ['problemId', 'openedAt'] }],
  indexes: [
    ['state', 'nextAt'],
    ['problemId', 'endedAt'],
  ],
});
