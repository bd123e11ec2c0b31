import { defineResource, f, notBefore } from '../core/resource-kit/authoring';

// Events held at an installation: races, campaigns, shootings, special operations. Staff plan support around them.
export default defineResource({
  name: 'installation-events',
  icon: 'EventNote',
  menu: false,
  label: { en: { one: 'Event', many: 'Events' }, de: { one: 'Veranstaltung', many: 'Veranstaltungen' } },
  id: { strategy: 'uuid' },
  fields: {
    installationId: f.reference(['Installation', 'Installation'], 'installations', { required: true }),
    name: f.text(['Name', 'Name'], { required: true, searchable: true, maxLength: 200 }),
    type: f.choice(
      ['Type', 'Art'],
      [
        f.option('race', 'Race', 'Rennen'),
        f.option('campaign', 'Campaign', 'Kampagne'),
        f.option('shooting', 'Film or photo shooting', 'Film- oder Fotoshooting'),
        f.option('training', 'Training', 'Training'),
        f.option('specialOperation', 'Special operation', 'Sonderbetrieb'),
        f.option('other', 'Other', 'Sonstiges'),
      ],
      { required: true },
    ),
    startsOn: f.date(['Start', 'Beginn'], { required: true }),
    endsOn: f.date(['End', 'Ende'], { required: true }),
    organiser: f.text(['Organiser', 'Veranstalter'], { searchable: true, maxLength: 200 }),
    notes: f.longText(['Notes', 'Notizen'], {
      help: f.help('What support needs to know: extra lanes, live timing, staff on site.', 'Was der Support wissen muss: zusätzliche Bahnen, Live-Zeitmessung, Personal vor Ort.'),
    }),
  },
  list: { columns: ['name', 'type', 'startsOn', 'endsOn', 'organiser'], defaultSort: { field: 'startsOn', order: 'DESC' } },
  recordRepresentation: 'name',
  access: { read: 'console.read', create: 'support.write', update: 'support.write', delete: 'support.write' },
  scope: { through: 'installationId' },
  rules: [notBefore('startsOn', 'endsOn')],
  example: { name: 'Audi FIS Ski Cross Cup', type: 'race', startsOn: '2027-01-16', endsOn: '2027-01-17', organiser: 'Ski Club Arlberg' },
});
