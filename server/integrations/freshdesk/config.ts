import { matching, matchingOr, secret } from '../../config/env-values.js';
import { defineConfigSlice, together } from '../../config/slice.js';

/** Tickets live in Freshdesk when domain and API key are set; otherwise in the console only. */
export const freshdeskConfig = defineConfigSlice({
  env: {
    FRESHDESK_DOMAIN: matching(/^(https?:\/\/)?[a-z0-9.-]+(:\d+)?$/i, 'expects the Freshdesk domain, e.g. yourcompany.freshdesk.com'),
    FRESHDESK_API_KEY: secret(8, 'expects a Freshdesk API key'),
    FRESHDESK_WEBHOOK_SECRET: secret(16, 'expects a shared secret of at least 16 characters'),
    FRESHDESK_INSTALLATION_FIELD: matchingOr(/^cf_[a-z0-9_]+$/, 'expects a custom field name such as cf_installation', 'cf_installation'),
  },
  check: (e) => [
    ...together(e.FRESHDESK_DOMAIN, e.FRESHDESK_API_KEY, 'FRESHDESK_DOMAIN and FRESHDESK_API_KEY: set both to keep tickets in Freshdesk, or neither to keep them in the console'),
    ...(e.FRESHDESK_DOMAIN && !e.FRESHDESK_WEBHOOK_SECRET
      ? ["FRESHDESK_WEBHOOK_SECRET: required with FRESHDESK_DOMAIN (Freshdesk's automation webhook sends it in the x-gondola-freshdesk-secret header)"]
      : []),
  ],
  read: (e) => ({
    freshdesk:
      e.FRESHDESK_DOMAIN && e.FRESHDESK_API_KEY && e.FRESHDESK_WEBHOOK_SECRET
        ? { domain: e.FRESHDESK_DOMAIN, apiKey: e.FRESHDESK_API_KEY, webhookSecret: e.FRESHDESK_WEBHOOK_SECRET, installationField: e.FRESHDESK_INSTALLATION_FIELD }
        : undefined,
  }),
});
