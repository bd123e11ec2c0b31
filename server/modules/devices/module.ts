import { defineModule } from '../server-module.js';
import bulkCommandRoutes from './bulk-routes.js';
import deviceCommandRoutes from './command-routes.js';
import deviceReportRoutes from './report-routes.js';

/** The devices of the installations: status, commands, configurations and reports. */
export default defineModule({
  name: 'devices',
  routes: [deviceCommandRoutes, deviceReportRoutes, bulkCommandRoutes],
});
