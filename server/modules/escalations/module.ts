import { defineModule } from '../server-module.js';
import escalationRoutes from './routes.js';
import smsReplyRoutes from './sms-reply-routes.js';
import { startEscalations } from './service.js';

/** On-call escalation: problems reach the person on duty through chains and routes, acknowledged from the phone. */
export default defineModule({
  name: 'escalations',
  after: ['communication'],
  start: startEscalations,
  routes: [escalationRoutes, smsReplyRoutes],
});
