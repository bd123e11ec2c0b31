import type { zabbixClientFor } from '../../integrations/zabbix/provider.js';

/** What the problem routes share: one Zabbix API client (one session) for reading events again and acknowledging at the source. */
export interface ProblemModuleOptions {
  zabbix: ReturnType<typeof zabbixClientFor>;
}
