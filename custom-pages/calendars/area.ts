import { defineArea, route, type PageLoader } from '@src/shell/area-manifest';
import { lazyMethods } from '@src/data/lazy-methods';
import type { CalendarMethods } from './methods';

const calendarPage: PageLoader = () => import('./CalendarPage');

/** The calendars: on duty, events, deliveries, rollouts, resources and projects. */
export default defineArea({
  name: 'calendars',
  routes: [
    route('/on-duty-calendar', 'onDutyCalendar', 'calendars', 'console.read', { menu: true, page: calendarPage }),
    route('/event-calendar', 'eventCalendar', 'calendars', 'console.read', { menu: true, page: calendarPage }),
    route('/delivery-calendar', 'deliveryCalendar', 'calendars', 'console.read', { menu: true, page: calendarPage }),
    route('/rollout-calendar', 'rolloutCalendar', 'calendars', 'console.read', { menu: true, page: calendarPage }),
    route('/resource-project-calendar', 'resourceProjectCalendar', 'calendars', 'console.read', { menu: true, page: calendarPage }),
    route('/resource-project-calendar/add/:issue', 'resourceProjectCalendarAdd', 'calendars', 'projects.manage', {
      page: () => import('./AddFromJiraPage'),
      params: { issue: /^[A-Za-z][A-Za-z0-9_]+-\d+$/ },
    }),
  ],
  // The methods' code loads with their first call; the console's first load carries only their names.
  methods: (http) =>
    lazyMethods<CalendarMethods>(() => import('./methods').then((m) => m.calendarMethods(http)), {
      getCalendarEntries: true,
      getOnDutyNow: true,
      getShiftPages: true,
      exportCalendar: true,
      getCalendarFeeds: true,
      createCalendarFeed: true,
      revokeCalendarFeed: true,
      renewCalendarFeed: true,
      getAllCalendarFeeds: true,
      revokeAnyCalendarFeed: true,
      getJiraIssue: true,
    }),
  messages: () => import('./messages'),
  labels: {
    onDutyCalendar: ['On-duty calendar', 'Bereitschaftskalender'],
    eventCalendar: ['Event calendar', 'Veranstaltungskalender'],
    deliveryCalendar: ['Delivery calendar', 'Lieferkalender'],
    rolloutCalendar: ['Rollout calendar', 'Rollout-Kalender'],
    resourceProjectCalendar: ['Resource and project calendar', 'Ressourcen- und Projektkalender'],
    resourceProjectCalendarAdd: ['Add to project calendar', 'Zum Projektkalender hinzufügen'],
  },
});
