import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { can, type Principal } from '../../core/access.js';
import { RESOURCES } from '../../resources/index.js';
import { loadConfig } from '../../server/config.js';
import { findDemoUser } from '../../server/idp/demo-users.js';
import { bearer } from '../support/tokens.js';
import { databaseFingerprint, recordCases, setupReliabilityApp } from './support.js';
import { createRequest } from '../support/sample-records.js';

// Issue 32: the weaknesses an attack pass found, one test each (docs/SECURITY.md lists them).
// Rate limits here are production's defaults (60 failures per minute per address and credential).
const ctx = setupReliabilityApp('security', { RATE_LIMIT_API_PER_MIN: '0' });

const CUSTOMER = findDemoUser('customer')!;
const inject = (options: InjectOptions) => ctx.app.inject(options);

/**
 * Runs `attempt` until it ran within one rate-limit window (fixed minutes): a flood that straddles
 * a minute starts counting afresh halfway, which says nothing about the limit.
 */
async function withinOneMinute<T>(attempt: (round: number) => Promise<T>): Promise<T> {
  for (let round = 0; ; round++) {
    const minute = Math.floor(Date.now() / 60_000);
    const result = await attempt(round);
    if (Math.floor(Date.now() / 60_000) === minute || round === 2) return result;
    // The attempt ran into the next window and used some of it: try again in a window of its own.
    await new Promise((resolve) => setTimeout(resolve, 60_000 - (Date.now() % 60_000) + 20));
  }
}

async function adminGet<T>(url: string): Promise<T> {
  const response = await inject({ url: `/api${url}`, headers: await ctx.as('admin') });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

describe('failed credentials are limited without locking out valid users', () => {
  it('answers a valid token 200 from an address flooded with bad tokens, and the flood 429 with Retry-After', async () => {
    const forged = await ctx.tokens.foreignKeyToken('admin');
    const address = '203.0.113.9';
    const statuses = await withinOneMinute(async (round) => {
      const out: number[] = [];
      for (let i = 0; i < 100; i++) {
        const response = await inject({ url: '/api/me', headers: bearer(`${forged.slice(0, -4)}${String(i).padStart(4, '0')}`), remoteAddress: `${address}${round || ''}` });
        out.push(response.statusCode);
        if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
      return out;
    });
    expect(statuses.slice(0, 60).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(60).every((s) => s === 429)).toBe(true);
    const valid = await inject({ url: '/api/me', headers: await ctx.as('admin'), remoteAddress: address });
    expect(valid.statusCode, valid.body).toBe(200);
    recordCases('security', 101);
  });

  it('limits one bad token sent again and again from many addresses', async () => {
    const statuses = await withinOneMinute(async () => {
      const forged = await ctx.tokens.foreignKeyToken('firstlevel');
      const out: number[] = [];
      for (let i = 0; i < 70; i++) out.push((await inject({ url: '/api/me', headers: bearer(forged), remoteAddress: `198.51.100.${i + 1}` })).statusCode);
      return out;
    });
    expect(statuses.filter((s) => s === 401)).toHaveLength(60);
    expect(statuses.slice(60).every((s) => s === 429)).toBe(true);
    recordCases('security', 70);
  });
});

describe('forwarded addresses', () => {
  it('refuses TRUST_PROXY=true, which would believe any X-Forwarded-For, with a message naming the fix', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: expects the number of proxies/);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.5, 10.1.0.0/16' }).trustProxy).toEqual(['10.0.0.5', '10.1.0.0/16']);
  });

  it('with one trusted hop takes the address our proxy saw, whatever the client writes to the left', async () => {
    const { buildApp } = await import('../../server/app.js');
    const app = await buildApp({ config: { ...ctx.config, trustProxy: 1 }, db: ctx.testDb.db, logger: false });
    try {
      const installation = (await adminGet<Array<{ id: string }>>(`/installations?range=${encodeURIComponent('[0,0]')}`))[0]!;
      const headers = { ...(await ctx.as('firstlevel')), 'x-forwarded-for': '192.0.2.1, 198.51.100.77' };
      const mine = await app.inject({ method: 'POST', url: `/api/installations/${installation.id}/ips/mine`, headers, remoteAddress: '10.0.0.2' });
      expect(mine.statusCode, mine.body).toBe(201);
      expect(mine.json().ip).toBe('198.51.100.77');
      // A client rotating a spoofed left-most address still counts as the one address the proxy saw.
      const statuses = await withinOneMinute(async (round) => {
        const out: number[] = [];
        for (let i = 0; i < 65; i++) {
          const response = await app.inject({
            url: '/api/me',
            headers: { authorization: 'Bearer x', 'x-forwarded-for': `192.0.2.${i}, 198.51.100.${78 + round}` },
            remoteAddress: '10.0.0.2',
          });
          out.push(response.statusCode);
        }
        return out;
      });
      expect(statuses.slice(60).every((s) => s === 429)).toBe(true);
      recordCases('security', 66);
    } finally {
      await app.close();
    }
  });
});

