import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../server/app.js';
import type { AppConfig } from '../../server/config.js';
import type { Queryable } from '../../server/db/database.js';
import { createTestDatabase, type TestDatabase } from '../support/test-db.js';
import { testConfig } from '../support/test-config.js';
import { bearer, tokenFactory } from '../support/tokens.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const RELIABILITY_RESULTS = path.join(ROOT, 'test-results', 'reliability');

/**
 * The number of cases a suite ran (requests, generated inputs, crash rounds), for the summary table
 * `npm run test:reliability` prints; a vitest test may run thousands of cases.
 */
export function recordCases(suite: string, cases: number) {
  fs.mkdirSync(RELIABILITY_RESULTS, { recursive: true });
  fs.appendFileSync(path.join(RELIABILITY_RESULTS, 'cases.jsonl'), `${JSON.stringify({ suite, cases })}\n`);
}

/** Everything a suite wrote to the log, kept to prove no token or secret reached it. */
export function capturedLog(suite: string) {
  fs.mkdirSync(RELIABILITY_RESULTS, { recursive: true });
  const file = path.join(RELIABILITY_RESULTS, `${suite}.log`);
  const stream = fs.createWriteStream(file);
  return {
    stream,
    file,
    /** Everything logged, once the stream is flushed (the app must be closed). */
    async text() {
      if (!stream.writableEnded) await new Promise<void>((resolve) => stream.end(resolve));
      return fs.readFileSync(file, 'utf8');
    },
  };
}

/** Secrets handed out during a suite; none of them may appear in its log or in an audit row. */
export class SecretLedger {
  private readonly values = new Set<string>();
  add<T extends string>(value: T): T {
    this.values.add(value);
    // A token's signature is the part that grants access; a log line with it is as bad as the token.
    const parts = value.split('.');
    if (parts.length === 3 && parts[2]!.length > 20) this.values.add(parts[2]!);
    return value;
  }
  /** The secrets found in `text` (shortened for the failure message). */
  leaked(text: string): string[] {
    return [...this.values].filter((v) => v.length >= 16 && text.includes(v)).map((v) => `${v.slice(0, 12)}…`);
  }
  get size() {
    return this.values.size;
  }
}

export interface ReliabilityApp {
  app: FastifyInstance;
  testDb: TestDatabase;
  config: AppConfig;
  tokens: Awaited<ReturnType<typeof tokenFactory>>;
  secrets: SecretLedger;
  /** Bearer headers of a demo user, one token per user and suite (recorded as a secret). */
  as(username: string): Promise<Record<string, string>>;
  log: ReturnType<typeof capturedLog>;
}

/**
 * One app per suite on a fresh demo database (PostgreSQL when TEST_DATABASE_URL is set), logging at
 * production level into a captured file that is checked for leaked secrets when the suite ends.
 */
export function setupReliabilityApp(suite: string, env: Record<string, string> = {}): ReliabilityApp {
  const ctx = { secrets: new SecretLedger() } as ReliabilityApp;
  beforeAll(async () => {
    ctx.log = capturedLog(suite);
    ctx.testDb = await createTestDatabase({ demo: true });
    ctx.config = testConfig({ ZABBIX_WEBHOOK_SECRET: 'zabbix-webhook-secret-for-tests', ...env });
    ctx.secrets.add(ctx.config.zabbix.webhookSecret!);
    ctx.app = await buildApp({ config: ctx.config, db: ctx.testDb.db, logger: { level: 'info', stream: ctx.log.stream }, storage: ctx.testDb.storage });
    ctx.tokens = await tokenFactory(ctx.config);
    const issued = new Map<string, Record<string, string>>();
    ctx.as = async (username) => {
      if (!issued.has(username)) issued.set(username, bearer(ctx.secrets.add(await ctx.tokens.for(username))));
      return issued.get(username)!;
    };
  });
  afterAll(async () => {
    await ctx.app?.close();
    if (ctx.testDb) {
      const audit = await ctx.testDb.db.query<{ text: string }>("select coalesce(string_agg(a::text, E'\\n'), '') as text from audit_log a");
      expect(ctx.secrets.leaked(audit.rows[0]!.text), 'secrets in audit rows').toEqual([]);
    }
    await ctx.testDb?.dispose();
    if (ctx.log) expect(ctx.secrets.leaked(await ctx.log.text()), `secrets in ${ctx.log.file}`).toEqual([]);
  });
  return ctx;
}

/** Tables of the schema, each as row count and an order-independent checksum of its rows. */
export async function databaseFingerprint(db: Queryable, except: string[] = []): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    if (except.includes(name)) continue;
    const r = await db.query<{ n: string; sum: string | null }>(
      `select count(*)::text as n, md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as sum from "${name}" t`,
    );
    out[name] = `${r.rows[0]!.n}:${r.rows[0]!.sum}`;
  }
  return out;
}

/** Path parameters filled with a harmless value, so every route can be called. */
export const concreteUrl = (url: string, value = 'x1') => url.replace(/:[A-Za-z_]+/g, value).replace(/\*$/, 'x');
