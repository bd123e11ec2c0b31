import { defineResource, f, notBefore } from '../core/resource-kit/authoring';

export default defineResource({
  name: 'adventures',
  icon: 'EmojiEvents',
  menu: false,
  label: { en: { one: 'Adventure', many: 'Adventures' }, de: { one: 'Abenteuer', many: 'Abenteuer' } },
  id: { strategy: 'uuid' },
  fields: {
    installationId: f.reference(['Installation', 'Installation'], 'installations', { required: true }),
    resortId: f.reference(['Resort', 'Skigebiet'], 'resorts', { required: true }),
    name: f.text(['Name', 'Name'], { required: true, searchable: true }),
    description: f.longText(['Description', 'Beschreibung'], {
      help: f.help('What guests do to earn the badge, as the app shows it.', 'Was Gäste für das Abzeichen tun, wie es die App zeigt.'),
    }),
    startsOn: f.date(['Start', 'Beginn'], { required: true }),
    endsOn: f.date(['End', 'Ende'], { required: true }),
    badgeImageUrl: f.url(['Badge image', 'Abzeichen-Bild']),
    active: f.boolean(['Active', 'Aktiv'], { default: true }),
  },
  list: { columns: ['name', 'installationId', 'resortId', 'startsOn', 'endsOn', 'active'], defaultSort: { field: 'startsOn', order: 'DESC' } },
  recordRepresentation: 'name',
  access: { read: 'console.read', create: 'app.manage', update: 'app.manage', delete: 'app.manage' },
  scope: { through: 'installationId' },
  rules: [notBefore('startsOn', 'endsOn')],
  example: { name: 'Vertical Hunter', description: 'Ride 10,000 vertical metres in one day.', startsOn: '2026-12-01', endsOn: '2027-04-15' },
});