describe('customer users are confined to their customers', () => {
  const customerAdmin = () => ctx.tokens.for('customer', { resource_access: { [ctx.config.oidc.rolesClient]: { roles: ['admin', 'scope_customer'] } } });

  it('write no record of any resource that is not theirs (every resource × create, update, delete), even with the admin role', async () => {
    // Logs, and the people directory whose "last seen" the server stamps at each new session.
    const UNWATCHED = ['audit_log', 'login_audit', 'oidc_payloads', 'revoked_sessions', 'staff_users'];
    const before = await databaseFingerprint(ctx.testDb.db, UNWATCHED);
    const failures: string[] = [];
    let cases = 0;
    for (const headers of [await ctx.as('customer'), bearer(await customerAdmin())]) {
      for (const def of RESOURCES) {
        const records = await adminGet<Array<Record<string, unknown>>>(`/${def.name}?range=${encodeURIComponent('[0,0]')}`);
        const record = records[0];
        const attempts: Array<[string, Awaited<ReturnType<typeof inject>>]> = [
          ['POST', await inject({ method: 'POST', url: `/api/${def.name}`, headers, payload: def.example ?? {} })],
        ];
        if (Object.values(def.fields).some((f) => f.kind === 'file')) {
          // The multipart create, with real files: refused before a byte is stored.
          const request = await createRequest(def, { ...(def.example ?? {}) });
          const url = request.url.endsWith('/with-files') ? request.url : `/api/${def.name}/with-files`;
          attempts.push(['POST with files', await inject({ method: 'POST', url, headers: { ...headers, ...request.headers }, payload: request.payload })]);
        }
        if (record) {
          const url = `/api/${def.name}/${encodeURIComponent(String(record.id))}`;
          attempts.push(['PUT', await inject({ method: 'PUT', url, headers, payload: record })]);
          attempts.push(['PATCH', await inject({ method: 'PATCH', url, headers, payload: { version: record.version } })]);
          attempts.push(['DELETE', await inject({ method: 'DELETE', url, headers })]);
        }
        const global = !def.scope || 'staffOnly' in def.scope;
        for (const [method, attempt] of attempts) {
          cases++;
          if (attempt.statusCode < 300) failures.push(`${def.name} ${method}: ${attempt.statusCode}`);
          else if (global && ![403, 404, 405].includes(attempt.statusCode)) failures.push(`${def.name} ${method}: ${attempt.statusCode} instead of 403`);
        }
      }
    }
    expect(await databaseFingerprint(ctx.testDb.db, UNWATCHED)).toEqual(before);
    recordCases('security', cases);
    expect(cases).toBeGreaterThan(RESOURCES.length * 2);
    expect(failures).toEqual([]);
  });

  it('refuse a customer account linked to no customer', async () => {
    const response = await inject({ url: '/api/installations', headers: bearer(await ctx.tokens.for('customer', { customer_ids: [] })) });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/at least one customer/);
  });

  it('lose a removed customer on the very next request', async () => {
    const installations = await adminGet<Array<{ id: string; customerId: string }>>(`/installations?range=${encodeURIComponent('[0,499]')}`);
    const [first, second] = CUSTOMER.customerIds;
    const removed = installations.find((i) => i.customerId === first)!;
    const devices = await adminGet<Array<{ id: string; installationId: string }>>(`/devices?filter=${encodeURIComponent(JSON.stringify({ installationId: removed.id }))}`);
    const both = bearer(await ctx.tokens.for('customer', { customer_ids: [first, second] }));
    expect((await inject({ url: `/api/installations/${removed.id}`, headers: both })).statusCode).toBe(200);
    if (devices[0]) expect((await inject({ url: `/api/devices/${devices[0].id}`, headers: both })).statusCode).toBe(200);
    // The provider issues the next token without the removed customer.
    const one = bearer(await ctx.tokens.for('customer', { customer_ids: [second] }));
    expect((await inject({ url: `/api/installations/${removed.id}`, headers: one })).statusCode).toBe(404);
    if (devices[0]) expect((await inject({ url: `/api/devices/${devices[0].id}`, headers: one })).statusCode).toBe(404);
    const listed = (await inject({ url: `/api/devices?range=${encodeURIComponent('[0,999]')}`, headers: one })).json() as Array<{ installationId: string }>;
    expect(listed.some((d) => d.installationId === removed.id)).toBe(false);
  });

  it('may acknowledge their own problems and write notes, but never withdraw, close, re-rate or switch maintenance', async () => {
    const customer = await ctx.as('customer');
    const problems = (
      await inject({ url: `/api/problems?filter=${encodeURIComponent(JSON.stringify({ acknowledged: false, state: 'problem' }))}`, headers: customer })
    ).json() as Array<{
      id: string;
      installationId: string;
    }>;
    expect(problems.length).toBeGreaterThan(0);
    const problem = problems[0]!;
    for (const body of [{ close: true }, { severity: 5 }, { unacknowledge: true }]) {
      const refused = await inject({ method: 'POST', url: `/api/problems/${problem.id}/acknowledge`, headers: customer, payload: body });
      expect(refused.statusCode, JSON.stringify(body)).toBe(403);
    }
    const acknowledged = await inject({ method: 'POST', url: `/api/problems/${problem.id}/acknowledge`, headers: customer, payload: { message: 'seen by the resort' } });
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    const installation = await adminGet<{ id: string; version: number }>(`/installations/${problem.installationId}`);
    const mode = await inject({
      method: 'POST',
      url: `/api/installations/${installation.id}/mode`,
      headers: customer,
      payload: { maintenance: true, version: installation.version },
    });
    expect(mode.statusCode).toBe(403);
    const note = await inject({
      method: 'POST',
      url: '/api/notes',
      headers: customer,
      payload: { installationId: problem.installationId, title: 'Lift 3 opens late', text: 'The resort will open lift 3 at 10:00.' },
    });
    expect(note.statusCode === 201 || note.statusCode === 400, note.body).toBe(true);
    if (note.statusCode === 400) expect(note.json().errors).not.toHaveProperty('installationId');
  });
});

