import path from 'node:path';
import { matching, whole } from '../config/env-values.js';
import { defineConfigSlice } from '../config/slice.js';

/** The database: PostgreSQL at DATABASE_URL, or (demo, one node) PGlite under DATA_DIR. */
export const databaseConfig = defineConfigSlice({
  env: {
    DATABASE_URL: matching(/^postgres(ql)?:\/\//, 'expects a postgres:// or postgresql:// connection URL'),
    DATABASE_POOL_SIZE: whole('a whole number', 1, 200, 10),
  },
  productionRequires: { DATABASE_URL: 'a PostgreSQL connection URL (PGlite is single-node demo storage)' },
  read: (e, { dataDir }) => ({
    database: e.DATABASE_URL ? { kind: 'postgres' as const, url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE } : { kind: 'pglite' as const, dir: path.join(dataDir, 'pglite') },
  }),
});
