import { buildApp } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import type { Database } from './db/database.js';
import { DataDirectoryLockedError } from './db/lock-file.js';
import { VaultKeyError } from './modules/login-data/vault.js';
import { migrate } from './db/migrate.js';
import { openDatabase } from './db/open-database.js';
import { runSeeds } from './seed/run-seeds.js';
import { openStorage } from './storage/plugin.js';
import { logLine, nodeSupport } from './node-support.js';
import { shutdownTracing } from './telemetry/spans.js';

/** A refused or failed start: one JSON line, as the logger writes them (log collectors parse it), and exit 1. */
function fail(message: string, stack?: string): never {
  process.stderr.write(logLine('fatal', `gondola cannot start: ${message}`, stack ? { stack } : {}));
  process.exit(1);
}

async function main() {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(`${error.message}\nSee docs/OPERATIONS.md for every variable.`);
    throw error;
  }
  // Production runs on a supported LTS line only; the demo says so and goes on.
  const node = nodeSupport(process.version);
  if (!node.supported) {
    if (config.mode === 'production') fail(node.message);
    process.stderr.write(logLine('warn', node.message));
  }

  // The embedded provider's modules (oidc-provider and its Koa) load while the database opens.
  if (config.oidc.embedded) void Promise.all([import('./idp/provider.js'), import('./idp/plugin.js')]).catch(() => {});

  let db: Database;
  try {
    db = await openDatabase(config.database, `gondola ${config.replicaId}`);
  } catch (error) {
    if (error instanceof DataDirectoryLockedError) fail(error.message);
    throw error;
  }
  const applied = await migrate(db);
  const storage = await openStorage(config);
  await runSeeds(db, { demo: config.demoData, storage });
  // `node dist/server.js migrate`: an empty (or older) database made ready for the replicas —
  // schema and reference data — without serving; an operator runs it before the first start.
  if (process.argv[2] === 'migrate') {
    process.stdout.write(logLine('info', `database ready: ${applied.length} migration(s) applied`, { applied }));
    await storage.close();
    await db.close();
    return;
  }

  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp({ config, db, storage });
  } catch (error) {
    // A wrong vault key must stop the server before it serves anything, saying which variable.
    if (error instanceof VaultKeyError) fail(error.message);
    throw error;
  }
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Behind a balancer: readiness fails first and the replica keeps serving until the health check
    // has taken it out, so no new request meets a closed port (or a connection closed under it).
    app.lifecycle.startDraining();
    if (config.shutdownDrainMs) {
      app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down: draining (readiness answers 503)');
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const forced = setTimeout(() => {
      app.log.error('shutdown grace period exceeded; exiting');
      process.exit(1);
    }, config.shutdownGraceMs).unref();
    // A connection busy when shutdown starts turns idle (keep-alive) after its response: close
    // those as they appear, or close() would wait for the client's keep-alive timeout.
    const sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      await app.close();
      clearInterval(sweeper);
      await storage.close();
      await db.close();
      await shutdownTracing();
    } finally {
      clearTimeout(forced);
      process.exit(0);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl.includes(`:${config.port}`) ? config.publicUrl.replace(`:${config.port}`, `:${port}`) : config.publicUrl;
  const database = config.database.kind === 'pglite' ? `PGlite in ${config.database.dir}` : 'PostgreSQL';
  const files = storage.kind === 'local' ? `, files in ${config.dataDir}/storage` : ', files in S3';
  const broker = app.devices?.broker;
  const devices = broker ? `, devices: embedded MQTT broker on ${broker.host}:${broker.port}` : '';
  process.stdout.write(`Gondola ${config.mode} mode: open ${url} (${database}${files}${devices})\n`);
}

main().catch((error) => fail((error as Error).message ?? String(error), (error as Error).stack));
