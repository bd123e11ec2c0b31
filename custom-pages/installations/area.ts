import { defineArea } from '@src/shell/area-manifest';

/** The installation list's own screens (found by convention: `installations.list.tsx`) and their messages. */
export default defineArea({
  name: 'installations',
  messages: () => import('./messages'),
});
