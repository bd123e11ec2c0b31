import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/drizzle-schema.cjs',
  // The migration check generates into a scratch folder and compares.
  out: process.env.DRIZZLE_OUT ?? './server/db/migrations',
});
