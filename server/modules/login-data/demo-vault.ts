import type { Database } from '../../db/database.js';
import { SEEDER, seedWriter } from '../../seed/demo/seed-writer.js';
import type { Vault } from './vault.js';

/** The demo's logins: a router and a camera at installations, the provider's VPN, a customer's cloud account (with one-time codes). */
const ENTRIES = [
  { system: 'router', host: 'https://10.20.0.1', username: 'admin', password: 'Demo-Router-4711', where: 'installation' },
  { system: 'camera', host: 'https://10.20.1.11', username: 'service', password: 'Demo-Camera-0815', where: 'installation' },
  { system: 'vpn', host: 'vpn.gondola.example', username: 'support', password: 'Demo-Vpn-2026', totp: 'JBSWY3DPEHPK3PXP', where: 'none' },
  { system: 'cloudAccount', host: 'https://portal.cloud.example', username: 'resort-it', password: 'Demo-Cloud-1234', totp: 'KRSXG5CTMVRXEZLU', where: 'customer' },
] as const;

/**
 * Demo mode's vault entries, with their secrets sealed by this server's vault key: the seeds run
 * before the vault is open, so these are written once it is. The entries are created once per
 * database, claimed in the seed ledger in their transaction (replicas starting together create
 * them once); a secret still missing (a start that stopped half-way) is written by the next start.
 */
export async function seedDemoVault(db: Database, vault: Vault): Promise<void> {
  await db.transaction(async (tx) => {
    const claimed = await tx.query(`insert into seed_runs (name) values ('demo-vault') on conflict (name) do nothing returning name`);
    if (claimed.rowCount === 0) return;
    const { rows: places } = await tx.query<{ id: string; customer_id: string }>(`select id, customer_id from installations where status = 'active' order by id limit 1`);
    const place = places[0];
    if (!place) return;
    const create = seedWriter(tx);
    for (const e of ENTRIES)
      await create(
        'login-data',
        {
          system: e.system,
          host: e.host,
          username: e.username,
          installationId: e.where === 'installation' ? place.id : null,
          customerId: e.where === 'customer' ? place.customer_id : null,
          tags: ['demo'],
          notes: 'Demo entry: reveal it with a reason, then find the reveal in the login data audit.',
        },
        SEEDER,
      );
  });
  const { rows: entries } = await db.query<{ id: string; host: string; password_set: boolean | null }>(
    `select id, host, password_set from login_data where created_by = $1 and tags @> array['demo']::text[]`,
    [SEEDER.subject],
  );
  for (const entry of entries) {
    if (entry.password_set) continue;
    const e = ENTRIES.find((x) => x.host === entry.host);
    if (e) await vault.write(entry.id, { password: e.password, totpSecret: 'totp' in e ? e.totp : null }, SEEDER);
  }
}
