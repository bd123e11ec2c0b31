import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../server/app.js';
import { createTestDatabase, type TestDatabase } from './test-db.js';
import { testConfig } from './test-config.js';
import { bearer, tokenFactory } from './tokens.js';

export interface ApiContext {
  app: FastifyInstance;
  testDb: TestDatabase;
  /** Authorization headers of the demo users, by username. */
  as: Record<string, Record<string, string>>;
}

/** An app on a fresh demo database for one test file, with bearer headers for the given demo users. */
export function setupApiContext(users: string[], env: Record<string, string> = {}): ApiContext {
  const ctx = { as: {} } as ApiContext;
  beforeAll(async () => {
    ctx.testDb = await createTestDatabase({ demo: true });
    const config = testConfig(env);
    ctx.app = await buildApp({ config, db: ctx.testDb.db, logger: false, storage: ctx.testDb.storage });
    const tokens = await tokenFactory(config);
    for (const user of users) ctx.as[user] = bearer(await tokens.for(user));
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.testDb?.dispose();
  });
  return ctx;
}
