import { defineResource, f, notBefore } from '../core/resource-kit/authoring';
import { DELIVERY_STATES } from './shared/plan-options';

// Hardware on its way to an installation: support knows what arrives when, and with which carrier to chase it.
export default defineResource({
  name: 'deliveries',
  icon: 'Category',
  menu: false,
  label: { en: { one: 'Delivery', many: 'Deliveries' }, de: { one: 'Lieferung', many: 'Lieferungen' } },
  id: { strategy: 'uuid' },
  fields: {
    installationId: f.reference(['Installation', 'Installation'], 'installations', { required: true }),
    item: f.text(['What', 'Was'], {
      required: true,
      searchable: true,
      maxLength: 300,
      help: f.help('The hardware, with serial numbers where known.', 'Die Hardware, mit Seriennummern, soweit bekannt.'),
    }),
    quantity: f.integer(['Quantity', 'Anzahl'], { min: 1, max: 10_000, default: 1 }),
    carrier: f.text(['Carrier', 'Spediteur'], { searchable: true, maxLength: 100 }),
    trackingReference: f.text(['Tracking reference', 'Sendungsnummer'], { searchable: true, maxLength: 100 }),
    state: f.choice(['State', 'Status'], DELIVERY_STATES, { required: true, default: 'planned' }),
    shipsOn: f.date(['Ships on', 'Versand am'], { required: true }),
    arrivesOn: f.date(['Arrives on', 'Ankunft am'], { required: true }),
    notes: f.longText(['Notes', 'Notizen']),
  },
  list: { columns: ['installationId', 'item', 'state', 'shipsOn', 'arrivesOn', 'carrier'], defaultSort: { field: 'arrivesOn', order: 'DESC' } },
  recordRepresentation: 'item',
  access: { read: 'console.read', create: 'projects.manage', update: 'projects.manage', delete: 'projects.manage' },
  scope: { through: 'installationId' },
  rules: [notBefore('shipsOn', 'arrivesOn')],
  example: {
    item: 'Finish photocell PC-200 (2 pcs)',
    quantity: 2,
    carrier: 'DHL Express',
    trackingReference: 'JD014600006281234567',
    state: 'shipped',
    shipsOn: '2026-12-01',
    arrivesOn: '2026-12-03',
  },
});
