import type { Database } from '../db/database.js';
import type { SeedSet } from './seed-set.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import { demoMediaSeed } from './demo/media-seed.js';
import { demoCatalogueSeed } from './demo/catalogue-seed.js';
import { demoResourcesSeed } from './demo/demo-seed.js';
import { demoDevicesSeed } from './demo/devices-seed.js';
import { demoDirectorSeed } from './demo/director-seed.js';
import { demoTrackerSeed } from './demo/tracker-seed.js';
import { demoReviewSeed } from './demo/review-seed.js';
import { demoCalendarSeed } from './demo/calendar-seed.js';
import { demoEscalationSeed } from './demo/escalation-seed.js';
import { demoReportsSeed } from './demo/reports-seed.js';
import { demoCommunicationSeed } from './demo/communication-seed.js';
import { demoInstallationExtrasSeed } from './demo/installation-extras-seed.js';
import { demoNotesSeed } from './demo/notes-seed.js';
import { demoProblemsSeed } from './demo/problems-seed.js';

export type { SeedSet };

const platformSettings: SeedSet = {
  name: 'platform-settings',
  demo: false,
  async run(tx) {
    await tx.query(
      `insert into app_settings (key, value) values ('monitoringMode', 'true'::jsonb), ('maintenanceMode', 'false'::jsonb)
       on conflict (key) do nothing`,
    );
  },
};

export const SEED_SETS: SeedSet[] = [
  platformSettings,
  demoResourcesSeed,
  demoCatalogueSeed,
  demoNotesSeed,
  demoDevicesSeed,
  demoProblemsSeed,
  demoInstallationExtrasSeed,
  demoMediaSeed,
  demoDirectorSeed,
  demoReviewSeed,
  demoCalendarSeed,
  demoEscalationSeed,
  demoReportsSeed,
  demoCommunicationSeed,
  demoTrackerSeed,
];

/**
 * Each seed set runs once per database, inside one transaction together with its ledger row:
 * a restart (or a crash half-way) never duplicates or overwrites data.
 */
export async function runSeeds(db: Database, options: { demo: boolean; storage?: ObjectStorage }, sets = SEED_SETS): Promise<string[]> {
  const ran: string[] = [];
  for (const set of sets) {
    if (set.demo && !options.demo) continue;
    if (set.needsStorage && !options.storage) continue;
    const didRun = await db.transaction(async (tx) => {
      const claimed = await tx.query('insert into seed_runs (name) values ($1) on conflict (name) do nothing returning name', [set.name]);
      if (claimed.rowCount === 0) return false;
      await set.run(tx, { storage: options.storage });
      return true;
    });
    if (didRun) ran.push(set.name);
  }
  return ran;
}
