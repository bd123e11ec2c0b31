import { defineResource, f } from '../core/resource-kit/authoring';

export default defineResource({
  name: 'software-components',
  icon: 'Memory',
  menu: 'devices',
  // A URL typed into the address bar keeps its slashes: a splat.
  routes: {
    finders: [
      { path: '/software-components/n/:name', field: 'name' },
      { path: '/software-components/s/*', field: 'urls' },
    ],
  },
  label: { en: { one: 'Software component', many: 'Software components' }, de: { one: 'Softwarekomponente', many: 'Softwarekomponenten' } },
  id: { strategy: 'uuid' },
  fields: {
    name: f.text(['Name', 'Name'], { required: true, searchable: true }),
    typeId: f.reference(['Type', 'Typ'], 'software-component-types', { required: true }),
    installationId: f.reference(['Installation', 'Installation'], 'installations', { required: true }),
    searchString: f.text(['Search string', 'Suchbegriff'], {
      searchable: true,
      help: f.help(
        'What the process list or the package manager shows for it; the device agent looks for it.',
        'Was Prozessliste oder Paketverwaltung dafür zeigen; der Geräte-Agent sucht danach.',
      ),
    }),
    templateName: f.text(['Template name', 'Vorlagenname'], {
      searchable: true,
      help: f.help('The deployment template it was rolled out with.', 'Die Verteilvorlage, mit der sie ausgerollt wurde.'),
    }),
    timeoutSeconds: f.integer(['Timeout', 'Timeout'], {
      min: 1,
      max: 3600,
      unit: 's',
      help: f.help("Overrides the type's default command timeout.", 'Ersetzt das Standard-Timeout des Typs für Befehle.'),
    }),
    licenceName: f.text(['Licence name', 'Lizenzname'], {
      searchable: true,
      help: f.help(
        "The licence that covers it; the licence report matches it with the customer's licences by name.",
        'Die Lizenz, die sie abdeckt; der Lizenzbericht gleicht sie über den Namen mit den Lizenzen des Kunden ab.',
      ),
    }),
    mandatory: f.boolean(['Mandatory', 'Pflicht'], {
      default: false,
      help: f.help(
        'The installation does not work without it; monitoring raises a problem when it is missing.',
        'Ohne sie funktioniert die Installation nicht; das Monitoring meldet ein Problem, wenn sie fehlt.',
      ),
    }),
    urls: f.list(['URLs', 'URLs'], 'url', { maxItems: 10, help: f.help('Where it answers: admin page, API, health check.', 'Wo sie antwortet: Admin-Seite, API, Health-Check.') }),
    installedVersion: f.semver(['Installed version', 'Installierte Version']),
  },
  list: { columns: ['name', 'typeId', 'installationId', 'installedVersion', 'licenceName', 'mandatory'], defaultSort: { field: 'name', order: 'ASC' } },
  recordRepresentation: 'name',
  access: { read: 'console.read', create: 'devices.manage', update: 'devices.manage', delete: 'devices.manage' },
  scope: { through: 'installationId' },
  unique: [{ fields: ['installationId', 'name'], ci: true }],
  groups: [
    { id: 'general', label: { en: 'General', de: 'Allgemein' }, fields: ['name', 'typeId', 'installationId', 'installedVersion', 'mandatory'] },
    { id: 'operation', label: { en: 'Operation', de: 'Betrieb' }, fields: ['searchString', 'templateName', 'timeoutSeconds', 'urls', 'licenceName'] },
  ],
});
