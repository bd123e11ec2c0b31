import { defineModule } from '../server-module.js';
import noteRoutes from './routes.js';

/** Notes: the inbox, the outbox and read marks. */
export default defineModule({
  name: 'notes',
  routes: [noteRoutes],
});
