import type { AppConfig } from '../config.js';
import type { Database } from './database.js';
import { openPostgres } from './postgres-database.js';

/** `applicationName`: how the connections show in pg_stat_activity (`gondola <replica id>`). */
export function openDatabase(config: AppConfig['database'], applicationName?: string): Promise<Database> {
  // The embedded database's module (PGlite's WebAssembly build) loads only where it is chosen.
  return config.kind === 'pglite'
    ? import('./pglite-database.js').then(({ openPglite }) => openPglite(config.dir))
    : openPostgres({ url: config.url, poolSize: config.poolSize, applicationName });
}
