import { defineModule } from '../server-module.js';
import triageRoutes from './routes.js';

/** The home page's triage: what is broken now, in one answer. */
export default defineModule({
  name: 'triage',
  routes: [triageRoutes],
});
