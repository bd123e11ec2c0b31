import { matching, optionalText, optionalUrl } from '../config/env-values.js';
import { defineConfigSlice, together } from '../config/slice.js';

/** What the console shows of its surroundings: the environment's name, the external tools it links to and the support widget (spec §1). */
export const consoleLinksConfig = defineConfigSlice({
  env: {
    ENVIRONMENT: optionalText,
    GEKKO_URL: optionalUrl,
    CONFLUENCE_URL: optionalUrl,
    SUPPORT_WIDGET_URL: optionalUrl,
    SUPPORT_WIDGET_ID: matching(/^[A-Za-z0-9-]{1,64}$/, 'expects the widget id'),
  },
  check: (e) => together(e.SUPPORT_WIDGET_URL, e.SUPPORT_WIDGET_ID, 'SUPPORT_WIDGET_URL and SUPPORT_WIDGET_ID: set both to load the support widget, or neither'),
  read: (e, { production }) => ({
    settings: { environment: e.ENVIRONMENT ?? (production ? 'production' : 'demo'), gekkoUrl: e.GEKKO_URL, confluenceUrl: e.CONFLUENCE_URL },
    /** The external ticketing widget; both variables or neither. */
    supportWidget: e.SUPPORT_WIDGET_URL && e.SUPPORT_WIDGET_ID ? { url: e.SUPPORT_WIDGET_URL, widgetId: e.SUPPORT_WIDGET_ID } : undefined,
  }),
});
