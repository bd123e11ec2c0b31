import path from 'node:path';
import { freePort, startServer } from '../tests/e2e/harness';
import { freshPostgresDatabase } from '../tests/support/fresh-postgres';
import { ensureBuild } from './lib/build';
import { rssMbOf } from './lib/proc';
import type { Bench, Figure } from './lib/result';
import { median, round } from './lib/stats';
import { startFromSeededDataDirectory } from './lib/seeded';

const SETTLE_MS = 10_000;
const RUNS = 3;

/** The server's resident memory SETTLE_MS after it answers ready, idle, started with `env`. */
async function idleRss(env: Record<string, string>): Promise<number> {
  const server = await startServer({ LOG_LEVEL: 'warn', ...env });
  try {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return rssMbOf(server.process.pid!);
  } finally {
    await server.stop('SIGKILL');
  }
}

/**
 * What a replica holds when it only serves: started on PostgreSQL beside an external broker, an
 * external identity provider and a mail server (as production runs it; none of them needs to
 * answer while it idles), no demo data. The big parts (sharp, file and audio parsing, PGlite, the
 * embedded broker, provider and mail sink) load when first used, so they are not in this figure.
 * Beside it, the PGlite demo with everything in one process.
 */
export const replicaMemory: Bench = {
  name: 'replica-memory',
  quick: false,
  async run({ log, databaseUrl }) {
    ensureBuild();
    const figures: Figure[] = [];
    const replica: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const database = await freshPostgresDatabase('gondola_replica_memory');
      try {
        replica.push(
          await idleRss({
            DATABASE_URL: database.url,
            DEMO_DATA: 'false',
            SIMULATOR_DEVICES: '0',
            MQTT_URL: process.env.BENCH_MQTT_URL ?? 'mqtt://127.0.0.1:1883',
            OIDC_ISSUER: `http://127.0.0.1:${await freePort()}/oidc`,
            SMTP_URL: 'smtp://127.0.0.1:9',
          }),
        );
      } finally {
        await database.drop();
      }
    }
    const demo: number[] = [];
    await startFromSeededDataDirectory();
    for (let i = 0; i < RUNS; i++) demo.push(await idleRss({}));
    log(`idle RSS: replica on PostgreSQL ${replica.map((v) => round(v, 0)).join(', ')} MB; PGlite demo ${demo.map((v) => round(v, 0)).join(', ')} MB`);
    figures.push(
      {
        bench: 'replica-memory',
        name: 'a replica on PostgreSQL, idle after start (RSS)',
        value: round(median(replica), 0),
        unit: 'MB',
        target: { max: 200 },
        note: `median of ${RUNS} starts, ${SETTLE_MS / 1000} s after ready; external broker, provider and mail server; ${path.basename(databaseUrl)} server; Node ${process.version}`,
      },
      {
        bench: 'replica-memory',
        name: 'the PGlite demo, everything in one process, idle after start (RSS)',
        value: round(median(demo), 0),
        unit: 'MB',
        target: { max: 450 },
        note: `median of ${RUNS} starts from a seeded data directory, ${SETTLE_MS / 1000} s after ready; embedded broker, provider, mail sink and device simulator`,
      },
    );
    return figures;
  },
};
