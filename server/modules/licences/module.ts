import { defineModule } from '../server-module.js';
import licenceReportRoutes from './routes.js';

/** The licence report: licences per customer against the components that use them. */
export default defineModule({
  name: 'licences',
  routes: [licenceReportRoutes],
});
