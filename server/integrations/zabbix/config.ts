import { optionalUrl, secret, text } from '../../config/env-values.js';
import { defineConfigSlice } from '../../config/slice.js';

/**
 * Zabbix: the webhook secret enables ingest; URL and API token enable re-reading problems and
 * sending acknowledgements back. Hosts map to installations by tag, then host group, then name.
 */
export const zabbixConfig = defineConfigSlice({
  env: {
    ZABBIX_URL: optionalUrl,
    ZABBIX_API_TOKEN: secret(8, 'expects a Zabbix API token'),
    ZABBIX_WEBHOOK_SECRET: secret(16, 'expects a shared secret of at least 16 characters'),
    ZABBIX_HOST_TAG: text('gondola:installation'),
    ZABBIX_HOSTGROUP_PREFIX: text('Gondola/'),
  },
  read: (e) => ({
    zabbix: { url: e.ZABBIX_URL, apiToken: e.ZABBIX_API_TOKEN, webhookSecret: e.ZABBIX_WEBHOOK_SECRET, hostTag: e.ZABBIX_HOST_TAG, hostGroupPrefix: e.ZABBIX_HOSTGROUP_PREFIX },
  }),
});
