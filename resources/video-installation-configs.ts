import { defineResource, f } from '../core/resource-kit/authoring';

/** Which theme, cut configuration and intro/outro an installation (or one of its lanes) renders with. */
export default defineResource({
  name: 'video-installation-configs',
  icon: 'Link',
  menu: false,
  label: {
    en: { one: 'Installation video setting', many: 'Installation video settings' },
    de: { one: 'Videoeinstellung der Installation', many: 'Videoeinstellungen der Installationen' },
  },
  id: { strategy: 'uuid' },
  fields: {
    installation: f.reference(['Installation', 'Installation'], 'installations', { required: true }),
    lane: f.integer(['Lane', 'Bahn'], { min: 1, max: 99, help: f.help('Empty: every lane without its own setting', 'Leer: jede Bahn ohne eigene Einstellung') }),
    theme: f.reference(['Theme', 'Theme'], 'video-themes', { required: true }),
    cutProfile: f.reference(['Cut configuration', 'Schnittkonfiguration'], 'cut-profiles', { required: true }),
    introOutro: f.reference(['Intro and outro', 'Intro und Outro'], 'intro-outros'),
    active: f.boolean(['Active', 'Aktiv'], { default: true }),
  },
  list: { columns: ['installation', 'lane', 'theme', 'cutProfile', 'introOutro', 'active'], defaultSort: { field: 'installation', order: 'ASC' } },
  recordRepresentation: 'installation',
  access: { read: 'devices.manage', create: 'devices.manage', update: 'devices.manage', delete: 'devices.manage' },
  scope: { staffOnly: true },
  unique: [{ fields: ['installation', 'lane'] }],
  writeFailures: 'configuration',
});
