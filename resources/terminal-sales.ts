import { defineResource, f } from '../core/resource-kit/authoring';

/** What a terminal sold on one day, per product (the terminals report it; `terminalSales` sums it up). */
export default defineResource({
  name: 'terminal-sales',
  icon: 'Terminal',
  menu: false,
  label: { en: { one: 'Terminal sale', many: 'Terminal sales' }, de: { one: 'Terminal-Verkauf', many: 'Terminal-Verkäufe' } },
  id: { strategy: 'uuid' },
  fields: {
    installationId: f.reference(['Installation', 'Installation'], 'installations', { required: true }),
    deviceId: f.reference(['Terminal', 'Terminal'], 'devices', { required: true, where: { values: { type: ['terminal'] }, sameAs: 'installationId' } }),
    day: f.date(['Day', 'Tag'], { required: true }),
    product: f.choice(
      ['Product', 'Produkt'],
      [
        f.option('photo', 'Photo', 'Foto'),
        f.option('video', 'Video', 'Video'),
        f.option('photoPack', 'Photo pack', 'Fotopaket'),
        f.option('dayPass', 'Day pass media', 'Tagespass-Medien'),
        f.option('print', 'Print', 'Ausdruck'),
      ],
      { required: true, filterable: true },
    ),
    quantity: f.integer(['Quantity', 'Anzahl'], { required: true, min: 0 }),
    amount: f.decimal(['Amount', 'Betrag'], { required: true, min: 0 }),
    currency: f.currency(['Currency', 'Währung'], { required: true }),
  },
  list: { columns: ['day', 'deviceId', 'product', 'quantity', 'amount', 'currency'], defaultSort: { field: 'day', order: 'DESC' } },
  recordRepresentation: 'product',
  access: { read: 'console.read', create: null, update: null, delete: null },
  scope: { through: 'installationId' },
  unique: [{ fields: ['deviceId', 'day', 'product'] }],
  indexes: [['installationId', 'day']],
  example: { day: '2026-11-20', product: 'photo', quantity: 14, amount: 139.3, currency: 'EUR' },
});
