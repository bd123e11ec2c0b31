import { defineModule } from '../server-module.js';
import ipWhitelistRoutes from './ip-whitelist.js';
import installationHealthRoutes from './health.js';
import installationModeRoutes from './mode.js';
import installationAdministrationRoutes from './administration.js';
import installationReportRoutes from './report.js';
import installationWeatherRoutes from './weather.js';

/** An installation's own actions: its IP whitelist, health, maintenance mode, administration, report and weather. */
export default defineModule({
  name: 'installations',
  routes: [ipWhitelistRoutes, installationHealthRoutes, installationModeRoutes, installationAdministrationRoutes, installationReportRoutes, installationWeatherRoutes],
});
