import { defineResource, f, notBefore } from '../core/resource-kit/authoring';
import { issue } from '../core/resource-kit/messages';

/**
 * A change to a rotation: someone covers a period for whoever the rotation gives it to (override),
 * or two people exchange shifts (swap: the person covers the period, the one they replace covers
 * the return period for them).
 */
export default defineResource({
  name: 'on-duty-overrides',
  icon: 'PermContactCalendar',
  menu: false,
  label: { en: { one: 'On-duty change', many: 'On-duty changes' }, de: { one: 'Bereitschaftsänderung', many: 'Bereitschaftsänderungen' } },
  id: { strategy: 'uuid' },
  fields: {
    rotationId: f.reference(['Rotation', 'Bereitschaftsplan'], 'on-duty-rotations', { required: true }),
    kind: f.choice(['Kind', 'Art'], [f.option('override', 'Cover', 'Vertretung'), f.option('swap', 'Swap', 'Tausch')], { required: true, default: 'override' }),
    person: f.reference(['On duty', 'Bereitschaft'], 'staff-users', { required: true }),
    replaces: f.reference(['Instead of', 'Anstelle von'], 'staff-users'),
    // Entered in the rotation's zone, as its shifts are: a cover of the 08:00 Vienna shift is typed 08:00.
    startsAt: f.dateTime(['From', 'Von'], { required: true, zoneField: 'rotationId.timeZone' }),
    endsAt: f.dateTime(['Until', 'Bis'], { required: true, zoneField: 'rotationId.timeZone' }),
    returnStartsAt: f.dateTime(['Return shift from', 'Gegenschicht von'], { zoneField: 'rotationId.timeZone' }),
    returnEndsAt: f.dateTime(['Return shift until', 'Gegenschicht bis'], { zoneField: 'rotationId.timeZone' }),
    reason: f.text(['Reason', 'Grund'], { maxLength: 500 }),
  },
  list: { columns: ['rotationId', 'kind', 'person', 'replaces', 'startsAt', 'endsAt'], defaultSort: { field: 'startsAt', order: 'DESC' } },
  recordRepresentation: 'reason',
  // Colleagues arrange covers and swaps among themselves; the rotation is planned by project management.
  access: { read: 'console.read', create: 'support.write', update: 'support.write', delete: 'support.write' },
  scope: { staffOnly: true },
  rules: [
    notBefore('startsAt', 'endsAt'),
    notBefore('returnStartsAt', 'returnEndsAt'),
    (r) => (r.kind === 'swap' && !r.replaces ? { replaces: issue('required') } : undefined),
    (r) => (r.kind === 'swap' && (!r.returnStartsAt || !r.returnEndsAt) ? { [r.returnStartsAt ? 'returnEndsAt' : 'returnStartsAt']: issue('required') } : undefined),
  ],
  indexes: [['rotationId', 'endsAt']],
  example: { kind: 'override', startsAt: '2026-12-24T07:00:00.000Z', endsAt: '2026-12-25T07:00:00.000Z', reason: 'Christmas Eve' },
});
