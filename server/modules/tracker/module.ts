import { defineModule } from '../server-module.js';
import { startTracker } from './plugin.js';
import laneConfigRoutes from './lane-config-routes.js';
import sessionRoutes from './session-routes.js';
import terminalRoutes from './terminal-routes.js';

/** The tracker and video side of the installations: runs, sessions, configuration drift and reprocessing. */
export default defineModule({
  name: 'tracker',
  start: startTracker,
  routes: [laneConfigRoutes, sessionRoutes, terminalRoutes],
});
