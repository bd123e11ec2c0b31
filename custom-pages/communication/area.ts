import { defineArea, named, route } from '@src/shell/area-manifest';
import { lazyMethods } from '@src/data/lazy-methods';
import type { CommunicationMethods } from './methods';

const communicationPages = () => import('./CommunicationPages');
// The support tickets are a main list, opened from alert links on phones: a chunk of their own,
// without the wizard's steps and the record screens the other pages of the area bring.
const supportRequestsPage = () => import('./SupportRequestsPage');

/** Support tickets, the customer notification wizard and notifying an installation's contacts. */
export default defineArea({
  name: 'communication',
  routes: [
    route('/support-requests', 'supportRequests', 'operations', 'console.read', { menu: true, page: supportRequestsPage }),
    route('/customer-notification', 'customerNotification', 'customers', 'support.write', { menu: true, page: named(communicationPages, 'CustomerNotificationPage') }),
    route('/notify/custom/:installationId/:recipientId', 'notifyCustom', 'customers', 'support.write', {
      names: { installationId: 'installations', recipientId: 'contacts' },
      page: named(communicationPages, 'NotifyCustomPage'),
    }),
    route('/notify/:installationId/:recipientId', 'notify', 'customers', 'support.write', {
      names: { installationId: 'installations', recipientId: 'contacts' },
      page: named(communicationPages, 'NotifyPage'),
    }),
    route('/notify-group/:installationId', 'notifyGroup', 'customers', 'support.write', {
      names: { installationId: 'installations' },
      page: named(communicationPages, 'NotifyGroupPage'),
    }),
  ],
  // The methods' code loads with their first call; the console's first load carries only their names.
  methods: (http) =>
    lazyMethods<CommunicationMethods>(() => import('./methods').then((m) => m.communicationMethods(http)), {
      getCommunicationStatus: true,
      findRecipients: true,
      getContactGroup: true,
      previewNotification: true,
      sendNotification: true,
      steerNotification: true,
      getNotificationProgress: true,
      getNotificationReport: true,
      getSinkMessages: true,
      syncFreshdesk: true,
    }),
  messages: () => import('./messages'),
  labels: {
    supportRequests: ['Support tickets', 'Support-Tickets'],
    customerNotification: ['Customer notification', 'Kundenbenachrichtigung'],
    notifyCustom: ['Custom notification', 'Individuelle Benachrichtigung'],
    notify: ['Notify customer', 'Kunde benachrichtigen'],
    notifyGroup: ['Notify group', 'Gruppe benachrichtigen'],
  },
});
