import { defineArea, route } from '@src/shell/area-manifest';
import { lazyMethods } from '@src/data/lazy-methods';
import type { VaultMethods } from './methods';

/** The administration pages: the test page, application information and settings, the login data audit. */
export default defineArea({
  name: 'administration',
  routes: [
    route('/test', 'test', 'administration', 'admin.manage', { page: () => import('./TestPage'), menu: true }),
    route('/applicationinfo', 'applicationinfo', 'administration', 'staff.read', { page: () => import('./ApplicationInfoPage'), menu: true }),
    route('/applicationsettings', 'applicationsettings', 'administration', 'admin.manage', { page: () => import('./ApplicationSettingsPage'), menu: true }),
    route('/login-data-audit', 'loginDataAudit', 'administration', 'admin.manage', { page: () => import('./LoginDataAuditPage'), menu: true }),
  ],
  // The methods' code loads with their first call; the console's first load carries only their names.
  methods: (http) =>
    lazyMethods<VaultMethods>(() => import('./methods').then((m) => m.vaultMethods(http)), {
      setLoginSecret: true,
      revealLogin: true,
      getLoginDataAudit: true,
      getLoginDataAuditCsv: true,
    }),
  messages: () => import('./messages'),
  labels: {
    test: ['Test page', 'Testseite'],
    applicationinfo: ['Application information', 'Anwendungsinformationen'],
    applicationsettings: ['Application settings', 'Anwendungseinstellungen'],
    loginDataAudit: ['Login data audit', 'Zugangsdaten-Protokoll'],
  },
});
