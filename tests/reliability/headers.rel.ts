import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { createTestDatabase, type TestDatabase } from '../support/test-db.js';
import { testConfig } from '../support/test-config.js';
import { bearer, tokenFactory } from '../support/tokens.js';
import { signIn } from './oidc-flow.js';
import { recordCases } from './support.js';

// ASVS 3.4 (browser security headers), 4.1 (CORS) and 2.4 / 6.3 (anti-automation): each app below
// is built with the setting under test; the rest is as `npm start` configures it.
const opened: Array<{ app: FastifyInstance; db: TestDatabase }> = [];
afterAll(async () => {
  for (const { app, db } of opened) {
    await app.close();
    await db.dispose();
  }
});

/** A built console of three files, so the SPA's own responses are checked too. */
function spaDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-spa-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>');
  fs.writeFileSync(path.join(dir, 'assets/app.js'), 'console.log(1)');
  return dir;
}

const built = new Map<string, ReturnType<typeof buildFor>>();
/** One app per distinct setting (without demo data: headers do not depend on records). */
function app(env: Record<string, string> = {}) {
  const key = JSON.stringify(env);
  if (!built.has(key)) built.set(key, buildFor(env));
  return built.get(key)!;
}

async function buildFor(env: Record<string, string>) {
  const db = await createTestDatabase({ demo: false });
  const config = testConfig(env, { spaDir: spaDir() });
  const instance = await buildApp({ config, db: db.db, logger: false });
  opened.push({ app: instance, db });
  const tokens = await tokenFactory(config);
  return { app: instance, config, as: async (user: string) => bearer(await tokens.for(user)) };
}

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

