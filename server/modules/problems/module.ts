import { zabbixClientFor } from '../../integrations/zabbix/provider.js';
import { defineModule } from '../server-module.js';
import acknowledgeRoutes from './acknowledge-routes.js';
import problemIngestRoutes from './ingest-routes.js';
import problemReadRoutes from './read-routes.js';

/** Problems: the grouped list, acknowledging here and at the source, the report and mismatched states. */
export default defineModule({
  name: 'problems',
  async register(app) {
    const zabbix = zabbixClientFor(app.config);
    await app.register(problemIngestRoutes, { zabbix });
    await app.register(problemReadRoutes);
    await app.register(acknowledgeRoutes, { zabbix });
  },
});
