import { defineResource, f, notBefore } from '../core/resource-kit/authoring';

export default defineResource({
  name: 'licences',
  icon: 'VpnKey',
  menu: 'devices',
  label: { en: { one: 'Licence', many: 'Licences' }, de: { one: 'Lizenz', many: 'Lizenzen' } },
  id: { strategy: 'uuid' },
  fields: {
    name: f.text(['Licence name', 'Lizenzname'], {
      required: true,
      searchable: true,
      help: f.help('Software components name their licence with exactly this text.', 'Softwarekomponenten nennen ihre Lizenz mit genau diesem Text.'),
    }),
    type: f.choice(
      ['Type', 'Art'],
      [
        f.option('perpetual', 'Perpetual', 'Unbefristet'),
        f.option('subscription', 'Subscription', 'Abonnement'),
        f.option('season', 'Season', 'Saison'),
        f.option('trial', 'Trial', 'Test'),
      ],
      { required: true },
    ),
    customerId: f.reference(['Customer', 'Kunde'], 'customers', { required: true }),
    seats: f.integer(['Seats', 'Plätze'], {
      required: true,
      min: 1,
      max: 100_000,
      help: f.help('How many software components it may cover.', 'Wie viele Softwarekomponenten sie abdecken darf.'),
    }),
    validFrom: f.date(['Valid from', 'Gültig ab'], { required: true }),
    validUntil: f.date(['Valid until', 'Gültig bis'], { help: f.help('Empty for a perpetual licence.', 'Leer bei unbefristeter Lizenz.') }),
    installationIds: f.referenceMany(['Installations', 'Installationen'], 'installations', {
      help: f.help('Where it is deployed; informative, usage is counted from the components.', 'Wo sie eingesetzt ist; zur Information, gezählt wird über die Komponenten.'),
    }),
    vendorReference: f.text(['Vendor reference', 'Herstellerreferenz'], { searchable: true }),
  },
  list: { columns: ['name', 'type', 'customerId', 'seats', 'validFrom', 'validUntil'], defaultSort: { field: 'validUntil', order: 'ASC' } },
  recordRepresentation: 'name',
  access: { read: 'console.read', create: 'devices.manage', update: 'devices.manage', delete: 'admin.manage' },
  scope: { customerField: 'customerId' },
  unique: [{ fields: ['customerId', 'name'], ci: true }],
  rules: [notBefore('validFrom', 'validUntil')],
});
