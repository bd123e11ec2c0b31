import { zabbixClientFor } from '../../integrations/zabbix/provider.js';
import { defineModule } from '../server-module.js';
import acknowledgeRoutes from './acknowledge-routes.js';
import problemIngestRoutes from './ingest-routes.js';
import problemReadRoutes from './read-routes.js';

/** Problems: the grouped list, acknowledging here and at the source, the report and mismatched states. */
export default defineModule({
  name: 'problems',
  // One Zabbix client for the ingest (reading hosts) and the acknowledgements (writing back).
  routes: (app) => {
    const zabbix = zabbixClientFor(app.config);
    return [[problemIngestRoutes, { zabbix }], problemReadRoutes, [acknowledgeRoutes, { zabbix }]];
  },
});
