import type { AppConfig } from '../config.js';
import type { Database } from './database.js';
import { openPglite } from './pglite-database.js';
import { openPostgres } from './postgres-database.js';

export function openDatabase(config: AppConfig['database']): Promise<Database> {
  return config.kind === 'pglite' ? openPglite(config.dir) : openPostgres({ url: config.url, poolSize: config.poolSize });
}