describe('browser-facing headers on every kind of response', () => {
  it('sends a strict CSP, nosniff, a referrer policy and frame denial, and no HSTS over plain HTTP', async () => {
    const { app: server, as } = await app();
    const responses = {
      'console page': await server.inject({ url: '/' }),
      'deep link': await server.inject({ url: '/installations/abc/show' }),
      'script asset': await server.inject({ url: '/assets/app.js' }),
      'API list': await server.inject({ url: '/api/resorts', headers: await as('admin') }),
      'API 401': await server.inject({ url: '/api/resorts' }),
      'API 404': await server.inject({ url: '/api/nothing-here', headers: await as('admin') }),
      'provider discovery': await server.inject({ url: '/oidc/.well-known/openid-configuration' }),
      health: await server.inject({ url: '/api/health' }),
    };
    for (const [name, response] of Object.entries(responses)) {
      const csp = directives(String(response.headers['content-security-policy'] ?? ''));
      // A fetch directive not given falls back to default-src (a JSON answer's policy allows nothing at all).
      const effective = (directive: string) => csp.get(directive) ?? csp.get('default-src');
      expect(effective('script-src'), name).toBeDefined();
      expect(effective('script-src'), name).not.toContain("'unsafe-inline'");
      expect(effective('script-src'), name).not.toContain("'unsafe-eval'");
      expect(effective('object-src'), name).toEqual(["'none'"]);
      expect(csp.get('base-uri'), name).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), name).toEqual(["'none'"]);
      expect(response.headers['x-content-type-options'], name).toBe('nosniff');
      expect(response.headers['referrer-policy'], name).toBe('no-referrer');
      expect(response.headers['strict-transport-security'], name).toBeUndefined();
    }
    recordCases('headers', Object.keys(responses).length);
  });

  it('answers JSON with a policy that allows nothing and without the headers only a page acts on', async () => {
    const { app: server, as } = await app();
    const list = await server.inject({ url: '/api/resorts', headers: await as('admin') });
    const denied = await server.inject({ url: '/api/resorts' });
    for (const response of [list, denied]) {
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(directives(String(response.headers['content-security-policy'])).get('default-src')).toEqual(["'none'"]);
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['permissions-policy']).toBeUndefined();
    }
    // A page keeps the whole set.
    const page = await server.inject({ url: '/' });
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['permissions-policy']).toContain('camera=()');
    recordCases('headers', 3);
  });

  it('adds HSTS when the console is served over HTTPS, directly or behind a TLS proxy', async () => {
    const direct = await app({ PUBLIC_URL: 'https://console.example.com' });
    const proxied = await app({ TRUST_PROXY: '1' });
    const hsts = [
      (await direct.app.inject({ url: '/' })).headers['strict-transport-security'],
      (await direct.app.inject({ url: '/api/health' })).headers['strict-transport-security'],
      (await proxied.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security'],
    ];
    expect(hsts.every((h) => /max-age=\d{7,}/.test(String(h)))).toBe(true);
    // A client cannot switch HSTS on by claiming HTTPS to a server that does not trust proxies.
    expect((await (await app()).app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security']).toBeUndefined();
    recordCases('headers', 4);
  });
});

describe('CORS', () => {
  const preflight = (server: FastifyInstance, origin: string) =>
    server.inject({
      method: 'OPTIONS',
      url: '/api/resorts',
      headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization, content-type' },
    });

  it('allows no other origin by default', async () => {
    const { app: server, as } = await app();
    for (const origin of ['https://evil.example.com', 'null', 'http://localhost:8080.evil.example.com']) {
      expect((await preflight(server, origin)).headers['access-control-allow-origin']).toBeUndefined();
      expect((await server.inject({ url: '/api/resorts', headers: { ...(await as('admin')), origin } })).headers['access-control-allow-origin']).toBeUndefined();
    }
    recordCases('headers', 6);
  });

  it('allows exactly the configured origins, with the methods and headers the API uses', async () => {
    const { app: server, as } = await app({ CORS_ORIGINS: 'https://tools.example.com, https://wall.example.com' });
    const allowed = await preflight(server, 'https://tools.example.com');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://tools.example.com');
    expect(String(allowed.headers['access-control-allow-methods'])).toContain('PUT');
    expect(String(allowed.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
    const list = await server.inject({ url: '/api/resorts', headers: { ...(await as('admin')), origin: 'https://wall.example.com' } });
    expect(list.headers['access-control-allow-origin']).toBe('https://wall.example.com');
    expect(String(list.headers['access-control-expose-headers']).toLowerCase()).toContain('content-range');
    for (const origin of ['https://evil.example.com', 'https://tools.example.com.evil.example.com', 'http://tools.example.com']) {
      expect((await preflight(server, origin)).headers['access-control-allow-origin'], origin).toBeUndefined();
    }
    recordCases('headers', 5);
  });

  it('refuses a malformed origin list at start-up, naming the variable', () => {
    expect(() => testConfig({ CORS_ORIGINS: 'tools.example.com/path' })).toThrow(/CORS_ORIGINS/);
  });
});

/**
 * The limits count per minute of the clock (server/http/rate-limit.ts): a burst that straddles a
 * minute's end starts again from nothing half-way. Waits for the next minute when this one has
 * less than `needed` left (rare: at most that long).
 */
async function withinOneWindow(needed = 15_000) {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < needed) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe('rate limits', () => {
  it('answers 429 with Retry-After once a user is over the API limit, without slowing other users', async () => {
    const { app: server, as } = await app({ RATE_LIMIT_API_PER_MIN: '20' });
    await withinOneWindow();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await server.inject({ url: '/api/resorts', headers: await as('firstlevel') })).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    const limited = await server.inject({ url: '/api/resorts', headers: await as('firstlevel') });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json().message).toMatch(/Too many requests; try again in \d+ s/);
    expect((await server.inject({ url: '/api/resorts', headers: await as('admin') })).statusCode).toBe(200);
    recordCases('headers', 23);
  });

  it('answers 429 to an address that keeps sending bad tokens, before checking them', async () => {
    const { app: server, as } = await app({ RATE_LIMIT_AUTH_FAILURES_PER_MIN: '10' });
    await withinOneWindow();
    for (let i = 0; i < 10; i++) expect((await server.inject({ url: '/api/resorts', headers: { authorization: `Bearer forged.${i}.token` } })).statusCode).toBe(401);
    const limited = await server.inject({ url: '/api/resorts', headers: { authorization: 'Bearer forged.again.token' } });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Another address is not affected.
    expect((await server.inject({ url: '/api/resorts', remoteAddress: '10.1.2.3', headers: await as('admin') })).statusCode).toBe(200);
    recordCases('headers', 12);
  });

  it('answers 429 with Retry-After to repeated sign-in attempts on one account, and says so on the form', async () => {
    const { app: server } = await app({ RATE_LIMIT_SIGNIN_PER_MIN: '3' });
    for (let i = 0; i < 3; i++) expect((await signIn(server, 'firstlevel', 'wrong-password')).form!.statusCode).toBe(401);
    const limited = (await signIn(server, 'firstlevel', 'wrong-password')).form!;
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(limited.body).toMatch(/Too many sign-in attempts for this account; try again in \d+ seconds/);
    // The right password does not get through either while the account is limited…
    expect((await signIn(server, 'firstlevel')).form!.statusCode).toBe(429);
    // …and other accounts sign in as usual.
    expect((await signIn(server, 'admin')).token).toBeTruthy();
    recordCases('headers', 6);
  });
});
