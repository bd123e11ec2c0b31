import { SWISS_NOTIFICATION_LEAD_DAYS } from '../core/constants';
import { defineResource, f, leadTime } from '../core/resource-kit/authoring';

// A work job in Switzerland announced ahead (spec §5, §9). A registration is not edited once made:
// to change it, it is withdrawn (deleted, audited) and registered again, so the lead time always
// counts from the day it was registered.
export default defineResource({
  name: 'work-notifications',
  icon: 'Engineering',
  menu: false,
  label: { en: { one: 'Work notification (Switzerland)', many: 'Work notifications (Switzerland)' }, de: { one: 'Arbeitsmeldung (Schweiz)', many: 'Arbeitsmeldungen (Schweiz)' } },
  id: { strategy: 'uuid' },
  fields: {
    installationId: f.reference(['Installation', 'Installation'], 'installations', { required: true }),
    jobDate: f.date(['Job date', 'Einsatzdatum'], {
      required: true,
      help: f.help(`At least ${SWISS_NOTIFICATION_LEAD_DAYS} days after today (Swiss time).`, `Mindestens ${SWISS_NOTIFICATION_LEAD_DAYS} Tage nach heute (Schweizer Zeit).`),
    }),
    jobDays: f.integer(['Days on site', 'Tage vor Ort'], { required: true, min: 1, max: 90 }),
    workers: f.integer(['Workers', 'Arbeitskräfte'], { required: true, min: 1, max: 50 }),
    description: f.longText(['Work to be done', 'Auszuführende Arbeiten'], { required: true, searchable: true, maxLength: 2000 }),
    contactName: f.text(['Contact on site', 'Kontakt vor Ort'], { required: true, searchable: true, maxLength: 120 }),
    contactPhone: f.phone(['Contact phone', 'Kontakttelefon'], { required: true }),
  },
  list: { columns: ['jobDate', 'jobDays', 'workers', 'description', 'contactName', 'createdBy'], defaultSort: { field: 'jobDate', order: 'ASC' } },
  recordRepresentation: 'jobDate',
  access: { read: 'console.read', create: 'support.write', update: null, delete: 'support.write' },
  scope: { through: 'installationId' },
  rules: [leadTime('jobDate', SWISS_NOTIFICATION_LEAD_DAYS, 'Europe/Zurich')],
  // A fixed date far enough ahead: the example feeds the committed OpenAPI document, which must not change by the day.
  example: {
    jobDate: '2035-01-15',
    jobDays: 2,
    workers: 2,
    description: 'Replace the finish photocell and recalibrate the timing line.',
    contactName: 'Marco Bernasconi',
    contactPhone: '+41 81 830 00 00',
  },
});
