import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite-database';
import { openPostgres } from '../../server/db/postgres-database';
import { runSeeds } from '../../server/seed/run-seeds';
import installations from '../../resources/installations';
import { createDatabase, runOnServer } from '../../tests/support/test-db';

export const SIZES = { installations: 100_000, problems: 10_000, events: 1_000_000, eventsOfOneProblem: 100_000 } as const;
/** The problem whose detail page the bench opens: it has SIZES.eventsOfOneProblem events. */
export const BUSY_PROBLEM = 'bench-p-0';

const optionsOf = (field: 'type' | 'status' | 'trackerVersion') => (installations.fields[field] as { options: Array<{ value: string }> }).options.map((o) => o.value);
const sqlArray = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/** A fresh database of its own on the PostgreSQL server of `serverUrl` (dropped first if a run was cut off), empty or a copy of `template`. */
export async function createPostgresDatabase(serverUrl: string, name: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const database = await createDatabase(serverUrl, name, template);
  // For the bench's own index builds after the bulk insert.
  await runOnServer(serverUrl, `alter database ${name} set maintenance_work_mem = '256MB'`);
  return database;
}

/**
 * Migrates, seeds the demo data and adds the bench rows with generate_series: 100,000
 * installations, 10,000 problems and 1,000,000 problem events (100,000 of them on one problem),
 * then ANALYZEs, so the server starts on data the size the issue names.
 */
export async function seedBenchData(target: { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string }, log: (line: string) => void) {
  const db: Database = target.kind === 'postgres' ? await openPostgres({ url: target.url, poolSize: 2 }) : await openPglite(target.dir);
  try {
    const t0 = Date.now();
    const stages: string[] = [];
    let mark = Date.now();
    const stage = (name: string) => {
      stages.push(`${name} ${((Date.now() - mark) / 1000).toFixed(1)} s`);
      mark = Date.now();
    };
    await migrate(db);
    await runSeeds(db, { demo: true });
    stage('demo');
    // Building the indexes once after the inserts is many times faster than growing them row by row
    // (the trigram ones above all); constraint indexes (keys) stay.
    const { rows: indexes } = await db.query<{ name: string; definition: string }>(
      `select indexname as name, indexdef as definition from pg_indexes
       where schemaname = current_schema() and tablename in ('installations', 'problems', 'problem_events')
         and indexname not in (select conname from pg_constraint)`,
    );
    for (const index of indexes) await db.query(`drop index "${index.name}"`);
    // Generated rows that are consistent by construction: as a restore does, without a foreign-key
    // check per row (a million lookups; superuser only, which the bench's server gives).
    await db.transaction(async (tx) => {
      await tx.query(`set local session_replication_role = replica`);
      await tx.query(`insert into installations (id, name, type, status, customer_id, resort_id, country, tracker_version)
      select 'bench-' || g,
             'Bench installation ' || g || ' ' || (${sqlArray(['Ischgl', 'Zermatt', 'Kitzbuehel', 'Davos', 'Arosa', 'Laax', 'Saas-Fee', 'Lech'])})[1 + g % 8],
             (${sqlArray(optionsOf('type'))})[1 + g % ${optionsOf('type').length}],
             (${sqlArray(optionsOf('status'))})[1 + (g / 7) % ${optionsOf('status').length}],
             c.ids[1 + g % array_length(c.ids, 1)], null, 'AT',
             (${sqlArray(optionsOf('trackerVersion'))})[1 + g % ${optionsOf('trackerVersion').length}]
      from generate_series(1, ${SIZES.installations}) g, (select array_agg(id order by id) as ids from customers) c`);
      await tx.query(`insert into problems (id, source, trigger_id, installation_id, name, severity, state, started_at)
      select 'bench-p-' || g, 'zabbix', 'bench-t-' || g, 'bench-' || (1 + g % ${SIZES.installations}), 'Bench problem ' || g,
             (array['high','average','warning'])[1 + g % 3], 'open', now() - make_interval(mins => g)
      from generate_series(0, ${SIZES.problems - 1}) g`);
      await tx.query(`insert into problem_events (problem_id, at, kind, message)
      select case when g <= ${SIZES.eventsOfOneProblem} then '${BUSY_PROBLEM}' else 'bench-p-' || (1 + g % ${SIZES.problems - 1}) end,
             now() - make_interval(secs => g), 'note', 'Bench event ' || g
      from generate_series(1, ${SIZES.events}) g`);
    });
    stage('rows');
    // Two at a time: one per core.
    const pending = [...indexes];
    await Promise.all(
      [0, 1].map(async () => {
        for (let index = pending.shift(); index; index = pending.shift()) await db.query(index.definition);
      }),
    );
    stage('indexes');
    // As autovacuum would: statistics for the planner, the visibility map for index-only scans.
    for (const table of ['installations', 'problems', 'problem_events', 'customers']) await db.query(`vacuum analyze ${table}`);
    stage('vacuum');
    log(`seeded ${target.kind}: ${SIZES.installations} installations, ${SIZES.events} problem events in ${((Date.now() - t0) / 1000).toFixed(0)} s (${stages.join(', ')})`);
  } finally {
    await db.close();
  }
}
