import { defineResource, f } from '../core/resource-kit/authoring';

const WEEKDAYS = [
  f.option('MO', 'Monday', 'Montag'),
  f.option('TU', 'Tuesday', 'Dienstag'),
  f.option('WE', 'Wednesday', 'Mittwoch'),
  f.option('TH', 'Thursday', 'Donnerstag'),
  f.option('FR', 'Friday', 'Freitag'),
  f.option('SA', 'Saturday', 'Samstag'),
  f.option('SU', 'Sunday', 'Sonntag'),
];

/**
 * Who is on call when: a recurring shift handed round its members in turn. The first shift's start
 * is read as a wall clock in the rotation's time zone, so a 08:00 handover stays 08:00 across the
 * change to and from summer time (the server expands the recurrence with `rrule`).
 */
export default defineResource({
  name: 'on-duty-rotations',
  icon: 'PermContactCalendar',
  menu: false,
  label: { en: { one: 'On-duty rotation', many: 'On-duty rotations' }, de: { one: 'Bereitschaftsplan', many: 'Bereitschaftspläne' } },
  id: { strategy: 'uuid' },
  fields: {
    name: f.text(['Name', 'Name'], { required: true, searchable: true, maxLength: 200 }),
    members: f.referenceMany(['Members in turn', 'Mitglieder der Reihe nach'], 'staff-users', {
      required: true,
      help: f.help('Console users; each shift goes to the next one in this order.', 'Konsolenbenutzer; jede Schicht geht an den nächsten in dieser Reihenfolge.'),
    }),
    // Chosen before the first shift, which is entered as a wall clock in it.
    timeZone: f.timeZone(['Time zone', 'Zeitzone'], { required: true }),
    firstShiftAt: f.dateTime(['First shift starts', 'Erste Schicht beginnt'], { required: true, zoneField: 'timeZone' }),
    shiftHours: f.integer(['Shift length (hours)', 'Schichtlänge (Stunden)'], { required: true, min: 1, max: 336, default: 24 }),
    frequency: f.choice(['Repeats', 'Wiederholung'], [f.option('daily', 'Daily', 'Täglich'), f.option('weekly', 'Weekly', 'Wöchentlich')], { required: true, default: 'daily' }),
    interval: f.integer(['Every', 'Alle'], {
      required: true,
      min: 1,
      max: 52,
      default: 1,
      help: f.help('Days or weeks between shifts.', 'Tage oder Wochen zwischen den Schichten.'),
    }),
    weekdays: f.list(['On weekdays', 'An Wochentagen'], 'enum', {
      options: WEEKDAYS,
      maxItems: 7,
      help: f.help('Empty: every day (daily) or the first shift’s weekday (weekly).', 'Leer: jeden Tag (täglich) oder der Wochentag der ersten Schicht (wöchentlich).'),
    }),
    until: f.date(['Ends on', 'Endet am']),
    country: f.country(['Public holidays of', 'Feiertage von'], { help: f.help('Shifts on its public holidays are marked.', 'Schichten an dessen Feiertagen werden markiert.') }),
    notes: f.longText(['Notes', 'Notizen']),
  },
  list: { columns: ['name', 'members', 'firstShiftAt', 'shiftHours', 'frequency', 'timeZone'], defaultSort: { field: 'name', order: 'ASC' } },
  recordRepresentation: 'name',
  access: { read: 'console.read', create: 'projects.manage', update: 'projects.manage', delete: 'projects.manage' },
  // Whom staff call at night is staff business.
  scope: { staffOnly: true },
  example: {
    name: 'Second-level support',
    firstShiftAt: '2026-12-01T07:00:00.000Z',
    shiftHours: 24,
    frequency: 'daily',
    interval: 1,
    timeZone: 'Europe/Vienna',
    country: 'AT',
  },
});
