import { emailDomainOf, evaluateAccess, type Principal } from '../../../core/access.js';
import type { Queryable } from '../../db/database.js';
import { DEMO_USERS } from '../../idp/demo-users.js';
import type { SeedSet } from '../seed-set.js';
import { seedWriter } from './seed-writer.js';

const principalOf = (username: string): Principal => {
  const u = DEMO_USERS.find((d) => d.username === username)!;
  return { subject: u.id, email: u.email, name: u.name, roles: u.roles, scope: u.roles.includes('scope_staff') ? 'staff' : 'customer', customerIds: u.customerIds };
};

/** Shift handovers and incident notes between the demo users, some already read. */
const NOTES: Array<{
  by: string;
  text: string;
  category: string;
  pinned?: boolean;
  roles?: string[];
  users?: string[];
  installation?: number;
  /** Visible to the installation's customer staff. */
  shared?: boolean;
  readBy?: string[];
  hoursAgo: number;
}> = [
  {
    by: 'firstlevel',
    hoursAgo: 2,
    category: 'handover',
    pinned: true,
    roles: ['firstlevel', 'secondlevel'],
    installation: 0,
    text: '**Handover night → morning**\n- Camera 2 on lane 3 reboots every night around 02:10; ticket open with the resort.\n- Start gate battery replaced yesterday, watch the voltage.',
  },
  {
    by: 'secondlevel',
    hoursAgo: 5,
    category: 'incident',
    roles: ['firstlevel'],
    installation: 1,
    readBy: ['firstlevel'],
    text: 'Recorder disk at 91 %. Old sessions archived, please check again at 16:00.',
  },
  {
    by: 'admin',
    hoursAgo: 20,
    category: 'information',
    pinned: true,
    roles: ['firstlevel', 'firstlevel_connector', 'secondlevel', 'projectmanager', 'zerolevel'],
    text: 'Season start checklist is in Confluence. Every installation with status *planned* needs an acceptance before **5 December**.',
  },
  {
    by: 'firstlevel',
    hoursAgo: 26,
    category: 'customerRequest',
    users: ['demo-projects'],
    installation: 2,
    text: 'Resort asks for a second sponsor overlay for the Christmas weeks. Offer needed.',
  },
  {
    by: 'connector',
    hoursAgo: 30,
    category: 'incident',
    roles: ['secondlevel'],
    installation: 3,
    readBy: ['secondlevel'],
    text: 'Ticketing vendor changed the product ids for season passes. Routing rule "Season passes" updated, please double-check the mapping.',
  },
  {
    by: 'projects',
    hoursAgo: 48,
    category: 'information',
    roles: ['secondlevel'],
    installation: 4,
    text: 'Rollout of the new finish photocells on 9 December, 07:00. Two technicians on site.',
  },
  {
    by: 'customer',
    hoursAgo: 3,
    category: 'customerRequest',
    roles: ['firstlevel'],
    installation: 5,
    text: 'Our start/finish display shows the times of yesterday. Can you have a look before the race at 10:00?',
  },
  {
    by: 'firstlevel',
    hoursAgo: 2,
    category: 'customerRequest',
    roles: ['firstlevel'],
    installation: 5,
    shared: true,
    text: 'The display reads from the timing server again; a technician checks the cabling at 09:30.',
  },
  {
    by: 'secondlevel',
    hoursAgo: 1,
    category: 'incident',
    roles: ['firstlevel', 'secondlevel'],
    installation: 5,
    text: 'Internal: the display PC runs an image two versions behind; update it during the next maintenance window.',
  },
  {
    by: 'secondlevel',
    hoursAgo: 4,
    category: 'information',
    roles: ['admin'],
    text: 'The **VPN password** was rotated this morning. Please store the new one in the login vault and revoke the old *vpn-support* account.',
  },
  {
    by: 'projects',
    hoursAgo: 28,
    category: 'customerRequest',
    users: ['demo-admin'],
    installation: 1,
    readBy: ['admin'],
    text: 'The resort wants a second console account for its new operations lead from 1 December. Can you add it?',
  },
];

export const demoNotesSeed: SeedSet = {
  name: 'demo-notes',
  demo: true,
  async run(tx: Queryable) {
    const create = seedWriter(tx);
    // The demo users as if each had signed in once: the people notes are addressed to. Accounts the
    // policy turns away (no role, a foreign domain) never sign in, so they are nobody to write to.
    const domain = emailDomainOf(DEMO_USERS.find((u) => u.username === 'admin')!.email);
    const mayEnter = (u: (typeof DEMO_USERS)[number]) =>
      evaluateAccess(
        { exp: Math.floor(Date.now() / 1000) + 60, email: u.email, email_verified: true, resource_access: { console: { roles: u.roles } }, customer_ids: u.customerIds },
        { rolesClient: 'console', staffEmailDomain: domain },
      ).allowed;
    for (const u of DEMO_USERS.filter(mayEnter)) {
      await tx.query(
        `insert into staff_users (id, name, email, roles, customer_id, last_seen_at, created_by, updated_by) values ($1, $2, $3, $4, $5, now() - interval '1 day', 'system:demo-seed', 'system:demo-seed') on conflict (id) do nothing`,
        [u.id, u.name, u.email, u.roles.filter((r) => !r.startsWith('scope_')), u.customerIds[0] ?? null],
      );
    }
    const customer = DEMO_USERS.find((u) => u.username === 'customer')!;
    const { rows: staffInstallations } = await tx.query<{ id: string }>(`select id from installations where type = 'startFinish' order by id limit 5`);
    const { rows: customerInstallations } = await tx.query<{ id: string }>(
      `select id from installations where customer_id = any($1::text[]) and type = 'startFinish' order by id limit 1`,
      [customer.customerIds],
    );
    const installations = [...staffInstallations, ...customerInstallations].map((r) => r.id);
    for (const n of NOTES) {
      const note = await create(
        'notes',
        {
          text: n.text,
          category: n.category,
          pinned: n.pinned ?? false,
          recipientRoles: n.roles ?? [],
          recipientUsers: n.users ?? [],
          installationId: n.installation === undefined ? null : installations[n.installation],
          sharedWithCustomer: n.shared ?? false,
        },
        principalOf(n.by),
      );
      await tx.query(`update notes set created_at = now() - make_interval(hours => $2), updated_at = now() - make_interval(hours => $2) where id = $1`, [note.id, n.hoursAgo]);
      for (const reader of n.readBy ?? [])
        await tx.query(`insert into note_reads (note_id, subject, read_at) values ($1, $2, now() - interval '1 hour')`, [note.id, principalOf(reader).subject]);
    }
  },
};
