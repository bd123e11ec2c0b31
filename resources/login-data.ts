import { defineResource, f } from '../core/resource-kit/authoring';

export const LOGIN_SYSTEMS = [
  f.option('router', 'Router', 'Router'),
  f.option('vpn', 'VPN', 'VPN'),
  f.option('server', 'Server', 'Server'),
  f.option('terminal', 'Terminal', 'Terminal'),
  f.option('camera', 'Camera', 'Kamera'),
  f.option('cloudAccount', 'Cloud account', 'Cloud-Konto'),
  f.option('other', 'Other', 'Sonstiges'),
];

/**
 * The login data vault (spec §2 /login-data): where and as whom to sign in. The password and TOTP
 * seed are not fields: they live encrypted in the vault table, are set and revealed through their
 * own audited calls, and never appear in a list, a read, a history or an export.
 */
export default defineResource({
  name: 'login-data',
  icon: 'VpnKey',
  menu: 'administration',
  label: { en: { one: 'Login', many: 'Login data' }, de: { one: 'Zugang', many: 'Zugangsdaten' } },
  id: { strategy: 'uuid' },
  fields: {
    system: f.choice(['System', 'System'], LOGIN_SYSTEMS, { required: true, default: 'router' }),
    host: f.text(['URL or host', 'URL oder Host'], { required: true, maxLength: 500, searchable: true }),
    username: f.text(['Username', 'Benutzername'], { maxLength: 200, searchable: true }),
    installationId: f.reference(['Installation', 'Installation'], 'installations'),
    customerId: f.reference(['Customer', 'Kunde'], 'customers'),
    tags: f.list(['Tags', 'Schlagwörter'], 'text', { maxItems: 20 }),
    notes: f.longText(['Notes', 'Notizen'], {
      maxLength: 4000,
      help: f.help('No passwords here: notes are not encrypted.', 'Keine Passwörter hier: Notizen werden nicht verschlüsselt.'),
    }),
    passwordSet: f.boolean(['Password stored', 'Passwort hinterlegt'], { readOnly: true }),
    totpSet: f.boolean(['One-time codes', 'Einmalcodes'], { readOnly: true }),
    secretChangedAt: f.dateTime(['Secret changed', 'Geheimnis geändert'], { readOnly: true }),
  },
  list: { columns: ['system', 'host', 'username', 'installationId', 'customerId', 'passwordSet', 'totpSet'], defaultSort: { field: 'host', order: 'ASC' } },
  recordRepresentation: 'host',
  access: { read: 'vault.read', create: 'devices.manage', update: 'devices.manage', delete: 'devices.manage' },
  scope: { staffOnly: true },
  routes: { list: '/login-data' },
});