describe('reads follow what each role needs', () => {
  it('keeps contacts, staff members and IP whitelists from moderation, tracy and zerolevel', async () => {
    const people = ['contacts', 'installation-contacts', 'staff-users', 'installation-ips'];
    for (const user of ['moderation', 'tracy', 'zerolevel']) {
      for (const resource of people) expect((await inject({ url: `/api/${resource}`, headers: await ctx.as(user) })).statusCode, `${user} ${resource}`).toBe(403);
    }
    for (const resource of people) expect((await inject({ url: `/api/${resource}`, headers: await ctx.as('firstlevel') })).statusCode, resource).toBe(200);
    recordCases('security', people.length * 4);
  });
});

describe('denied accounts', () => {
  it('leave at most one audit row per account and minute, and are limited like bad tokens', async () => {
    const tokens = { noroles: bearer(await ctx.tokens.for('noroles')), foreign: bearer(await ctx.tokens.for('foreign')) };
    const statuses = await withinOneMinute(async () => {
      const out = new Map<number, number>();
      for (let round = 0; round < 750; round += 50) {
        const batch = await Promise.all(
          Array.from({ length: 100 }, (_, i) =>
            inject({ url: '/api/installations', headers: i % 2 ? tokens.noroles : tokens.foreign, remoteAddress: `192.0.2.${(round + i) % 250}` }),
          ),
        );
        for (const r of batch) out.set(r.statusCode, (out.get(r.statusCode) ?? 0) + 1);
      }
      return out;
    });
    // 60 refusals per account and minute, then 429 without touching the audit.
    expect(statuses.get(403)).toBeLessThanOrEqual(120);
    expect(statuses.get(429)).toBeGreaterThanOrEqual(1380);
    const { rows } = await ctx.testDb.db.query<{ actor: string; n: number; counted: number }>(
      `select actor, count(*)::int as n, max((changes->'count'->>'after')::int) as counted from audit_log
        where action = 'deny' and actor in ('demo-noroles', 'demo-foreign') group by actor, date_trunc('minute', at)`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.n, row.actor).toBe(1);
    recordCases('security', 1500);
  });
});

