import { defineResource, f } from '../core/resource-kit/authoring';

export default defineResource({
  name: 'peak',
  icon: 'Landscape',
  menu: 'customers',
  routes: {
    finders: [
      { path: '/peak/a/:abb', field: 'abbreviation' },
      { path: '/peak/n/:name', field: 'name' },
    ],
  },
  label: { en: { one: 'Peak account', many: 'Peak' }, de: { one: 'Peak-Konto', many: 'Peak' } },
  id: { strategy: 'uuid' },
  fields: {
    abbreviation: f.text(['Abbreviation', 'Kürzel'], {
      required: true,
      unique: 'ci',
      searchable: true,
      maxLength: 8,
      pattern: { regex: '^[A-Z0-9]{2,8}$', message: { en: '2–8 capital letters or digits', de: '2–8 Großbuchstaben oder Ziffern' } },
      help: f.help('Short code of the resort in the Peak app, e.g. ISG.', 'Kurzcode des Skigebiets in der Peak-App, z. B. ISG.'),
    }),
    name: f.text(['Name', 'Name'], { required: true, searchable: true }),
    resortId: f.reference(['Resort', 'Skigebiet'], 'resorts', { required: true }),
    installationId: f.reference(['Installation', 'Installation'], 'installations', {
      help: f.help('The installation whose rides and media the account shows.', 'Die Installation, deren Fahrten und Medien das Konto zeigt.'),
    }),
    loginName: f.text(['Login name', 'Anmeldename'], {
      required: true,
      unique: 'ci',
      searchable: true,
      maxLength: 64,
      pattern: {
        regex: '^[a-z0-9][a-z0-9._-]{2,63}$',
        message: { en: 'Lower-case letters, digits, . _ -; at least 3 characters', de: 'Kleinbuchstaben, Ziffern, . _ -; mindestens 3 Zeichen' },
      },
    }),
    active: f.boolean(['Active', 'Aktiv'], { default: true }),
  },
  list: { columns: ['abbreviation', 'name', 'resortId', 'loginName', 'active'], defaultSort: { field: 'abbreviation', order: 'ASC' } },
  recordRepresentation: 'name',
  access: { read: 'console.read', create: 'app.manage', update: 'app.manage', delete: 'app.manage' },
  scope: { through: 'resortId' },
  example: { abbreviation: 'ISG', name: 'Ischgl Peak', loginName: 'ischgl.peak' },
});
