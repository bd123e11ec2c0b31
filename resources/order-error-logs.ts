import { defineResource, f } from '../core/resource-kit/authoring';

export default defineResource({
  name: 'order-error-logs',
  icon: 'ReportProblem',
  menu: false,
  label: { en: { one: 'Order error', many: 'Order error logs' }, de: { one: 'Bestellfehler', many: 'Bestellfehler-Protokoll' } },
  id: { strategy: 'uuid' },
  fields: {
    installationId: f.reference(['Installation', 'Installation'], 'installations', { required: true }),
    occurredAt: f.dateTime(['Time', 'Zeitpunkt'], { required: true }),
    orderId: f.text(['Order', 'Bestellung'], { required: true, searchable: true }),
    errorCode: f.text(['Error code', 'Fehlercode'], { required: true, searchable: true, filterable: true }),
    message: f.text(['Message', 'Meldung'], { required: true, searchable: true, maxLength: 2000 }),
    payload: f.longText(['Payload', 'Nutzdaten'], { maxLength: 20_000 }),
  },
  list: { columns: ['occurredAt', 'installationId', 'orderId', 'errorCode', 'message'], defaultSort: { field: 'occurredAt', order: 'DESC' } },
  recordRepresentation: 'orderId',
  // Written by the order service when it rejects an order; nobody edits a log.
  access: { read: 'console.read', create: null, update: null, delete: null },
  scope: { through: 'installationId' },
});