describe('sign-out and token expiry', () => {
  const openStream = async (headers: Record<string, string>) => {
    const address = ctx.app.server.address() as { port: number } | null;
    if (!address) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}/api/events`, { headers });
    return response;
  };
  const endsWithin = async (response: Response, ms: number) => {
    const reader = response.body!.getReader();
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), Math.max(1, deadline - Date.now())))]);
      if (chunk?.done) return true;
    }
    await reader.cancel();
    return false;
  };

  it('ends a live stream when its token expires', async () => {
    const token = await ctx.tokens.sign({ ...ctx.tokens.claimsFor('firstlevel'), sid: 'sid-expiring' }, { exp: ctx.tokens.now() + 2 });
    const stream = await openStream(bearer(token));
    expect(stream.status).toBe(200);
    expect(await endsWithin(stream, 6_000)).toBe(true);
  });

  it('revokes the session at sign-out: its streams end, its tokens are refused, other sessions go on, and a replica started later knows it', async () => {
    const token = await ctx.tokens.for('secondlevel', { sid: 'sid-signing-out' });
    const sameSession = await ctx.tokens.for('secondlevel', { sid: 'sid-signing-out' });
    const otherSession = await ctx.tokens.for('secondlevel', { sid: 'sid-other-device' });
    const stream = await openStream(bearer(token));
    expect(stream.status).toBe(200);
    const signOut = await inject({ method: 'POST', url: '/api/session/sign-out', headers: bearer(token) });
    expect(signOut.statusCode, signOut.body).toBe(200);
    expect(await endsWithin(stream, 3_000)).toBe(true);
    for (const t of [token, sameSession]) {
      const refused = await inject({ url: '/api/me', headers: bearer(t) });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toMatch(/signed out/);
    }
    expect((await inject({ url: '/api/me', headers: bearer(otherSession) })).statusCode).toBe(200);
    const { buildApp } = await import('../../server/app.js');
    const replica = await buildApp({ config: ctx.config, db: ctx.testDb.db, logger: false });
    try {
      expect((await replica.inject({ url: '/api/me', headers: bearer(sameSession) })).statusCode).toBe(401);
    } finally {
      await replica.close();
    }
  });

  it('caps the live streams one user may hold open', async () => {
    const headers = bearer(await ctx.tokens.for('projects', { sid: 'sid-many-tabs' }));
    const open: Response[] = [];
    for (let i = 0; i < ctx.config.rateLimits.streamsPerUser; i++) open.push(await openStream(headers));
    expect(open.every((r) => r.status === 200)).toBe(true);
    const refused = await openStream(headers);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    for (const r of open) await r.body!.cancel();
  });
});

describe('the embedded broker', () => {
  it('binds HOST, and reports and logs the port it really listens on', async () => {
    const { buildApp } = await import('../../server/app.js');
    const { testConfig } = await import('../support/test-config.js');
    const { capturedLog } = await import('./support.js');
    const log = capturedLog('security-broker');
    // MQTT_PORT left at its default (1883, Mosquitto's on this machine): the broker may have to take another.
    const config = testConfig({ DEVICE_GATEWAY: 'true', HOST: '127.0.0.1' });
    const app = await buildApp({ config, db: ctx.testDb.db, logger: { level: 'info', stream: log.stream } });
    const broker = app.devices!.broker!;
    try {
      expect(broker.host).toBe('127.0.0.1');
      const tokens = await (await import('../support/tokens.js')).tokenFactory(config);
      const info = await app.inject({ url: '/api/application-info', headers: bearer(await tokens.for('admin')) });
      expect(info.json().broker).toEqual({ embedded: true, port: broker.port });
      // Not reachable on another interface of this machine.
      const os = await import('node:os');
      const net = await import('node:net');
      const other = Object.values(os.networkInterfaces())
        .flat()
        .find((a) => a && a.family === 'IPv4' && !a.internal);
      if (other) {
        const refused = await new Promise<boolean>((resolve) => {
          const socket = net.connect({ host: other.address, port: broker.port }, () => {
            socket.destroy();
            resolve(false);
          });
          socket.on('error', () => resolve(true));
        });
        expect(refused, `broker answered on ${other.address}`).toBe(true);
      }
    } finally {
      await app.close();
    }
    expect(await log.text()).toContain(`embedded MQTT broker listening on 127.0.0.1:${broker.port}`);
  });
});

describe('what the server gives away', () => {
  it('serves no source maps, and the bundle names none', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { buildApp } = await import('../../server/app.js');
    const spaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-spa-'));
    fs.mkdirSync(path.join(spaDir, 'assets'));
    fs.writeFileSync(path.join(spaDir, 'index.html'), '<!doctype html><title>Gondola</title>');
    fs.writeFileSync(path.join(spaDir, 'assets', 'index-abc.js'), 'console.log(1)');
    fs.writeFileSync(path.join(spaDir, 'assets', 'index-abc.js.map'), '{"sources":["src/secret.ts"]}');
    const app = await buildApp({ config: { ...ctx.config, spaDir }, db: ctx.testDb.db, logger: false });
    try {
      expect((await app.inject('/assets/index-abc.js')).statusCode).toBe(200);
      const map = await app.inject('/assets/index-abc.js.map');
      expect(map.statusCode).toBe(404);
      expect(map.body).not.toContain('secret.ts');
    } finally {
      await app.close();
    }
    const built = path.resolve(import.meta.dirname, '../../dist/spa/assets');
    if (fs.existsSync(built)) {
      for (const file of fs.readdirSync(built).filter((f) => f.endsWith('.js'))) {
        expect(fs.readFileSync(path.join(built, file), 'utf8'), file).not.toContain('sourceMappingURL');
      }
    }
  });

  it("lets only the console's origin read the identity provider from a page", async () => {
    const console_ = new URL(ctx.config.publicUrl).origin;
    for (const [method, url] of [
      ['GET', '/oidc/.well-known/openid-configuration'],
      ['GET', '/oidc/jwks'],
      ['OPTIONS', '/oidc/token'],
      ['POST', '/oidc/token'],
    ] as const) {
      const foreign = await inject({ method, url, headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
      expect(foreign.headers['access-control-allow-origin'], `${method} ${url}`).toBeUndefined();
    }
    const own = await inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration', headers: { origin: console_ } });
    expect(own.headers['access-control-allow-origin']).toBeDefined();
  });

  it('refuses a staff token whose e-mail address is not verified', async () => {
    const response = await inject({ url: '/api/me', headers: bearer(await ctx.tokens.for('admin', { email_verified: false })) });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/verified e-mail/);
  });
});

describe('updates', () => {
  it('refuse a PUT that leaves fields out, naming them, and PATCH changes only what it sends', async () => {
    const headers = await ctx.as('projects');
    const resort = (await adminGet<Array<Record<string, unknown>>>(`/resorts?range=${encodeURIComponent('[0,0]')}`))[0]!;
    const def = RESOURCES.find((d) => d.name === 'resorts')!;
    const left = Object.keys(def.fields).find((name) => !def.fields[name]!.readOnly && name !== 'name' && resort[name] !== null && resort[name] !== undefined)!;
    const { [left]: _left, ...partial } = resort;
    const put = await inject({ method: 'PUT', url: `/api/resorts/${resort.id}`, headers, payload: { ...partial, name: 'Renamed' } });
    expect(put.statusCode).toBe(400);
    expect(Object.keys(put.json().errors)).toContain(left);
    expect(await adminGet(`/resorts/${resort.id}`)).toEqual(resort);
    const patch = await inject({ method: 'PATCH', url: `/api/resorts/${resort.id}`, headers, payload: { version: resort.version, name: `${String(resort.name)} (patched)` } });
    expect(patch.statusCode, patch.body).toBe(200);
    const after = await adminGet<Record<string, unknown>>(`/resorts/${resort.id}`);
    expect(after).toMatchObject({
      ...resort,
      name: `${String(resort.name)} (patched)`,
      version: Number(resort.version) + 1,
      updatedAt: after.updatedAt,
      updatedBy: after.updatedBy,
    });
    const stale = await inject({ method: 'PATCH', url: `/api/resorts/${resort.id}`, headers, payload: { version: resort.version, name: 'Stale' } });
    expect(stale.statusCode).toBe(409);
  });
});

describe('slow senders', () => {
  it('cuts off a body dribbled to the public webhook instead of holding the connection for minutes', async () => {
    const { buildApp } = await import('../../server/app.js');
    const app = await buildApp({ config: { ...ctx.config, requestTimeoutMs: 1_000 }, db: ctx.testDb.db, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const net = await import('node:net');
    const started = Date.now();
    try {
      const answer = await new Promise<string>((resolve) => {
        let text = '';
        const socket = net.connect({ host: '127.0.0.1', port }, () => {
          socket.write(`POST /api/integrations/zabbix/events HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n{`);
          const dribble = setInterval(() => socket.write(' '), 200);
          socket.on('close', () => {
            clearInterval(dribble);
            resolve(text);
          });
        });
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('error', () => undefined);
        setTimeout(() => socket.destroy(), 15_000);
      });
      expect(Date.now() - started).toBeLessThan(6_000);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await app.close();
    }
  });
});

describe('policy helpers', () => {
  it('never grants customer staff a capability outside what they may do, whatever their roles', () => {
    const principal: Pick<Principal, 'roles' | 'scope'> = { roles: ['admin', 'secondlevel'], scope: 'customer' };
    expect(can(principal, 'support.write')).toBe(false);
    expect(can(principal, 'admin.manage')).toBe(false);
    expect(can(principal, 'problems.acknowledge')).toBe(true);
  });
});
