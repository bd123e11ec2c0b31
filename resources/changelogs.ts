import { defineResource, f } from '../core/resource-kit/authoring';

export default defineResource({
  name: 'changelogs',
  icon: 'History',
  menu: 'operations',
  label: { en: { one: 'Changelog', many: 'Changelogs' }, de: { one: 'Änderungsprotokoll', many: 'Änderungsprotokolle' } },
  id: { strategy: 'uuid' },
  fields: {
    product: f.choice(
      ['Product', 'Produkt'],
      [
        f.option('console', 'Gondola console', 'Gondola-Konsole'),
        f.option('tracker', 'Tracker', 'Tracker'),
        f.option('video', 'Video', 'Video'),
        f.option('photo', 'Photo', 'Foto'),
        f.option('terminal', 'Terminal', 'Terminal'),
        f.option('app', 'Consumer app', 'Endkunden-App'),
      ],
      { required: true },
    ),
    typeId: f.reference(['Component type', 'Komponententyp'], 'software-component-types', {
      help: f.help(
        "The component it concerns; an installation's changelog page shows the entries for its components.",
        'Die betroffene Komponente; die Änderungsseite einer Installation zeigt die Einträge zu ihren Komponenten.',
      ),
    }),
    versionNumber: f.semver(['Version', 'Version'], { required: true }),
    date: f.date(['Date', 'Datum'], { required: true }),
    title: f.text(['Title', 'Titel'], { required: true, searchable: true }),
    body: f.markdown(['Changes', 'Änderungen'], { required: true, searchable: true, maxLength: 20_000 }),
  },
  list: { columns: ['date', 'product', 'typeId', 'versionNumber', 'title'], defaultSort: { field: 'date', order: 'DESC' } },
  recordRepresentation: 'title',
  access: { read: 'console.read', create: 'devices.manage', update: 'devices.manage', delete: 'admin.manage' },
  example: { versionNumber: '4.2.0', title: 'Frost-proof start gate', body: '### Fixed\n- Start gate no longer double-triggers below -15 °C\n\nSee **SUP-4711**.' },
});
