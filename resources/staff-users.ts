import { CONSOLE_ROLES } from '../core/access';
import { defineResource, f } from '../core/resource-kit/authoring';

/** Roles as options, shared by everything that addresses people by role (note recipients). */
export const ROLE_OPTIONS = CONSOLE_ROLES.map((role) =>
  f.option(
    role,
    {
      admin: 'Admin',
      firstlevel: 'First level',
      firstlevel_connector: 'First level (connector)',
      zerolevel: 'Zero level (read only)',
      tracyapp: 'Tracy app',
      secondlevel: 'Second level',
      projectmanager: 'Project management',
      moderation: 'Moderation',
    }[role],
    {
      admin: 'Admin',
      firstlevel: 'First Level',
      firstlevel_connector: 'First Level (Connector)',
      zerolevel: 'Zero Level (nur lesen)',
      tracyapp: 'Tracy-App',
      secondlevel: 'Second Level',
      projectmanager: 'Projektleitung',
      moderation: 'Moderation',
    }[role],
  ),
);

export default defineResource({
  name: 'staff-users',
  icon: 'Badge',
  menu: 'administration',
  label: { en: { one: 'Console user', many: 'Console users' }, de: { one: 'Konsolenbenutzer', many: 'Konsolenbenutzer' } },
  id: {
    strategy: 'provided',
    label: { en: 'Subject', de: 'Subjekt' },
    pattern: { regex: '^[A-Za-z0-9._:@|-]{1,200}$', message: { en: "The identity provider's subject", de: 'Das Subjekt des Identitätsdienstes' } },
    maxLength: 200,
  },
  fields: {
    name: f.text(['Name', 'Name'], { required: true, searchable: true }),
    email: f.email(['E-mail', 'E-Mail'], { searchable: true }),
    roles: f.list(['Roles', 'Rollen'], 'enum', { options: ROLE_OPTIONS, maxItems: ROLE_OPTIONS.length }),
    customerId: f.reference(['Customer', 'Kunde'], 'customers', {
      foreignKey: false,
      help: f.help('Customer staff only: their (first) customer.', 'Nur Kundenpersonal: ihr (erster) Kunde.'),
    }),
    lastSeenAt: f.dateTime(['Last signed in', 'Zuletzt angemeldet']),
  },
  list: { columns: ['name', 'email', 'roles', 'lastSeenAt'], defaultSort: { field: 'name', order: 'ASC' } },
  recordRepresentation: 'name',
  // Filled in by the server when someone signs in: the people notes can be addressed to. Every
  // console user may see who a reference names (a rotation's members), not their address or roles.
  access: { read: 'people.read', create: null, update: null, delete: null, names: 'console.read' },
  scope: { customerField: 'customerId' },
});
