import { defineResource, f } from '../core/resource-kit/authoring';

/**
 * How an event movie is compiled (`eventmovie/configure`): which runs go in (by event key and
 * reporter), in which order, with which theme and intro/outro.
 */
export default defineResource({
  name: 'event-movie-configs',
  icon: 'EmojiEvents',
  menu: false,
  label: { en: { one: 'Event movie configuration', many: 'Event movie configurations' }, de: { one: 'Eventfilm-Konfiguration', many: 'Eventfilm-Konfigurationen' } },
  id: { strategy: 'uuid' },
  fields: {
    installationId: f.reference(['Installation', 'Installation'], 'installations', { required: true }),
    name: f.text(['Name', 'Name'], { required: true, maxLength: 80, searchable: true }),
    eventKeys: f.list(['Event keys', 'Ereignisschlüssel'], 'text', {
      maxItems: 10,
      help: f.help('Runs with an event of one of these keys go in (start, finish, …)', 'Läufe mit einem Ereignis dieser Schlüssel kommen hinein (start, finish, …)'),
    }),
    reporters: f.list(['Event reporters', 'Ereignismelder'], 'text', {
      maxItems: 20,
      help: f.help('Only events of these reporters (empty: every one)', 'Nur Ereignisse dieser Melder (leer: alle)'),
    }),
    order: f.choice(
      ['Order', 'Reihenfolge'],
      [
        f.option('chronological', 'In the order they ran', 'In der Reihenfolge der Läufe'),
        f.option('fastestFirst', 'Fastest first', 'Schnellste zuerst'),
        f.option('startNumber', 'By start number', 'Nach Startnummer'),
      ],
      { required: true, default: 'chronological' },
    ),
    maxRuns: f.integer(['Runs at most', 'Höchstens Läufe'], { required: true, min: 1, max: 200, default: 30 }),
    themeId: f.reference(['Theme', 'Theme'], 'video-themes'),
    introOutroId: f.reference(['Intro/outro', 'Intro/Outro'], 'intro-outros'),
  },
  list: { columns: ['name', 'eventKeys', 'order', 'maxRuns', 'themeId'], defaultSort: { field: 'name', order: 'ASC' } },
  recordRepresentation: 'name',
  access: { read: 'console.read', create: 'devices.manage', update: 'devices.manage', delete: 'devices.manage' },
  scope: { through: 'installationId' },
  unique: [{ fields: ['installationId', 'name'], ci: true }],
  example: { name: 'Club race', eventKeys: ['finish'], reporters: [], order: 'fastestFirst', maxRuns: 20 },
  writeFailures: 'configuration',
});
