import type { AppConfig } from '../config.js';
import type { Database } from './database.js';
import { openPglite } from './pglite-database.js';
import { openPostgres } from './postgres-database.js';

/** `applicationName`: how the connections show in pg_stat_activity (`gondola <replica id>`). */
export function openDatabase(config: AppConfig['database'], applicationName?: string): Promise<Database> {
  return config.kind === 'pglite' ? openPglite(config.dir) : openPostgres({ url: config.url, poolSize: config.poolSize, applicationName });
}
