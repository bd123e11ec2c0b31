// `npm run vault:rotate`: re-wraps every login data secret under the current VAULT_KEY. Run it after
// setting the new key as VAULT_KEY and the old one in VAULT_OLD_KEYS on every replica (they keep
// reading both meanwhile, so nothing stops); afterwards the old key can be removed.
import { ConfigError, loadConfig } from '../server/config.js';
import { migrate } from '../server/db/migrate.js';
import { openDatabase } from '../server/db/open-database.js';
import { Vault, VaultKeyError } from '../server/modules/login-data/vault.js';

async function main() {
  const config = loadConfig();
  const db = await openDatabase(config.database);
  try {
    await migrate(db);
    const vault = await Vault.start(db, config, (message) => process.stderr.write(`vault: ${message}\n`));
    const { rewrapped, unchanged, unknownKey } = await vault.rotate();
    process.stdout.write(`vault: ${rewrapped} secrets re-wrapped under key "${vault.current.id}", ${unchanged} already under it\n`);
    if (unknownKey) {
      process.stderr.write(`vault: ${unknownKey} secrets are under a key that is not configured; add it to VAULT_OLD_KEYS and run again\n`);
      process.exitCode = 1;
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`vault:rotate: ${error instanceof ConfigError || error instanceof VaultKeyError ? error.message : ((error as Error).stack ?? String(error))}\n`);
  process.exit(1);
});
