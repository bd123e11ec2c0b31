import { DEMO_CUSTOMER_IDS } from '../seed/demo-ids.js';

export interface DemoUser {
  id: string;
  username: string;
  email: string;
  name: string;
  roles: string[];
  customerIds: string[];
  /** Shown on the sign-in page so people know what each account is for. */
  purpose: { en: string; de: string };
}

/** Every demo account signs in with this password (README). */
export const DEMO_PASSWORD = 'gondola';

const staff = (username: string, name: string, role: string, purpose: DemoUser['purpose']): DemoUser => ({
  id: `demo-${username}`,
  username,
  email: `${username}@gondola.example`,
  name,
  roles: [role, 'scope_staff'],
  customerIds: [],
  purpose,
});

export const DEMO_USERS: DemoUser[] = [
  staff('admin', 'Anna Admin', 'admin', { en: 'Everything, including settings', de: 'Alles, auch Einstellungen' }),
  staff('firstlevel', 'Felix First', 'firstlevel', { en: 'First-level support', de: 'First-Level-Support' }),
  staff('connector', 'Conny Connector', 'firstlevel_connector', { en: 'First level plus connector settings', de: 'First Level plus Connector-Einstellungen' }),
  staff('zerolevel', 'Zoe Zero', 'zerolevel', { en: 'Read only', de: 'Nur lesen' }),
  staff('tracy', 'Tim Tracy', 'tracyapp', { en: 'Consumer app data (Peak, adventures)', de: 'App-Daten (Peak, Abenteuer)' }),
  staff('secondlevel', 'Sven Second', 'secondlevel', { en: 'Devices and configuration', de: 'Geräte und Konfiguration' }),
  staff('projects', 'Paula Projects', 'projectmanager', { en: 'Resorts, installations, reports', de: 'Skigebiete, Installationen, Berichte' }),
  staff('moderation', 'Mia Moderation', 'moderation', { en: 'Media review', de: 'Medienprüfung' }),
  {
    id: 'demo-customer',
    username: 'customer',
    email: 'carla@silvretta-example.at',
    name: 'Carla Customer',
    roles: ['firstlevel', 'scope_customer'],
    customerIds: [DEMO_CUSTOMER_IDS.silvretta, DEMO_CUSTOMER_IDS.matterhorn],
    purpose: { en: 'Customer staff of two customers', de: 'Kundenmitarbeiterin zweier Kunden' },
  },
  {
    id: 'demo-foreign',
    username: 'foreign',
    email: 'frank@example.com',
    name: 'Frank Foreign',
    roles: ['admin', 'scope_staff'],
    customerIds: [],
    purpose: { en: 'Staff role but a foreign e-mail domain: denied', de: 'Mitarbeiterrolle, aber fremde E-Mail-Domain: abgewiesen' },
  },
  {
    id: 'demo-noroles',
    username: 'noroles',
    email: 'nora@gondola.example',
    name: 'Nora Noroles',
    roles: [],
    customerIds: [],
    purpose: { en: 'No Gondola role: denied', de: 'Keine Gondola-Rolle: abgewiesen' },
  },
];

export function findDemoUser(idOrUsername: string): DemoUser | undefined {
  return DEMO_USERS.find((u) => u.id === idOrUsername || u.username === idOrUsername);
}
