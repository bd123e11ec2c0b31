import { defineModule } from '../server-module.js';
import calendarRoutes from './routes.js';

/** The calendars: entries, who is on duty, exports, private feeds and Jira issues. */
export default defineModule({
  name: 'calendars',
  routes: [calendarRoutes],
});
