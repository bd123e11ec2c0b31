/** Spec §1/§9: the ticket widget identifies the user 2000 ms after start. */
export const WIDGET_IDENTIFY_DELAY_MS = 2000;

type WidgetApi = ((...args: unknown[]) => void) & { q?: unknown[][] };
interface WidgetWindow {
  fwSettings?: { widget_id: number | string; locale: string };
  FreshworksWidget?: WidgetApi;
}

export interface SupportWidgetOptions {
  url: string;
  widgetId: string;
  locale: string;
  user: { name: string; email: string };
  doc?: Document;
  win?: WidgetWindow;
  schedule?: (fn: () => void, ms: number) => unknown;
}

/**
 * Loads the external ticketing widget with the console's locale. Calls made before its script
 * arrives queue up (the widget's documented stub), so identification never races the download.
 */
export function loadSupportWidget({ url, widgetId, locale, user, doc = document, win = window as unknown as WidgetWindow, schedule = setTimeout }: SupportWidgetOptions) {
  win.fwSettings = { widget_id: /^\d+$/.test(widgetId) ? Number(widgetId) : widgetId, locale };
  if (typeof win.FreshworksWidget !== 'function') {
    const queue: unknown[][] = [];
    const stub: WidgetApi = (...args: unknown[]) => void queue.push(args);
    stub.q = queue;
    win.FreshworksWidget = stub;
  }
  const script = doc.createElement('script');
  script.src = url;
  script.async = true;
  script.defer = true;
  script.dataset.gondola = 'support-widget';
  doc.head.appendChild(script);
  schedule(() => win.FreshworksWidget?.('identify', 'ticketForm', { name: user.name, email: user.email }), WIDGET_IDENTIFY_DELAY_MS);
}
