import { defineResource, f } from '../core/resource-kit/authoring';

export default defineResource({
  name: 'installation-ips',
  icon: 'Security',
  menu: false,
  label: { en: { one: 'IP whitelist entry', many: 'IP whitelist' }, de: { one: 'IP-Freigabe', many: 'IP-Freigaben' } },
  id: { strategy: 'uuid' },
  fields: {
    installationId: f.reference(['Installation', 'Installation'], 'installations', { required: true }),
    ip: f.ip(['IP or network', 'IP oder Netz'], { required: true, cidr: true, searchable: true }),
    comment: f.text(['Comment', 'Kommentar'], {
      searchable: true,
      help: f.help('Whose address it is and why it needs access.', 'Wessen Adresse es ist und wozu sie Zugriff braucht.'),
    }),
    expiresAt: f.dateTime(['Expires at', 'Läuft ab am'], {
      help: f.help('Empty for a permanent entry; "add my IP" grants 24 hours.', 'Leer für eine dauerhafte Freigabe; „Meine IP hinzufügen" gewährt 24 Stunden.'),
    }),
  },
  list: { columns: ['ip', 'installationId', 'comment', 'expiresAt', 'createdBy'], defaultSort: { field: 'expiresAt', order: 'ASC' } },
  recordRepresentation: 'ip',
  access: { read: 'people.read', create: 'devices.manage', update: 'devices.manage', delete: 'devices.manage' },
  scope: { through: 'installationId' },
  unique: [{ fields: ['installationId', 'ip'] }],
});
