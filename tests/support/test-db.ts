import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LocalStorage } from '../../server/storage/local-storage.js';
import type { ObjectStorage } from '../../server/storage/object-storage.js';
import type { Database } from '../../server/db/database.js';
import type { ResourceDefinition } from '../../core/resource-kit/index.js';
import { RESOURCES } from '../../resources/index.js';
import { inCurrentSchema, migrate } from '../../server/db/migrate.js';
import { resourceTables } from '../../server/db/resource-tables.js';
import { openPglite, openPgliteImage } from '../../server/db/pglite-database.js';
import { openPostgres } from '../../server/db/postgres-database.js';
import { runSeeds } from '../../server/seed/run-seeds.js';
import { type BuiltTemplate, createDatabase, ensureTemplate, runOnServer, TEMPLATE_SCHEMA, templateRunFromEnv } from './database-templates.js';

const singleHandle = async (): Promise<Database> => {
  throw new Error('PGlite has a single handle');
};

/** Set by `npm run test:pg`: the API tests then run against a real PostgreSQL server. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export interface TestDatabase {
  db: Database;
  /** Demo databases: the storage their demo files were seeded into (pass it to buildApp). */
  storage?: ObjectStorage;
  /** PostgreSQL: the database the test's schema lives in (for tools such as pg_dump). */
  url?: string;
  /** Opens a second, independent handle to the same database (Postgres only). */
  reopen(): Promise<Database>;
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database per test file: in-memory PGlite by default, or a database of its own
 * on the PostgreSQL server named by TEST_DATABASE_URL, dropped afterwards. A seeded one is a copy
 * of the run's template (tests/support/database-templates.ts) when the global setup made one.
 */
export async function createTestDatabase(options: { migrate?: boolean; seed?: boolean; demo?: boolean } = {}): Promise<TestDatabase> {
  const { migrate: doMigrate = true, seed = true, demo = false } = options;
  const run = templateRunFromEnv();
  if (run && doMigrate && seed) return copyOfTemplate(await ensureTemplate(run, demo ? 'demo' : 'plain', TEST_DATABASE_URL));
  let db: Database;
  let drop = async () => {};
  let reopen: () => Promise<Database> = singleHandle;
  if (TEST_DATABASE_URL) {
    const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    await runOnServer(TEST_DATABASE_URL, `create schema ${schema}`);
    const open = () => openPostgres({ url: TEST_DATABASE_URL, poolSize: 5, schema });
    db = await open();
    reopen = open;
    drop = () => runOnServer(TEST_DATABASE_URL, `drop schema if exists ${schema} cascade`, `drop schema if exists ${schema}_jobs cascade`);
  } else {
    db = await openPglite();
  }
  if (doMigrate) await migrate(db);
  let storage: LocalStorage | undefined;
  let storageDir: string | undefined;
  if (doMigrate && seed && demo) {
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-test-files-'));
    storage = await LocalStorage.open(storageDir);
  }
  if (doMigrate && seed) await runSeeds(db, { demo, storage });
  return {
    db,
    storage,
    url: TEST_DATABASE_URL,
    reopen,
    async dispose() {
      await db.close();
      await drop();
      if (storageDir) fs.rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

/** A database of the file's own copied from the template, with a copy of the template's demo files. */
async function copyOfTemplate(template: BuiltTemplate): Promise<TestDatabase> {
  let storage: LocalStorage | undefined;
  let storageDir: string | undefined;
  if (template.storageDir) {
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-test-files-'));
    fs.cpSync(template.storageDir, storageDir, { recursive: true });
    storage = await LocalStorage.open(storageDir);
  }
  const removeFiles = () => storageDir && fs.rmSync(storageDir, { recursive: true, force: true });
  if (!template.database) {
    const db = await openPgliteImage(new Blob([fs.readFileSync(template.pgliteImage!)]));
    return {
      db,
      storage,
      reopen: singleHandle,
      async dispose() {
        await db.close();
        removeFiles();
      },
    };
  }
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const { url, drop } = await createDatabase(TEST_DATABASE_URL!, name, template.database);
  const open = () => openPostgres({ url, poolSize: 5, schema: TEMPLATE_SCHEMA });
  const db = await open();
  return {
    db,
    storage,
    url,
    reopen: open,
    async dispose() {
      await db.close();
      await drop();
      removeFiles();
    },
  };
}

/**
 * A migrated PGlite in the directory `dir` (on disk, for tests that read its files): a copy of the
 * run's demo template (the one the API suites already use) when there is one, since migrating from
 * nothing took over 30 s on a busy CI machine.
 */
export async function openMigratedPgliteAt(dir: string): Promise<Database> {
  const run = templateRunFromEnv();
  if (!run) {
    const db = await openPglite(dir);
    await migrate(db);
    return db;
  }
  const template = await ensureTemplate(run, 'demo', undefined);
  return openPglite(dir, new Blob([fs.readFileSync(template.pgliteImage!)]));
}

export { createDatabase, runOnServer };

/**
 * Tables for resources no file in resources/ defines (a test's own), derived the way
 * `npm run db:generate` derives a migration, and applied to `db` directly.
 */
export async function addResourceTables(db: Database, extra: ResourceDefinition[]): Promise<void> {
  const { generateDrizzleJson, generateMigration } = await import('drizzle-kit/api');
  const before = generateDrizzleJson(resourceTables(RESOURCES));
  const after = generateDrizzleJson(resourceTables([...RESOURCES, ...extra]));
  for (const statement of await generateMigration(before, after)) await db.query(inCurrentSchema(statement));
}
