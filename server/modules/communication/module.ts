import { defineModule } from '../server-module.js';
import { startCommunication } from './plugin.js';
import notificationRoutes from './notification-routes.js';
import communicationServiceRoutes from './service-routes.js';

/** Outgoing messages through the outbox (mail, SMS, Freshdesk), notifications, support requests and tickets. */
export default defineModule({
  name: 'communication',
  start: startCommunication,
  routes: [notificationRoutes, communicationServiceRoutes],
});
