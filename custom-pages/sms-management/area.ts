import { defineArea, route } from '@src/shell/area-manifest';

/** SMS management: the templates (a resource, with the live preview beside its form) and the SMS that could not be completed. */
export default defineArea({
  name: 'sms-management',
  routes: [
    route('/smsmanagement', 'smsManagement', 'administration', 'console.read', { redirect: () => '/smsmanagement/template' }),
    route('/smsmanagement/incomplete', 'smsIncomplete', 'administration', 'console.read', { page: () => import('./IncompleteSmsPage'), menu: true }),
  ],
  messages: () => import('./messages'),
  labels: {
    smsManagement: ['SMS management', 'SMS-Verwaltung'],
    smsIncomplete: ['Incomplete SMS', 'Unvollständige SMS'],
  },
});
