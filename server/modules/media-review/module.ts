import { defineModule } from '../server-module.js';
import reviewDecisionRoutes from './decision-routes.js';
import reviewQueueRoutes from './queue-routes.js';
import reviewReportRoutes from './report-routes.js';
import mediaDeliveryRoutes from './delivery-routes.js';

/** Media review: the moderation queues, the review report and the delivery of approved media. */
export default defineModule({
  name: 'media-review',
  routes: [reviewQueueRoutes, reviewDecisionRoutes, reviewReportRoutes, mediaDeliveryRoutes],
});
