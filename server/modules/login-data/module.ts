import { defineModule } from '../server-module.js';
import loginDataRoutes from './routes.js';

/** Stored logins: revealed with a reason, every reveal audited. */
export default defineModule({
  name: 'login-data',
  routes: [loginDataRoutes],
});
