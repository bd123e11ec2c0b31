import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { migrate, migrationStatus, readMigrations } from '../../server/db/migrate.js';
import { runSeeds } from '../../server/seed/run-seeds.js';
import { createTestDatabase, type TestDatabase } from '../support/test-db.js';
import { testConfig } from '../support/test-config.js';
import { bearer, tokenFactory } from '../support/tokens.js';

const spaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-spa-'));
fs.mkdirSync(path.join(spaDir, 'assets'));
fs.writeFileSync(path.join(spaDir, 'index.html'), '<!doctype html><div id="root"></div>');
fs.writeFileSync(path.join(spaDir, 'assets/app-abc123.js'), 'console.log(1)');
fs.writeFileSync(path.join(spaDir, 'assets/app-abc123.js.br'), zlib.brotliCompressSync('console.log(1)'));
// What the build writes for each screen kind (scripts/lib/screen-chunks.ts); one name no build makes, to be left out.
fs.writeFileSync(
  path.join(spaDir, 'screen-chunks.json'),
  JSON.stringify({
    list: ['/assets/ConsoleApp-x1.js', '/assets/list-screens-y2.js', '/assets/"><script>alert(2)</script>.js'],
    record: ['/assets/ConsoleApp-x1.js', '/assets/record-screens-z3.js'],
    own: { 'installations.list': ['/assets/installations.list-w4.js'], 'worklogs.aside': ['/assets/"><script>alert(1)</script>.js'] },
    pages: [
      { path: '/support-requests', files: ['/assets/ConsoleApp-x1.js', '/assets/CommunicationPages-v5.js'] },
      { path: '/problem/report', files: ['/assets/ConsoleApp-x1.js', '/assets/ProblemReportPage-u6.js'] },
    ],
  }),
);
fs.writeFileSync(path.join(spaDir, 'index.html.gz'), zlib.gzipSync('<!doctype html><div id="root"></div>'));

let testDb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await buildApp({ config: testConfig({}, { spaDir }), db: testDb.db, logger: false });
});
afterAll(async () => {
  await app.close();
  await testDb.dispose();
});

