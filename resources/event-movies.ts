import { defineResource, f } from '../core/resource-kit/authoring';

/** A compiled event movie: the runs its configuration chose, in its order (`eventmovie`). */
export default defineResource({
  name: 'event-movies',
  icon: 'EmojiEvents',
  menu: false,
  label: { en: { one: 'Event movie', many: 'Event movies' }, de: { one: 'Eventfilm', many: 'Eventfilme' } },
  id: { strategy: 'uuid' },
  fields: {
    installationId: f.reference(['Installation', 'Installation'], 'installations', { required: true }),
    configId: f.reference(['Configuration', 'Konfiguration'], 'event-movie-configs', { required: true }),
    title: f.text(['Title', 'Titel'], { required: true, maxLength: 120, searchable: true }),
    eventDate: f.date(['Event day', 'Eventtag'], { required: true }),
    status: f.choice(['Status', 'Status'], [f.option('ready', 'Ready', 'Fertig', 'success'), f.option('empty', 'No runs matched', 'Keine passenden Läufe', 'warning')], {
      required: true,
      default: 'ready',
    }),
    durationS: f.integer(['Length', 'Länge'], { min: 0, unit: 's' }),
    runs: f.rows(
      ['Runs', 'Läufe'],
      {
        sessionId: f.text(['Session', 'Sitzung'], { required: true, maxLength: 80 }),
        startNumber: f.text(['Start number', 'Startnummer'], { maxLength: 40 }),
        runtimeMs: f.integer(['Runtime', 'Laufzeit'], { min: 0, unit: 'ms' }),
        lane: f.integer(['Lane', 'Bahn'], { min: 1 }),
      },
      { maxItems: 200 },
    ),
  },
  list: { columns: ['title', 'eventDate', 'status', 'durationS', 'runs'], defaultSort: { field: 'eventDate', order: 'DESC' } },
  recordRepresentation: 'title',
  access: { read: 'console.read', create: null, update: null, delete: 'devices.manage' },
  scope: { through: 'installationId' },
  indexes: [['installationId', 'eventDate']],
  example: {
    title: 'Club race 2026-11-20',
    eventDate: '2026-11-20',
    status: 'ready',
    durationS: 95,
    runs: [{ sessionId: 'S-4711', startNumber: '17', runtimeMs: 42_850, lane: 1 }],
  },
});
