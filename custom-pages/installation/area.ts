import { defineArea, installationRoute, named, route, type PageLoader } from '@src/shell/area-manifest';
import { installationMethods } from './methods';

const installationPages = () => import('./InstallationPages');
const operationPage: PageLoader = () => import('./OperationPage');

/** An installation's own pages (the cockpit, its record, tickets, reports, administration) and the frame every installation sub-page sits in. */
export default defineArea({
  name: 'installation',
  // Called as the area's pages open: with the console, not a chunk of their own.
  methods: installationMethods,
  routes: [
    route('/installation', 'installations', 'installations', 'console.read', { redirect: () => '/installations' }),
    route('/installation/:installationId', 'installation', 'installations', 'console.read', {
      redirect: (p) => `/installation/${encodeURIComponent(p.installationId ?? '')}/operation`,
    }),
    installationRoute('operation', 'operation', operationPage, { order: 10 }),
    installationRoute('operation/:noteId', 'operation', operationPage, { order: 20 }),
    installationRoute('operation/q/:skicon', 'operationQuick', operationPage, { order: 30 }),
    installationRoute('freshdesk', 'freshdesk', named(installationPages, 'FreshdeskPage'), { order: 40 }),
    installationRoute('detail', 'detail', named(installationPages, 'DetailPage'), { section: 'records', order: 60 }),
    installationRoute('reports', 'installationReports', () => import('./InstallationReportPage'), { order: 290 }),
    installationRoute('administration', 'administration', () => import('./AdministrationPage'), { capability: 'admin.manage', section: 'administration', order: 310 }),
    installationRoute('software-components-versions', 'softwareComponentsVersions', named(installationPages, 'SoftwareComponentsVersionsPage'), {
      section: 'configuration',
      order: 440,
    }),
  ],
  messages: () => import('./messages'),
  labels: {
    installations: ['Installations', 'Installationen'],
    installation: ['Installation', 'Installation'],
    operation: ['Operation', 'Betrieb'],
    operationQuick: ['Quick view', 'Schnellansicht'],
    freshdesk: ['Tickets', 'Tickets'],
    detail: ['Details', 'Details'],
    installationReports: ['Reports', 'Berichte'],
    administration: ['Administration', 'Verwaltung'],
    softwareComponentsVersions: ['Software versions', 'Softwareversionen'],
  },
  frames: { installation: () => import('./InstallationNav').then((m) => ({ default: m.InstallationNav })) },
});
