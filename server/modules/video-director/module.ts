import { defineModule } from '../server-module.js';
import videoDirectorRoutes from './routes.js';

/** The video director: lane shapes and camera cues of a recorder configuration. */
export default defineModule({
  name: 'video-director',
  routes: [videoDirectorRoutes],
});
