import { defineArea } from '@src/shell/area-manifest';
import { installationListMethods } from './methods';

/** The installation list's own screens (found by convention: `installations.list.tsx`) and their messages. */
export default defineArea({
  name: 'installation-list',
  // Called as the area's pages open: with the console, not a chunk of their own.
  methods: installationListMethods,
  messages: () => import('./messages'),
});
