import { defineResource, f } from '../core/resource-kit/authoring';

export default defineResource({
  name: 'software-component-versions',
  icon: 'NewReleases',
  menu: 'devices',
  label: { en: { one: 'Component version', many: 'Component versions' }, de: { one: 'Komponentenversion', many: 'Komponentenversionen' } },
  id: { strategy: 'uuid' },
  fields: {
    typeId: f.reference(['Component type', 'Komponententyp'], 'software-component-types', { required: true }),
    versionNumber: f.semver(['Version', 'Version'], { required: true, searchable: true }),
    releaseDate: f.date(['Release date', 'Veröffentlicht am']),
    state: f.choice(
      ['State', 'Status'],
      [f.option('testing', 'Testing', 'Im Test'), f.option('released', 'Released', 'Freigegeben'), f.option('withdrawn', 'Withdrawn', 'Zurückgezogen')],
      { required: true, default: 'testing' },
    ),
    releaseNotes: f.markdown(['Release notes', 'Versionshinweise'], { searchable: true }),
  },
  list: { columns: ['typeId', 'versionNumber', 'state', 'releaseDate'], defaultSort: { field: 'versionNumber', order: 'DESC' } },
  recordRepresentation: 'versionNumber',
  access: { read: 'console.read', create: 'devices.manage', update: 'devices.manage', delete: 'admin.manage' },
  unique: [{ fields: ['typeId', 'versionNumber'] }],
  example: { versionNumber: '4.2.0-rc.1', releaseNotes: '## Fixes\n- Start gate no longer double-triggers in frost' },
});
