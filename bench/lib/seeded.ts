import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DATA_TEMPLATE_ENV, NO_RATE_LIMITS, type RunningServer, seededDataDirectory, startServer } from '../../tests/e2e/harness';
import { createDatabase } from '../../tests/support/test-db';
import { createPostgresDatabase } from './bench-data';

/**
 * Seed once per bench run, copy per bench (as the tests do, tests/support/database-templates.ts):
 * a demo node migrates and seeds a PGlite data directory, and one a PostgreSQL database with its
 * data directory (the demo files); each bench's server starts from copies. A bench measures its
 * scenario, not the demo seeding that every server start on a fresh database would repeat.
 */
const TEMPLATE_DATABASE = 'gondola_bench_seeded';
let postgresTemplate: Promise<{ dataDir: string }> | undefined;
const cleanups: Array<() => Promise<void>> = [];

/** The PGlite data directory every `startServer()` without a directory of its own copies from now on. */
export async function startFromSeededDataDirectory(): Promise<void> {
  if (process.env[DATA_TEMPLATE_ENV]) return;
  const dir = await seededDataDirectory();
  process.env[DATA_TEMPLATE_ENV] = dir;
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
}

async function buildPostgresTemplate(serverUrl: string): Promise<{ dataDir: string }> {
  const database = await createDatabase(serverUrl, TEMPLATE_DATABASE);
  const dataDir = await seededDataDirectory({ DATABASE_URL: database.url, SIMULATOR_MEDIA_EVERY_S: '0' });
  cleanups.push(async () => {
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { dataDir };
}

/**
 * A PostgreSQL database `name` on `serverUrl` with the demo data, cloned from the run's seeded
 * template, and a data directory holding the demo files to start its server with.
 */
export async function seededPostgresDatabase(serverUrl: string, name: string): Promise<{ url: string; dataDir: string; drop(): Promise<void> }> {
  postgresTemplate ??= buildPostgresTemplate(serverUrl);
  const template = await postgresTemplate;
  const database = await createPostgresDatabase(serverUrl, name, TEMPLATE_DATABASE);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-bench-'));
  fs.cpSync(template.dataDir, dataDir, { recursive: true });
  return {
    url: database.url,
    dataDir,
    async drop() {
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Drops the run's templates (bench/run.ts, at the end). */
export async function removeSeededTemplates(): Promise<void> {
  for (const cleanup of cleanups.splice(0)) await cleanup().catch(() => {});
  postgresTemplate = undefined;
}

/** How the benches' servers on a seeded PostgreSQL copy run: no simulated media or faults, no rate limits. */
const QUIET_SERVER = { SIMULATOR_MEDIA_EVERY_S: '0', SIMULATOR_FAULT_RATE: '0', ...NO_RATE_LIMITS } as const;

/**
 * The built server on a copy of the run's seeded PostgreSQL database `name` (as production runs):
 * the demo is seeded once per bench run whichever benches use it. `stop()` stops it and drops the copy.
 */
export async function startSeededServer(
  serverUrl: string,
  name: string,
  env: Record<string, string> = {},
): Promise<{ server: RunningServer; databaseUrl: string; stop(): Promise<void> }> {
  const database = await seededPostgresDatabase(serverUrl, name);
  try {
    const server = await startServer({ DATABASE_URL: database.url, ...QUIET_SERVER, ...env }, { dataDir: database.dataDir });
    return {
      server,
      databaseUrl: database.url,
      async stop() {
        await server.stop();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}
