import { generateKeyPair, SignJWT, base64url } from 'jose';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app.js';
import type { AppConfig } from '../../server/config.js';
import { createTestDatabase, type TestDatabase } from '../support/test-db.js';
import { testConfig } from '../support/test-config.js';
import { bearer, tokenFactory } from '../support/tokens.js';

let testDb: TestDatabase;
let app: FastifyInstance;
let config: AppConfig;
let tokens: Awaited<ReturnType<typeof tokenFactory>>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  config = testConfig();
  app = await buildApp({ config, db: testDb.db, logger: false });
  tokens = await tokenFactory(config);
});
afterAll(async () => {
  await app.close();
  await testDb.dispose();
});

const me = (headers: Record<string, string> = {}) => app.inject({ url: '/api/me', headers });
const encode = (value: object) => base64url.encode(JSON.stringify(value));
/** A zerolevel token's header and signature around a payload that claims admin. */
const raisedToAdmin = (zerolevelToken: string) => {
  const [header, , signature] = zerolevelToken.split('.');
  const payload = {
    ...tokens.claimsFor('zerolevel'),
    resource_access: { [config.oidc.rolesClient]: { roles: ['admin', 'scope_staff'] } },
    iss: config.oidc.issuer,
    aud: config.oidc.audience,
    exp: tokens.now() + 600,
  };
  return `${header}.${encode(payload)}.${signature}`;
};

describe('bearer token verification', () => {
  it('accepts a valid token and answers with the principal the policy derives', async () => {
    const response = await me(bearer(await tokens.for('admin')));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ subject: 'demo-admin', email: 'admin@gondola.example', roles: ['admin', 'scope_staff'], scope: 'staff' });
  });

  it('refuses a token it accepted before once that token has expired (verified tokens are remembered only until exp)', async () => {
    const token = await tokens.sign(tokens.claimsFor('admin'), { exp: tokens.now() + 2 });
    expect((await me(bearer(token))).statusCode).toBe(200);
    expect((await me(bearer(token))).statusCode).toBe(200);
    // Four seconds later by the clock alone (only Date is faked: the server's own timers keep running).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 4_100 });
    const late = await me(bearer(token)).finally(() => vi.useRealTimers());
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toMatch(/expired/);
    // A remembered token with one character of its signature changed is a different token.
    const fresh = await tokens.for('admin');
    expect((await me(bearer(fresh))).statusCode).toBe(200);
    const altered = fresh.slice(0, -3) + (fresh.at(-3) === 'A' ? 'B' : 'A') + fresh.slice(-2);
    expect((await me(bearer(altered))).statusCode).toBe(401);
  });

  it('refuses a request without a token with 401 saying a bearer token is required', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.json()).toEqual({ error: 'unauthorized', message: 'A bearer token is required' });
  });

  it('protects unknown API paths too, so routes cannot be enumerated anonymously', async () => {
    expect((await app.inject('/api/secret-thing')).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/secret-thing', headers: bearer(await tokens.for('admin')) })).statusCode).toBe(404);
  });

  const cases: Array<[string, () => Promise<string>, RegExp]> = [
    ['garbage', async () => 'not-a-jwt', /malformed/],
    ['a non-Bearer scheme', async () => 'x', /malformed|Bearer/],
    [
      'alg none',
      async () =>
        `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ ...tokens.claimsFor('admin'), iss: config.oidc.issuer, aud: config.oidc.audience, exp: tokens.now() + 600 })}.`,
      /algorithm|malformed/,
    ],
    [
      'alg NoNe',
      async () =>
        `${encode({ alg: 'NoNe', typ: 'JWT' })}.${encode({ ...tokens.claimsFor('admin'), iss: config.oidc.issuer, aud: config.oidc.audience, exp: tokens.now() + 600 })}.`,
      /algorithm|malformed/,
    ],
    [
      'HS256 signed with the public key',
      async () => tokens.sign(tokens.claimsFor('admin'), { alg: 'HS256', key: new TextEncoder().encode(JSON.stringify(tokens.keys.publicJwks.keys[0])) }),
      /algorithm/,
    ],
    ['an expired token', async () => tokens.sign(tokens.claimsFor('admin'), { exp: tokens.now() - 5 }), /expired/],
    ['a token not valid yet', async () => tokens.sign({ ...tokens.claimsFor('admin'), nbf: tokens.now() + 3600 }), /not valid yet/],
    ['a wrong issuer', async () => tokens.sign(tokens.claimsFor('admin'), { iss: 'https://evil.example/realms/x' }), /another issuer/],
    ['a wrong audience', async () => tokens.sign(tokens.claimsFor('admin'), { aud: 'someone-else' }), /another audience/],
    ['a token signed by another key', async () => tokens.foreignKeyToken('admin'), /signature/],
    ['a tampered payload', async () => raisedToAdmin(await tokens.for('zerolevel')), /signature/],
    [
      'a stripped signature',
      async () => {
        const [header, payload] = (await tokens.for('admin')).split('.');
        return `${header}.${payload}.`;
      },
      /signature|malformed/,
    ],
  ];

  it("refuses a tampered payload carrying the signature of a token in use (the remembered token is found by its signature's tail, and only the whole token counts)", async () => {
    const genuine = await tokens.for('zerolevel');
    expect((await me(bearer(genuine))).statusCode).toBe(200);
    const tampered = await me(bearer(raisedToAdmin(genuine)));
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().message).toMatch(/signature/);
    const again = await me(bearer(genuine));
    expect(again.statusCode).toBe(200);
    expect(again.json().roles).not.toContain('admin');
  });

  it.each(cases)('refuses %s with 401 and says why', async (_name, make, reason) => {
    const token = await make();
    const response = await me(_name === 'a non-Bearer scheme' ? { authorization: `Basic ${token}` } : bearer(token));
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('unauthorized');
    expect(response.json().message).toMatch(reason);
  });

  it("refuses an ES256 token whose key is not the issuer's, even with a matching kid", async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const token = await new SignJWT(tokens.claimsFor('admin'))
      .setProtectedHeader({ alg: 'ES256', kid: tokens.keys.jwks.keys[0]!.kid })
      .setIssuer(config.oidc.issuer)
      .setAudience(config.oidc.audience)
      .setExpirationTime('10m')
      .sign(privateKey);
    expect((await me(bearer(token))).statusCode).toBe(401);
  });
});

