import Fastify from 'fastify';
import { ConfigError, fastifyTrustProxy, type AppConfig } from '../config.js';
import { DataDirectoryLockedError } from '../db/lock-file.js';
import { migrate } from '../db/migrate.js';
import { openDatabase } from '../db/open-database.js';
import { loadOrCreateIdpKeys } from './keys.js';
import { identityProviderPlugin } from './plugin.js';
import { createIdentityProvider } from './provider.js';
import { standaloneConfig } from './standalone-config.js';

/**
 * `node dist/idp.js`: the embedded OpenID provider as a process of its own, at its own issuer URL,
 * so consoles in production mode sign in against an external issuer as they would against
 * Keycloak (the scale-out suite's stand-in). It knows the demo users only: a test and demo tool,
 * never an identity store for real people.
 *
 * CONSOLE_URL (required): the console's public URL, where sign-in returns.
 * IDP_PUBLIC_URL: this provider's own URL (default http://127.0.0.1:PORT); the issuer is it + /oidc.
 * PORT, HOST, DATA_DIR (signing keys, and PGlite unless DATABASE_URL is set), TRUST_PROXY, OIDC_*.
 */
function fail(message: string): never {
  process.stderr.write(`gondola-idp: ${message}\n`);
  process.exit(1);
}

async function main() {
  let config: AppConfig;
  try {
    config = standaloneConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(`cannot start.\n${error.message}`);
    throw error;
  }
  const db = await openDatabase(config.database).catch((error: unknown) => fail(error instanceof DataDirectoryLockedError ? error.message : String(error)));
  await migrate(db);
  const keys = await loadOrCreateIdpKeys(config.dataDir);
  const app = Fastify({ logger: { level: config.logLevel }, trustProxy: fastifyTrustProxy(config.trustProxy) });
  app.decorate('config', config);
  app.decorate('db', db);
  app.get('/health', async () => ({ status: 'ok' }));
  await app.register(identityProviderPlugin, { provider: createIdentityProvider(config, db, keys) });
  const stop = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`Gondola identity provider (demo users): issuer ${config.oidc.issuer}, signing in to ${config.publicUrl}\n`);
}

main().catch((error) => fail((error as Error).stack ?? String(error)));
