import { defineResource, f } from '../core/resource-kit/authoring';

export const WEBHOOK_EVENTS = [
  f.option('problem.opened', 'Problem opened', 'Problem eröffnet'),
  f.option('problem.acknowledged', 'Problem acknowledged', 'Problem quittiert'),
  f.option('problem.resolved', 'Problem resolved', 'Problem behoben'),
  f.option('device.offline', 'Device offline', 'Gerät offline'),
  f.option('device.online', 'Device online', 'Gerät online'),
  f.option('installation.status', 'Installation status changed', 'Installationsstatus geändert'),
  f.option('media.published', 'Media published', 'Medien veröffentlicht'),
];

export default defineResource({
  name: 'webhooks',
  icon: 'Webhook',
  menu: false,
  label: { en: { one: 'Webhook', many: 'Webhooks' }, de: { one: 'Webhook', many: 'Webhooks' } },
  id: { strategy: 'uuid' },
  fields: {
    installationId: f.reference(['Installation', 'Installation'], 'installations', { required: true }),
    url: f.url(['URL', 'URL'], {
      required: true,
      searchable: true,
      help: f.help("HTTPS endpoint of the customer's system that receives the events as JSON.", 'HTTPS-Endpunkt des Kundensystems, der die Ereignisse als JSON empfängt.'),
    }),
    events: f.list(['Events', 'Ereignisse'], 'enum', { options: WEBHOOK_EVENTS, maxItems: WEBHOOK_EVENTS.length, required: true }),
    secret: f.secret(['Signing secret', 'Signaturgeheimnis'], {
      help: f.help(
        'Signs every delivery (HMAC-SHA256 in the X-Gondola-Signature header). Shown once, when created or replaced.',
        'Signiert jede Zustellung (HMAC-SHA256 im Header X-Gondola-Signature). Wird nur einmal angezeigt: beim Anlegen oder Ersetzen.',
      ),
    }),
    active: f.boolean(['Active', 'Aktiv'], { default: true }),
    lastDeliveryStatus: f.choice(
      ['Last delivery', 'Letzte Zustellung'],
      [f.option('ok', 'Delivered', 'Zugestellt'), f.option('failed', 'Failed', 'Fehlgeschlagen'), f.option('pending', 'Retrying', 'Wird wiederholt')],
      { readOnly: true },
    ),
    lastDeliveryAt: f.dateTime(['Last delivery at', 'Letzte Zustellung am'], { readOnly: true }),
  },
  list: { columns: ['url', 'installationId', 'events', 'active', 'lastDeliveryStatus', 'lastDeliveryAt'], defaultSort: { field: 'url', order: 'ASC' } },
  recordRepresentation: 'url',
  access: { read: 'console.read', create: 'devices.manage', update: 'devices.manage', delete: 'devices.manage' },
  scope: { through: 'installationId' },
});
