import { defineModule } from '../server-module.js';
import cloudBrowseRoutes from './browse-routes.js';
import cloudWriteRoutes from './write-routes.js';

/** Cloud storage: the shared and the customers' folders, their files and the search across them. */
export default defineModule({
  name: 'cloud-storage',
  routes: [cloudBrowseRoutes, cloudWriteRoutes],
});
