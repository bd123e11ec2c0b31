import { defineModule } from '../server-module.js';
import reportRoutes from './routes.js';

/** The time and absence reports, the worklog overviews and the support invoice. */
export default defineModule({
  name: 'reports',
  routes: [reportRoutes],
});
