import { defineArea, route } from '@src/shell/area-manifest';
import { lazyMethods } from '@src/data/lazy-methods';
import type { CloudMethods } from './methods';

/** Cloud storage: the shared and the customers' folders. */
export default defineArea({
  name: 'cloud-storage',
  routes: [route('/cloudstorage/*', 'cloudstorage', 'administration', 'cloud.read', { page: () => import('./CloudStoragePage'), menu: true })],
  // The methods' code loads with their first call; the console's first load carries only their names.
  methods: (http) =>
    lazyMethods<CloudMethods>(() => import('./methods').then((m) => m.cloudMethods(http)), {
      listCloudFolder: true,
      searchCloud: true,
      uploadToCloud: true,
      createCloudFolder: true,
      moveCloudEntry: true,
      deleteCloudEntry: true,
    }),
  messages: () => import('./messages'),
  labels: {
    cloudstorage: ['Cloud storage', 'Cloud-Speicher'],
  },
});
