import { defineResource, f } from '../core/resource-kit/authoring';

/** The companies that own resorts and installations: the unit of customer scoping. */
export default defineResource({
  name: 'customers',
  icon: 'Business',
  menu: 'customers',
  label: { en: { one: 'Customer', many: 'Customers' }, de: { one: 'Kunde', many: 'Kunden' } },
  id: f.slugId(['Customer number', 'Kundennummer']),
  fields: {
    name: f.text(['Name', 'Name'], { required: true, unique: 'ci', searchable: true }),
    country: f.country(['Country', 'Land'], { required: true }),
    contract: f.choice(
      ['Support contract', 'Supportvertrag'],
      [
        f.option('none', 'None', 'Keiner'),
        f.option('basic', 'Basic', 'Basis'),
        f.option('standard', 'Standard', 'Standard'),
        f.option('premium', 'Premium (24/7)', 'Premium (24/7)'),
      ],
      { required: true, default: 'standard', help: f.help('Decides response times and on-call support.', 'Bestimmt Reaktionszeiten und Bereitschaftsdienst.') },
    ),
    contractUntil: f.date(['Contract until', 'Vertrag bis']),
    email: f.email(['E-mail', 'E-Mail'], { searchable: true }),
    phone: f.phone(['Phone', 'Telefon']),
    notes: f.longText(['Notes', 'Notizen']),
  },
  list: { phoneRows: true, columns: ['id', 'name', 'country', 'contract', 'contractUntil', 'email'], defaultSort: { field: 'name', order: 'ASC' } },
  recordRepresentation: 'name',
  access: { read: 'console.read', create: 'projects.manage', update: 'projects.manage', delete: 'admin.manage' },
  scope: { customerField: 'id' },
  children: [
    { resource: 'resorts', field: 'customerId' },
    { resource: 'contacts', field: 'customerId' },
    { resource: 'installations', field: 'customerId' },
  ],
});