describe('the access policy on the server', () => {
  it('answers 403 for a valid token without any Gondola role', async () => {
    const response = await me(bearer(await tokens.for('noroles')));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'forbidden', reason: 'no-roles' });
  });

  it('answers 403 for staff whose e-mail is outside the company domain', async () => {
    const response = await me(bearer(await tokens.for('foreign')));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'forbidden', reason: 'foreign-domain' });
  });

  it('answers 403 naming the capability when the roles do not grant it', async () => {
    const response = await app.inject({ url: '/api/test/status/400', headers: bearer(await tokens.for('zerolevel')) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'forbidden', capability: 'admin.manage' });
    expect(response.json().message).toMatch(/zerolevel/);
  });

  it('lets the capability holder through', async () => {
    const response = await app.inject({ url: '/api/test/status/409', headers: bearer(await tokens.for('admin')) });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'conflict', description: expect.stringContaining('409') });
  });

  it('keeps only the given customers for a customer user', async () => {
    const response = await me(bearer(await tokens.for('customer')));
    expect(response.json()).toMatchObject({ scope: 'customer', customerIds: ['cust-silvretta', 'cust-matterhorn'] });
  });

  it('refuses to start when an API route declares neither a capability nor public access', async () => {
    const other = await buildApp({ config, db: testDb.db, logger: false });
    expect(() => other.get('/api/forgotten', async () => 'x')).toThrow(/declares neither a capability nor public access/);
    await other.close();
  });
});

describe('login audit and logout', () => {
  it('records the first use of each sign-in session once, with roles, IP and user agent', async () => {
    const token = await tokens.for('firstlevel', { sid: 'session-audit-1' });
    for (let i = 0; i < 3; i++) await me({ ...bearer(token), 'user-agent': 'vitest-agent' });
    await me(bearer(await tokens.for('firstlevel', { sid: 'session-audit-1' })));
    const { rows } = await testDb.db.query<{ subject: string; roles: string[]; ip: string; user_agent: string }>(
      `select subject, roles, ip, user_agent from login_audit where session_key = 'session-audit-1'`,
    );
    expect(rows).toEqual([{ subject: 'demo-firstlevel', roles: ['firstlevel', 'scope_staff'], ip: '127.0.0.1', user_agent: 'vitest-agent' }]);
  });

  it("clears the caller's customer installation cache on ClearCustomerInstallationCache", async () => {
    await app.customerScopeCache.get('demo-customer', 'installations', async () => ['inst-1']);
    const token = await tokens.for('customer');
    const first = await app.inject({ url: '/api/installation/ClearCustomerInstallationCache', headers: bearer(token) });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ cleared: true });
    expect((await app.inject({ url: '/api/installation/ClearCustomerInstallationCache', headers: bearer(token) })).json()).toEqual({ cleared: false });
    expect((await app.inject('/api/installation/ClearCustomerInstallationCache')).statusCode).toBe(401);
  });
});

describe('restarts', () => {
  it('keeps issued tokens valid across a restart: the signing keys live in the data directory', async () => {
    const token = await tokens.for('secondlevel');
    const restarted = await buildApp({ config, db: testDb.db, logger: false });
    expect((await restarted.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(200);
    await restarted.close();
    const elsewhere = testConfig();
    const otherNode = await buildApp({ config: elsewhere, db: testDb.db, logger: false });
    expect((await otherNode.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(401);
    await otherNode.close();
  });
});
