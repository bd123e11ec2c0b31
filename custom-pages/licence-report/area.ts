import { defineArea, route } from '@src/shell/area-manifest';
import { licenceReportMethods } from './methods';

/** The licence report: licences per customer against the components that use them, with its CSV. */
export default defineArea({
  name: 'licence-report',
  // Called as the page opens: with the console, not a chunk of its own.
  methods: licenceReportMethods,
  routes: [route('/licence-report', 'licenceReport', 'reports', 'console.read', { page: () => import('./LicenceReportPage'), menu: true })],
  messages: () => import('./messages'),
  labels: { licenceReport: ['Licence report', 'Lizenzbericht'] },
});