describe('operational endpoints', () => {
  it('answers /api/health and /api/ready with 200 while the database is reachable', async () => {
    expect((await app.inject('/api/health')).json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'UP', checks: expect.arrayContaining([{ name: 'database', required: true, status: 'UP', data: { kind: testDb.db.kind } }]) });
  });

  it('names the replica on every answer, and answers /api/ready with 503 while the replica drains but keeps serving', async () => {
    const other = await buildApp({ config: testConfig({ REPLICA_ID: 'gondola-7' }, { spaDir }), db: testDb.db, logger: false });
    try {
      expect((await other.inject('/api/health')).headers['x-gondola-replica']).toBe('gondola-7');
      expect((await other.inject('/api/resorts')).headers['x-gondola-replica']).toBe('gondola-7');
      other.lifecycle.startDraining();
      const ready = await other.inject('/api/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'DOWN', checks: expect.arrayContaining([{ name: 'replica', required: true, status: 'DOWN', data: { draining: true } }]) });
      expect((await other.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('answers /api/ready with 503 when the database cannot be reached', async () => {
    const broken = { ...testDb.db, ping: () => Promise.reject(new Error('connection refused')) };
    const other = await buildApp({ config: testConfig({}, { spaDir }), db: broken, logger: false });
    const ready = await other.inject('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      status: 'DOWN',
      checks: expect.arrayContaining([{ name: 'database', required: true, status: 'DOWN', data: { error: 'connection refused' } }]),
    });
    await other.close();
  });

  it('answers unknown API paths with a JSON 404 naming the route', async () => {
    const response = await app.inject({ url: '/api/does-not-exist?x=1', headers: bearer(await (await tokenFactory(app.config)).for('admin')) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'No route GET /api/does-not-exist' });
  });
});

describe('serving the SPA', () => {
  it('returns index.html without caching for any non-API path (history fallback)', async () => {
    for (const url of ['/', '/installations', '/installation/42/operation', '/resorts/name/Ischgl?x=1']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('puts the public configuration into the page, as /api/public-config answers it, so the console starts without asking', async () => {
    const page = await app.inject('/installations');
    const inline = /<script type="application\/json" id="gondola-public-config">([^<]*)<\/script>/.exec(page.body);
    expect(inline).not.toBeNull();
    expect(JSON.parse(inline![1]!)).toEqual((await app.inject('/api/public-config')).json());
    // Compressed with the configuration in it.
    const gzipped = await app.inject({ url: '/installations', headers: { 'accept-encoding': 'gzip' } });
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(page.body);
  });

  it("names the generic list's files on every page (the console fetches them ahead when idle), the build's own files only", async () => {
    for (const url of ['/', '/login', '/worklogs/4f1c', '/support-requests']) {
      const body = (await app.inject(url)).body;
      const named = /<script type="application\/json" id="gondola-list-chunks">([^<]*)<\/script>/.exec(body);
      expect(named, url).not.toBeNull();
      expect(JSON.parse(named![1]!), url).toEqual(['/assets/ConsoleApp-x1.js', '/assets/list-screens-y2.js']);
      expect(body, url).not.toContain('alert(2)');
    }
  });

  it("names the chunks of an area's page or a resource's screen opened directly as low-priority module preloads, and none elsewhere", async () => {
    const preloads = async (url: string) =>
      [...(await app.inject(url)).body.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(await preloads('/installations')).toEqual(['/assets/ConsoleApp-x1.js', '/assets/list-screens-y2.js', '/assets/installations.list-w4.js']);
    expect(await preloads('/problem?filter=%7B%7D')).toEqual(['/assets/ConsoleApp-x1.js', '/assets/list-screens-y2.js']);
    expect(await preloads('/worklogs/4f1c')).toEqual(['/assets/ConsoleApp-x1.js', '/assets/record-screens-z3.js']);
    expect((await app.inject('/worklogs/4f1c')).body).not.toContain('alert(1)');
    // An area's page, before a resource's record screen a path of the same shape would be.
    expect(await preloads('/support-requests')).toEqual(['/assets/ConsoleApp-x1.js', '/assets/CommunicationPages-v5.js']);
    expect(await preloads('/problem/report')).toEqual(['/assets/ConsoleApp-x1.js', '/assets/ProblemReportPage-u6.js']);
    for (const url of ['/', '/login', '/reports', '/screen-chunks.json']) {
      const page = await app.inject(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).not.toContain('modulepreload');
      expect(page.body, url).toContain('<div id="root">');
    }
    // The page a screen is served as is compressed like any other.
    const page = await app.inject('/installations');
    const compressed = await app.inject({ url: '/installations', headers: { 'accept-encoding': 'br' } });
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe(page.body);
  });

  it('escapes the configuration so no configured value can close its element', async () => {
    const odd = await buildApp({ config: testConfig({ ENVIRONMENT: '</script><script>alert(1)</script>' }, { spaDir }), db: testDb.db, logger: false });
    try {
      const page = await odd.inject('/');
      expect(page.body).not.toContain('</script><script>alert(1)');
      const inline = /<script type="application\/json" id="gondola-public-config">([^<]*)<\/script>/.exec(page.body);
      expect(JSON.parse(inline![1]!).environment).toBe('</script><script>alert(1)</script>');
    } finally {
      await odd.close();
    }
  });

  it('serves hashed assets as immutable and keeps missing assets a 404', async () => {
    const asset = await app.inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject('/assets/gone-000.js')).statusCode).toBe(404);
  });

  it('serves the pre-compressed variant the browser accepts', async () => {
    const asset = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(asset.rawPayload).toString()).toBe('console.log(1)');
    const index = await app.inject({ url: '/resorts', headers: { 'accept-encoding': 'gzip' } });
    expect(index.headers['content-encoding']).toBe('gzip');
    expect(index.headers.vary).toMatch(/accept-encoding/);
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const response = await app.inject('/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers 503 with a build hint when the SPA was never built', async () => {
    const bare = await buildApp({ config: testConfig({}, { spaDir: path.join(spaDir, 'missing') }), db: testDb.db, logger: false });
    const response = await bare.inject('/installations');
    expect(response.statusCode).toBe(503);
    expect(response.body).toMatch(/npm run build:spa/);
    await bare.close();
  });
});

describe('migrations and seeds', () => {
  it('reports every committed migration as applied, and a second run applies nothing', async () => {
    const status = await migrationStatus(testDb.db);
    expect(status.state).toBe('applied');
    expect(status.applied).toEqual(
      readMigrations()
        .map((m) => m.tag)
        .sort(),
    );
    expect(await migrate(testDb.db)).toEqual([]);
  });

  it('reports pending migrations before they run and refuses a changed applied migration', async () => {
    const fresh = await createTestDatabase({ migrate: false });
    try {
      expect((await migrationStatus(fresh.db)).state).toBe('pending');
      await migrate(fresh.db);
      const [first, ...rest] = readMigrations();
      const tampered = [{ ...first!, hash: 'different' }, ...rest];
      expect((await migrationStatus(fresh.db, tampered)).state).toBe('migration-required');
      await expect(migrate(fresh.db, tampered)).rejects.toThrow(/differ from the committed files/);
    } finally {
      await fresh.dispose();
    }
  });

  it("starts on a database a newer release has migrated further, and refuses one that lacks a migration of this release's past", async () => {
    const fresh = await createTestDatabase({ migrate: false });
    try {
      const current = readMigrations();
      const newer = [...current, { tag: '9999_newer_release', hash: 'newer', statements: ['select 1'] }];
      expect(await migrate(fresh.db, newer)).toHaveLength(current.length + 1);
      const status = await migrationStatus(fresh.db);
      expect(status).toMatchObject({ state: 'applied', ahead: ['9999_newer_release'], mismatched: [] });
      expect(await migrate(fresh.db)).toEqual([]);
      // A migration applied in the middle that this release does not know is no newer release's: refused.
      const missingOne = current.filter((_, i) => i !== 3);
      expect(await migrationStatus(fresh.db, missingOne)).toMatchObject({ state: 'migration-required', mismatched: [current[3]!.tag] });
      await expect(migrate(fresh.db, missingOne)).rejects.toThrow(/differ from the committed files/);
    } finally {
      await fresh.dispose();
    }
  });

  it('seeds once: a restart neither duplicates nor overwrites edited data', async () => {
    await testDb.db.query(`update app_settings set value = 'false'::jsonb where key = 'monitoringMode'`);
    expect(await runSeeds(testDb.db, { demo: false })).toEqual([]);
    const { rows } = await testDb.db.query<{ key: string; value: unknown }>('select key, value from app_settings order by key');
    expect(rows).toEqual([
      { key: 'maintenanceMode', value: false },
      { key: 'monitoringMode', value: false },
    ]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('migrations on a real PostgreSQL server', () => {
  it('lets two replicas start together: the advisory lock makes exactly one of them migrate', async () => {
    const fresh = await createTestDatabase({ migrate: false });
    const second = await fresh.reopen();
    try {
      const [a, b] = await Promise.all([migrate(fresh.db), migrate(second)]);
      expect([...a, ...b].sort()).toEqual(
        readMigrations()
          .map((m) => m.tag)
          .sort(),
      );
      expect(a.length === 0 || b.length === 0).toBe(true);
      expect((await migrationStatus(second)).state).toBe('applied');
    } finally {
      await second.close();
      await fresh.dispose();
    }
  });
});

describe('API description', () => {
  it('serves the OpenAPI document without a token', async () => {
    const response = await app.inject('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ openapi: '3.1.0', info: { title: 'Gondola API', version: '1.3.123' } });
    expect(Object.keys(response.json().paths)).toContain('/api/resorts/{id}/history');
  });
});

describe('request logs', () => {
  it('are structured JSON and never contain tokens, sign-in codes or passwords', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write: (chunk, _enc, done) => {
        lines.push(chunk.toString());
        done();
      },
    });
    const config = testConfig({}, { spaDir });
    const logged = await buildApp({ config, db: testDb.db, logger: { level: 'info', stream } });
    const token = await (await tokenFactory(config)).for('admin');
    await logged.inject({ url: '/api/me', headers: bearer(token) });
    await logged.inject({ url: '/auth-callback?code=SECRET-CODE-123&state=abc' });
    await logged.inject({ url: '/api/me?access_token=LEAKED-TOKEN', headers: { authorization: 'Bearer not.a.token' } });
    await logged.close();
    const all = lines.join('');
    // One completion line per request (request-log.ts), each JSON.
    expect(lines.filter((line) => line.includes('"request completed"'))).toHaveLength(3);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    expect(all).toContain('/auth-callback?code=[redacted]');
    for (const secret of [token, token.split('.')[2]!, 'SECRET-CODE-123', 'LEAKED-TOKEN', 'not.a.token']) expect(all).not.toContain(secret);
  });
});
