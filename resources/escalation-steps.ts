import { defineResource, f } from '../core/resource-kit/authoring';
import { issue } from '../core/resource-kit/messages';
import { ESCALATION_ACTIONS, WINDOW_ZONES } from './shared/escalation-options';
import { ROLE_OPTIONS } from './staff-users';

const NEEDS: Record<string, string> = { notifyOnDuty: 'rotationId', notifyPeople: 'people', notifyRole: 'role', wait: 'waitMinutes', repeat: 'repeatFrom' };

/**
 * One step of an escalation chain, run in position order. A notify step may be limited to a time
 * window (e.g. 22:00–07:00) read on the resort's or the rotation's clock; outside it, it is skipped.
 */
export default defineResource({
  name: 'escalation-steps',
  icon: 'ViewAgenda',
  menu: false,
  label: { en: { one: 'Escalation step', many: 'Escalation steps' }, de: { one: 'Eskalationsschritt', many: 'Eskalationsschritte' } },
  id: { strategy: 'uuid' },
  fields: {
    chainId: f.reference(['Chain', 'Kette'], 'escalation-chains', { required: true }),
    position: f.integer(['Step', 'Schritt'], { min: 1, max: 1000 }),
    action: f.choice(['Action', 'Aktion'], ESCALATION_ACTIONS, { required: true, default: 'notifyOnDuty' }),
    rotationId: f.reference(['Rotation', 'Bereitschaftsplan'], 'on-duty-rotations', {
      help: f.help(
        'Notify who is on duty: whoever the rotation gives the moment of the step to, covers and swaps applied.',
        'Wer im Moment des Schritts Bereitschaft hat, mit Vertretungen und Täuschen.',
      ),
    }),
    people: f.referenceMany(['People', 'Personen'], 'staff-users'),
    role: f.choice(['Role', 'Rolle'], ROLE_OPTIONS),
    waitMinutes: f.integer(['Wait (minutes)', 'Warten (Minuten)'], { min: 1, max: 1440 }),
    repeatFrom: f.integer(['Repeat from step', 'Wiederholen ab Schritt'], { min: 1, max: 1000 }),
    repeatTimes: f.integer(['At most (times)', 'Höchstens (mal)'], { min: 1, max: 10, default: 1 }),
    windowFrom: f.time(['Only from', 'Nur von'], { help: f.help('Empty: at any time.', 'Leer: zu jeder Zeit.') }),
    windowUntil: f.time(['Only until', 'Nur bis'], { help: f.help('Before "only from": the window runs over midnight.', 'Vor „nur von“: das Fenster geht über Mitternacht.') }),
    windowZone: f.choice(['Window clock', 'Uhr des Fensters'], WINDOW_ZONES, { default: 'resort' }),
  },
  list: {
    columns: ['position', 'action', 'rotationId', 'people', 'role', 'waitMinutes', 'repeatFrom', 'windowFrom', 'windowUntil'],
    defaultSort: { field: 'position', order: 'ASC' },
  },
  recordRepresentation: 'action',
  access: { read: 'staff.read', create: 'escalations.manage', update: 'escalations.manage', delete: 'escalations.manage' },
  scope: { staffOnly: true },
  order: { field: 'position', within: 'chainId' },
  rules: [
    (r) => {
      const field = NEEDS[String(r.action)];
      if (!field) return undefined;
      const value = r[field];
      return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0) ? { [field]: issue('required') } : undefined;
    },
    (r) => (!!r.windowFrom !== !!r.windowUntil ? { [r.windowFrom ? 'windowUntil' : 'windowFrom']: issue('required') } : undefined),
  ],
  example: { position: 1, action: 'wait', waitMinutes: 15, repeatTimes: 1, windowZone: 'resort' },
});
