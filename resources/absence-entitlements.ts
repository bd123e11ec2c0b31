import { defineResource, f } from '../core/resource-kit/authoring';
import { ABSENCE_TYPES } from './shared/plan-options';

/** How many days of an absence type a person has in a year, and how many they carried over from the last. */
export default defineResource({
  name: 'absence-entitlements',
  icon: 'EventNote',
  menu: false,
  label: { en: { one: 'Absence entitlement', many: 'Absence entitlements' }, de: { one: 'Abwesenheitsanspruch', many: 'Abwesenheitsansprüche' } },
  id: { strategy: 'uuid' },
  fields: {
    employeeId: f.reference(['Employee', 'Mitarbeiter'], 'staff-users', { required: true, foreignKey: false }),
    type: f.choice(['Type', 'Art'], ABSENCE_TYPES, { required: true, default: 'vacation' }),
    year: f.integer(['Year', 'Jahr'], { required: true, min: 2000, max: 2100 }),
    days: f.decimal(['Days', 'Tage'], { required: true, min: 0, max: 366, step: 0.5, unit: 'd' }),
    carriedOverDays: f.decimal(['Carried over', 'Übertrag'], {
      min: -366,
      max: 366,
      step: 0.5,
      unit: 'd',
      default: 0,
      help: f.help('Left from last year (negative: taken in advance).', 'Rest aus dem Vorjahr (negativ: im Voraus genommen).'),
    }),
  },
  list: { columns: ['employeeId', 'type', 'year', 'days', 'carriedOverDays'], defaultSort: { field: 'year', order: 'DESC' } },
  recordRepresentation: 'type',
  access: { read: 'console.read', create: 'projects.manage', update: 'projects.manage', delete: 'projects.manage' },
  owner: { field: 'employeeId', override: 'projects.manage', readOthers: 'projects.manage' },
  scope: { staffOnly: true },
  unique: [{ fields: ['employeeId', 'type', 'year'] }],
  example: { type: 'vacation', year: 2026, days: 25, carriedOverDays: 3.5 },
});
