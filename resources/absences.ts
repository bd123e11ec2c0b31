import { defineResource, f, issue, notBefore } from '../core/resource-kit/authoring';
import { ABSENCE_TYPES } from './shared/plan-options';

/**
 * A vacation, home-office or time-compensation request, from one day to another with half days at
 * either end. The requester writes it; `projects.manage` approves or rejects it (the state is
 * never written through the form), and only approved days count against the entitlement.
 */
export default defineResource({
  name: 'absences',
  icon: 'EventNote',
  menu: false,
  label: { en: { one: 'Absence', many: 'Absences' }, de: { one: 'Abwesenheit', many: 'Abwesenheiten' } },
  id: { strategy: 'uuid' },
  fields: {
    employeeId: f.reference(['Employee', 'Mitarbeiter'], 'staff-users', { readOnly: true, stamp: 'actorId', foreignKey: false }),
    employeeName: f.text(['Employee', 'Mitarbeiter'], { readOnly: true, stamp: 'actorName', searchable: true }),
    type: f.choice(['Type', 'Art'], ABSENCE_TYPES, { required: true, default: 'vacation' }),
    startsOn: f.date(['From', 'Von'], { required: true }),
    endsOn: f.date(['Until', 'Bis'], { required: true }),
    halfDayStart: f.boolean(['Starts at noon', 'Beginnt mittags'], { default: false, help: f.help('The first day counts as half a day.', 'Der erste Tag zählt als halber Tag.') }),
    halfDayEnd: f.boolean(['Ends at noon', 'Endet mittags'], { default: false, help: f.help('The last day counts as half a day.', 'Der letzte Tag zählt als halber Tag.') }),
    state: f.choice(
      ['State', 'Status'],
      [
        f.option('requested', 'Requested', 'Beantragt', 'warning'),
        f.option('approved', 'Approved', 'Genehmigt', 'success'),
        f.option('rejected', 'Rejected', 'Abgelehnt', 'error'),
      ],
      { readOnly: true, default: 'requested' },
    ),
    decidedBy: f.text(['Decided by', 'Entschieden von'], { readOnly: true }),
    note: f.longText(['Note', 'Notiz'], { maxLength: 2000 }),
  },
  list: {
    // On a phone: whose, when, and whether it is granted yet, under its type.
    phoneRows: { details: ['employeeName', 'startsOn', 'endsOn', 'state'] },
    columns: ['employeeName', 'type', 'startsOn', 'endsOn', 'state'],
    defaultSort: { field: 'startsOn', order: 'DESC' },
  },
  recordRepresentation: 'type',
  // Changing an approved absence is the approver's; the requester withdraws (deletes) and asks anew.
  access: { read: 'console.read', create: 'time.record', update: 'projects.manage', delete: 'time.record' },
  owner: { field: 'employeeId', override: 'projects.manage', readOthers: 'projects.manage' },
  scope: { staffOnly: true },
  rules: [
    notBefore('startsOn', 'endsOn'),
    (r) => (r.startsOn && r.startsOn === r.endsOn && r.halfDayStart === true && r.halfDayEnd === true ? { halfDayEnd: issue('oneHalfDay') } : undefined),
  ],
  indexes: [
    ['employeeId', 'startsOn'],
    ['type', 'startsOn'],
  ],
  example: { type: 'vacation', startsOn: '2026-12-21', endsOn: '2026-12-24', halfDayStart: false, halfDayEnd: true, note: 'Christmas' },
});
