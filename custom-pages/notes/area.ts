import { InboxMenuIcon } from '@src/shell/unread-notes';
import { defineArea, route } from '@src/shell/area-manifest';
import { noteMethods } from './methods';

/** The inbox and outbox of notes. */
export default defineArea({
  name: 'notes',
  // Called as the area's pages open: with the console, not a chunk of their own.
  methods: noteMethods,
  routes: [
    route('/inbox/:noteId?', 'inbox', 'operations', 'console.read', { icon: InboxMenuIcon, page: () => import('./InboxPage'), menu: true }),
    route('/outbox', 'outbox', 'operations', 'console.read', { page: () => import('./OutboxPage'), menu: true }),
  ],
  messages: () => import('./messages'),
  labels: {
    inbox: ['Inbox', 'Posteingang'],
    outbox: ['Outbox', 'Postausgang'],
  },
});
