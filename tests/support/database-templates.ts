import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database } from '../../server/db/database.js';
import { migrate } from '../../server/db/migrate.js';
import { pgliteDatabase } from '../../server/db/pglite-database.js';
import { openPostgres } from '../../server/db/postgres-database.js';
import { TYPE_PARSERS } from '../../server/db/type-parsers.js';
import { runSeeds } from '../../server/seed/run-seeds.js';
import { LocalStorage } from '../../server/storage/local-storage.js';

/**
 * Seed once, copy per test file. Migrating and seeding the demo data costs ~15 s of CPU; a test
 * file that starts from a copy of a database seeded once per run pays well under one. The copy
 * is the database itself (a PGlite data directory image, a PostgreSQL `CREATE DATABASE …
 * TEMPLATE`), so each file still writes to a database of its own.
 *
 * The first file of a run that needs a kind builds it; files in other workers wait for it. The run
 * directory comes from the global setup (tests/support/global-setup.ts); without one (a suite run
 * on its own config) every file seeds its own database, as before.
 */
export type TemplateKind = 'demo' | 'plain';

/** The schema every template database keeps its tables in (a file's copy is a database of its own). */
export const TEMPLATE_SCHEMA = 'gondola_test';

export interface TemplateRun {
  dir: string;
  /** Names the run's PostgreSQL template databases, so the teardown drops exactly these. */
  id: string;
}

export const TEMPLATE_RUN_ENV = 'GONDOLA_TEST_TEMPLATES';

export function newTemplateRun(): TemplateRun {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-templates-'));
  return { dir, id: randomBytes(4).toString('hex') };
}

export function templateRunFromEnv(): TemplateRun | undefined {
  const raw = process.env[TEMPLATE_RUN_ENV];
  return raw ? (JSON.parse(raw) as TemplateRun) : undefined;
}

export const templateDatabaseName = (run: TemplateRun, kind: TemplateKind) => `gondola_tpl_${kind}_${run.id}`;

/** What a template holds: the database (a file for PGlite, a database name for PostgreSQL) and the demo files. */
export interface BuiltTemplate {
  pgliteImage?: string;
  database?: string;
  storageDir?: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The template of `kind`, built by whichever caller gets there first (a directory is created
 * atomically as the claim) while the others wait for its manifest.
 */
export async function ensureTemplate(run: TemplateRun, kind: TemplateKind, serverUrl: string | undefined): Promise<BuiltTemplate> {
  const base = path.join(run.dir, `${kind}-${serverUrl ? 'postgres' : 'pglite'}`);
  const manifest = path.join(base, 'template.json');
  try {
    fs.mkdirSync(base);
  } catch {
    // Another worker claimed it: wait for its manifest (or its failure note).
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (fs.existsSync(manifest)) return JSON.parse(fs.readFileSync(manifest, 'utf8')) as BuiltTemplate;
      const failure = path.join(base, 'failed.txt');
      if (fs.existsSync(failure)) throw new Error(`the ${kind} template database failed to build: ${fs.readFileSync(failure, 'utf8')}`);
      if (Date.now() > deadline) throw new Error(`the ${kind} template database was not ready after 180 s`);
      await sleep(100);
    }
  }
  try {
    const built = await buildTemplate(base, kind, serverUrl, run);
    fs.writeFileSync(`${manifest}.tmp`, JSON.stringify(built));
    fs.renameSync(`${manifest}.tmp`, manifest);
    return built;
  } catch (error) {
    fs.writeFileSync(path.join(base, 'failed.txt'), String((error as Error).stack ?? error));
    throw error;
  }
}

async function seedInto(db: Database, kind: TemplateKind, storageDir: string | undefined) {
  await migrate(db);
  const storage = storageDir ? await LocalStorage.open(storageDir) : undefined;
  await runSeeds(db, { demo: kind === 'demo', storage });
}

async function buildTemplate(base: string, kind: TemplateKind, serverUrl: string | undefined, run: TemplateRun): Promise<BuiltTemplate> {
  const storageDir = kind === 'demo' ? path.join(base, 'storage') : undefined;
  if (storageDir) fs.mkdirSync(storageDir);
  if (!serverUrl) {
    const lite = await PGlite.create('memory://', { extensions: { pg_trgm }, parsers: TYPE_PARSERS });
    await seedInto(pgliteDatabase(lite), kind, storageDir);
    await lite.query('CHECKPOINT');
    const image = await lite.dumpDataDir('none');
    await lite.close();
    const pgliteImage = path.join(base, 'pglite.tar');
    fs.writeFileSync(pgliteImage, Buffer.from(await image.arrayBuffer()));
    return { pgliteImage, storageDir };
  }
  const database = templateDatabaseName(run, kind);
  const { url } = await createDatabase(serverUrl, database);
  await runOnServer(url, `create schema ${TEMPLATE_SCHEMA}`);
  const db = await openPostgres({ url, poolSize: 2, schema: TEMPLATE_SCHEMA });
  try {
    await seedInto(db, kind, storageDir);
  } finally {
    // A template database takes copies only while nobody is connected to it.
    await db.close();
  }
  return { database, storageDir };
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A database of its own on the PostgreSQL server of `serverUrl` (dropped first, should an earlier
 * run have been cut off), empty or a copy of `template`, and `drop()` removes it with its connections.
 */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  await runOnServer(serverUrl, `drop database if exists ${name} with (force)`, `create database ${name}${template ? ` template ${template}` : ''}`);
  return { url: databaseUrl(serverUrl, name), drop: () => runOnServer(serverUrl, `drop database if exists ${name} with (force)`) };
}

/** Statements run in order on a connection of their own (`create database` cannot share a transaction). */
export async function runOnServer(serverUrl: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const sql of statements) await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Drops the run's template databases and files (the global teardown). */
export async function removeTemplateRun(run: TemplateRun, serverUrl: string | undefined): Promise<void> {
  if (serverUrl) {
    for (const kind of ['demo', 'plain'] as const) {
      await runOnServer(serverUrl, `drop database if exists ${templateDatabaseName(run, kind)} with (force)`).catch(() => {});
    }
  }
  fs.rmSync(run.dir, { recursive: true, force: true });
}
