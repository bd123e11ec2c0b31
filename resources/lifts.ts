import { LIFT_SIZE_MULTIPLIER } from '../core/constants';
import { defineResource, f } from '../core/resource-kit/authoring';

export default defineResource({
  name: 'lifts',
  icon: 'Cable',
  menu: 'customers',
  label: { en: { one: 'Lift', many: 'Lifts' }, de: { one: 'Lift', many: 'Lifte' } },
  id: { strategy: 'uuid' },
  fields: {
    resortId: f.reference(['Resort', 'Skigebiet'], 'resorts', { required: true }),
    name: f.text(['Name', 'Name'], { required: true, searchable: true }),
    type: f.choice(
      ['Type', 'Typ'],
      [
        f.option('chairlift', 'Chairlift', 'Sessellift'),
        f.option('gondola', 'Gondola', 'Gondelbahn'),
        f.option('cableCar', 'Cable car', 'Seilbahn'),
        f.option('dragLift', 'Drag lift', 'Schlepplift'),
        f.option('funicular', 'Funicular', 'Standseilbahn'),
        f.option('carpet', 'Magic carpet', 'Förderband'),
      ],
      { required: true },
    ),
    size: f.choice(['Size', 'Größe'], [f.option('normal', 'Normal', 'Normal'), f.option('large', `Large (× ${LIFT_SIZE_MULTIPLIER})`, `Groß (× ${LIFT_SIZE_MULTIPLIER})`)], {
      required: true,
      default: 'normal',
      help: f.help(`A large lift counts ${LIFT_SIZE_MULTIPLIER} times its weight in rankings.`, `Ein großer Lift zählt in Ranglisten ${LIFT_SIZE_MULTIPLIER}-fach.`),
    }),
    weight: f.decimal(['Weight', 'Gewichtung'], { required: true, min: 0, max: 100, step: 0.01 }),
    capacityPerHour: f.integer(['Capacity per hour', 'Förderleistung pro Stunde'], { min: 0, max: 20000 }),
    lengthMeters: f.integer(['Length (m)', 'Länge (m)'], { min: 0, max: 20000, unit: 'm' }),
    hasAccessControl: f.boolean(['Has access control', 'Hat Zutrittskontrolle'], { default: true }),
  },
  computed: {
    effectiveWeight: {
      label: { en: 'Effective weight', de: 'Effektive Gewichtung' },
      kind: 'decimal',
      compute: (r) => (typeof r.weight === 'number' ? Math.round(r.weight * (r.size === 'large' ? LIFT_SIZE_MULTIPLIER : 1) * 1000) / 1000 : null),
    },
  },
  list: { columns: ['name', 'resortId', 'type', 'size', 'weight', 'effectiveWeight', 'capacityPerHour'], defaultSort: { field: 'name', order: 'ASC' } },
  recordRepresentation: 'name',
  access: { read: 'console.read', create: 'projects.manage', update: 'projects.manage', delete: 'projects.manage' },
  scope: { through: 'resortId' },
  unique: [{ fields: ['resortId', 'name'], ci: true }],
});
