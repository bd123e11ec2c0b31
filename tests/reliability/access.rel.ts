import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACTION_CAPABILITIES, can, type Capability } from '../../core/access.js';
import type { ResourceDefinition } from '../../core/resource-kit/index.js';
import { RESOURCES, RESOURCE_BY_NAME } from '../../resources/index.js';
import { DEMO_USERS, findDemoUser } from '../../server/idp/demo-users.js';
import { createRequest, sampleRecord } from '../support/sample-records.js';
import { multipart } from '../support/multipart.js';
import { recordCases, setupReliabilityApp } from './support.js';

// ASVS 8.2, 8.3: generated from the capability matrix (core/access.ts) and the resource files, so
// a new resource or a changed right is checked without editing this suite.
const ctx = setupReliabilityApp('access', { RATE_LIMIT_API_PER_MIN: '0' });

const STAFF = DEMO_USERS.filter((u) => u.roles.includes('scope_staff') && u.email.endsWith('@gondola.example') && u.roles.length > 1);
const CUSTOMER = findDemoUser('customer')!;
type Action = 'list' | 'read' | 'create' | 'update' | 'delete';
type Principalish = { roles: string[]; scope: 'staff' | 'customer' };
const principalish = (user: { roles: string[] }): Principalish => ({ roles: user.roles, scope: user.roles.includes('scope_staff') ? 'staff' : 'customer' });

async function call(username: string, method: string, url: string, payload?: unknown) {
  const response = await ctx.app.inject({ method: method as 'GET', url: `/api${url}`, headers: await ctx.as(username), payload: payload as object });
  return { status: response.statusCode, body: response.body ? (JSON.parse(response.body) as Record<string, unknown> & Record<string, unknown>[]) : undefined, raw: response.body };
}

const capabilityOf = (def: ResourceDefinition, action: Action): Capability | null => (action === 'list' || action === 'read' ? def.access.read : def.access[action]);

/** What the matrix promises: the success status, 405 for server-written records, or 403. */
function expected(def: ResourceDefinition, action: Action, user: Principalish): number {
  const capability = capabilityOf(def, action);
  if (capability === null) return can(user, def.access.read) ? 405 : 403;
  if (!can(user, capability)) return 403;
  return action === 'create' ? 201 : 200;
}

async function anyRecordId(def: ResourceDefinition): Promise<string | undefined> {
  const list = await call('admin', 'GET', `/${def.name}?range=${encodeURIComponent('[0,0]')}`);
  return (list.body as unknown as Array<{ id: string }>)[0]?.id;
}

let serial = 0;
/**
 * A sample record that can be created again: the definition's example fills unique fields with
 * the same text each time, so those get a number appended (within their length and pattern).
 */
async function freshSample(def: ResourceDefinition) {
  const body = await sampleRecord(def, ctx.testDb.db);
  const uniqueFields = new Set([
    ...Object.entries(def.fields)
      .filter(([, f]) => 'unique' in f && f.unique)
      .map(([n]) => n),
    ...(def.unique ?? []).flatMap((u) => u.fields),
  ]);
  for (const name of uniqueFields) {
    const value = body[name];
    const field = def.fields[name] as { kind: string; maxLength?: number; pattern?: { regex: string }; min?: number; max?: number };
    // A number in a combination (an entitlement's year): another one within its bounds.
    if (typeof value === 'number' && field.kind === 'integer' && field.min !== undefined && field.max !== undefined) {
      body[name] = field.min + ((value - field.min + ++serial) % (field.max - field.min + 1));
      continue;
    }
    if (typeof value !== 'string' || field.kind !== 'text') continue;
    const suffix = String(++serial);
    const candidate = `${value.slice(0, (field.maxLength ?? 255) - suffix.length)}${suffix}`;
    if (!field.pattern || new RegExp(field.pattern.regex).test(candidate)) body[name] = candidate;
  }
  return body;
}

/** Creates as the console does: with its sample files (multipart, `/with-files`) where the record needs them. */
async function create(username: string, def: ResourceDefinition, body: Record<string, unknown>) {
  const request = await createRequest(def, body);
  const response = await ctx.app.inject({ method: 'POST', url: request.url, headers: { ...(await ctx.as(username)), ...request.headers }, payload: request.payload });
  return { status: response.statusCode, body: response.body ? (JSON.parse(response.body) as Record<string, unknown> & Record<string, unknown>[]) : undefined, raw: response.body };
}

async function createAsAdmin(def: ResourceDefinition): Promise<string> {
  const created = await create('admin', def, await freshSample(def));
  if (created.status !== 201) throw new Error(`admin could not create a ${def.name}: ${created.status} ${created.raw}`);
  return String(created.body!.id);
}

describe('every role gets exactly what the capability matrix grants, on every resource', () => {
  for (const def of RESOURCES) {
    it(`${def.name}: list, read, create, update and delete per role`, async () => {
      const failures: string[] = [];
      let cases = 0;
      const check = (user: string, action: Action | 'history', status: number, want: number, body?: string) => {
        cases++;
        if (status !== want) failures.push(`${user} ${action} ${def.name}: ${status}, matrix says ${want} ${body?.slice(0, 160) ?? ''}`);
      };
      const creatable = def.access.create !== null;
      for (const user of [...STAFF, CUSTOMER]) {
        const customer = user === CUSTOMER;
        for (const action of ['list', 'read', 'create', 'update', 'delete'] as Action[]) {
          let want = expected(def, action, principalish(user));
          const capable = want !== 403;
          // Records with an owner (notes): another's record only with the override capability.
          const foreignOwned = !!def.owner && creatable && (action === 'update' || action === 'delete');
          if (foreignOwned && want === 200 && !can(principalish(user), def.owner!.override)) want = 403;
          // A customer's permitted writes depend on whose record it is: the isolation tests below.
          if (customer && (want !== 403 || foreignOwned) && action !== 'list') continue;
          let id =
            action === 'list' || action === 'create'
              ? undefined
              : foreignOwned || (want < 300 && action === 'delete' && creatable)
                ? await createAsAdmin(def)
                : await anyRecordId(def);
          if (!id && action !== 'list' && action !== 'create') {
            if (!creatable) continue; // a server-written resource without records in the demo data
            id = await createAsAdmin(def);
          }
          // Records only their owner reads (worklogs, absences): another's is not there for whoever may not read everyone's.
          const readOthers = def.owner?.readOthers;
          if (id && readOthers && capable && action !== 'list' && action !== 'create' && !can(principalish(user), readOthers)) {
            const record = (await call('admin', 'GET', `/${def.name}/${encodeURIComponent(id)}`)).body as Record<string, unknown> | undefined;
            if (record?.[def.owner!.field] !== user.id) want = 404;
          }
          let response: Awaited<ReturnType<typeof call>>;
          if (action === 'list') response = await call(user.username, 'GET', `/${def.name}`);
          else if (action === 'read') response = await call(user.username, 'GET', `/${def.name}/${encodeURIComponent(id!)}`);
          else if (action === 'create') response = creatable ? await create(user.username, def, await freshSample(def)) : await call(user.username, 'POST', `/${def.name}`, {});
          else if (action === 'update') {
            const current = await call('admin', 'GET', `/${def.name}/${encodeURIComponent(id!)}`);
            response = await call(user.username, 'PUT', `/${def.name}/${encodeURIComponent(id!)}`, current.body);
          } else response = await call(user.username, 'DELETE', `/${def.name}/${encodeURIComponent(id!)}`);
          check(user.username, action, response.status, want, response.raw);
          if (action === 'read') {
            // A record's history is read under exactly the rules of the record: the same answer.
            const history = await call(user.username, 'GET', `/${def.name}/${encodeURIComponent(id!)}/history`);
            check(user.username, 'history', history.status, want, history.raw);
          }
          if (action === 'create' && def.owner && response.status === 201) {
            // The author changes and deletes their own record (where their role may change and delete such records at all).
            const own = `/${def.name}/${encodeURIComponent(String(response.body!.id))}`;
            const may = (capability: Capability | null) => (capability && can(principalish(user), capability) ? 200 : 403);
            check(user.username, 'update', (await call(user.username, 'PUT', own, response.body)).status, may(def.access.update));
            check(user.username, 'delete', (await call(user.username, 'DELETE', own)).status, may(def.access.delete));
          }
        }
      }
      recordCases('access', cases);
      expect(failures).toEqual([]);
    });
  }
});

/** The customer a record belongs to, following `through` references; 'staff' and 'global' otherwise. */
async function ownerOf(def: ResourceDefinition, record: Record<string, unknown>, cache: Map<string, unknown>): Promise<string | null> {
  const scope = def.scope;
  if (!scope) return 'global';
  if ('staffOnly' in scope) return 'staff';
  if ('customerField' in scope) return (record[scope.customerField] as string | null) ?? null;
  const parentId = record[scope.through] as string | null;
  if (parentId === null || parentId === undefined) return null;
  const parentDef = RESOURCE_BY_NAME.get((def.fields[scope.through] as { reference: string }).reference)!;
  const key = `${parentDef.name}/${parentId}`;
  if (!cache.has(key)) {
    const parent = await call('admin', 'GET', `/${parentDef.name}/${encodeURIComponent(parentId)}`);
    cache.set(key, parent.status === 200 ? await ownerOf(parentDef, parent.body!, cache) : null);
  }
  return cache.get(key) as string | null;
}

describe('the login data vault reveals to exactly the roles the matrix names', () => {
  it('answers a reveal 200 to every role with the reveal capability and 403 to every other role and the customer user', async () => {
    const entry = await call('admin', 'POST', '/login-data', { system: 'router', host: 'access.vault.example' });
    expect(entry.status).toBe(201);
    const password = ctx.secrets.add(`access-${Math.random().toString(36).slice(2)}-vault-secret`);
    expect((await call('admin', 'PUT', `/login-data/${String(entry.body!.id)}/secret`, { password })).status).toBe(200);
    const failures: string[] = [];
    for (const user of [...STAFF, CUSTOMER]) {
      const want = can(principalish(user), ACTION_CAPABILITIES.reveal) ? 200 : 403;
      const shown = await call(user.username, 'POST', `/login-data/${String(entry.body!.id)}/reveal`, { reason: 'access matrix check' });
      if (shown.status !== want) failures.push(`${user.username}: ${shown.status}, matrix says ${want}`);
      if (want === 403 && shown.raw.includes(password)) failures.push(`${user.username} saw the password`);
    }
    recordCases('access', STAFF.length + 1);
    expect(failures).toEqual([]);
  });
});

describe('customer users stay inside their customers', () => {
  const scoped = RESOURCES.filter((def) => def.scope);
  const owners = new Map<string, unknown>();
  const mine = (owner: string | null) => owner === 'global' || (owner !== null && CUSTOMER.customerIds.includes(owner));

  for (const def of scoped.filter((d) => can(principalish(CUSTOMER), d.access.read))) {
    it(`${def.name}: lists and reads only their records, and cannot read, change or delete another customer's`, async () => {
      const failures: string[] = [];
      let cases = 0;
      const listed = await call('customer', 'GET', `/${def.name}?range=${encodeURIComponent('[0,499]')}`);
      expect(listed.status).toBe(200);
      for (const record of listed.body as unknown as Record<string, unknown>[]) {
        cases++;
        const owner = await ownerOf(def, record, owners);
        if (!mine(owner)) failures.push(`listed ${def.name} ${String(record.id)} of ${owner}`);
      }
      const all = await call('admin', 'GET', `/${def.name}?range=${encodeURIComponent('[0,199]')}`);
      let foreign = 0;
      for (const record of all.body as unknown as Record<string, unknown>[]) {
        if (mine(await ownerOf(def, record, owners)) || foreign >= 5) continue;
        foreign++;
        const url = `/${def.name}/${encodeURIComponent(String(record.id))}`;
        const attempts = [await call('customer', 'GET', url), await call('customer', 'GET', `${url}/history`)];
        if (def.access.update) attempts.push(await call('customer', 'PUT', url, record));
        if (def.access.delete) attempts.push(await call('customer', 'DELETE', url));
        for (const attempt of attempts) {
          cases++;
          if (attempt.status !== 404 && attempt.status !== 403 && attempt.status !== 405) failures.push(`foreign ${def.name} ${String(record.id)}: ${attempt.status}`);
        }
        const after = await call('admin', 'GET', url);
        if (after.status !== 200 || after.body!.version !== record.version) failures.push(`foreign ${def.name} ${String(record.id)} changed or gone`);
      }
      recordCases('access', cases);
      expect(failures).toEqual([]);
    });
  }

  it("cannot point a record at another customer's installation or resort", async () => {
    const failures: string[] = [];
    let cases = 0;
    const installations = (await call('admin', 'GET', `/installations?range=${encodeURIComponent('[0,499]')}`)).body as unknown as Record<string, unknown>[];
    const foreignInstallation = installations.find((i) => !CUSTOMER.customerIds.includes(String(i.customerId)));
    const ownInstallation = installations.find((i) => CUSTOMER.customerIds.includes(String(i.customerId)));
    expect(foreignInstallation && ownInstallation).toBeTruthy();
    for (const def of RESOURCES.filter((d) => d.access.create && can(principalish(CUSTOMER), d.access.create) && d.scope && 'through' in d.scope)) {
      const field = (def.scope as { through: string }).through;
      const reference = (def.fields[field] as { reference: string }).reference;
      if (reference !== 'installations') continue;
      const body = await freshSample(def);
      body[field] = foreignInstallation!.id;
      const response = await call('customer', 'POST', `/${def.name}`, body);
      cases++;
      if (response.status < 400 || response.status >= 500) failures.push(`${def.name} with a foreign ${field}: ${response.status}`);
      else if (response.status === 400 && !JSON.stringify(response.body).includes(field)) failures.push(`${def.name}: 400 without naming ${field}`);
    }
    recordCases('access', cases);
    expect(cases).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });

  it('receives live events of their own installations only', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address() as { port: number };
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${address.port}/api/events`, { headers: await ctx.as('customer'), signal: controller.signal });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    let text = '';
    const readUntil = async (needle: string, ms: number) => {
      const deadline = Date.now() + ms;
      while (!text.includes(needle) && Date.now() < deadline) {
        const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now()))]);
        if (!chunk || chunk.done) break;
        text += new TextDecoder().decode(chunk.value);
      }
      return text.includes(needle);
    };
    await readUntil('event: ready', 5_000);
    const installations = (await call('admin', 'GET', `/installations?range=${encodeURIComponent('[0,499]')}`)).body as unknown as Record<string, unknown>[];
    const foreign = installations.find((i) => !CUSTOMER.customerIds.includes(String(i.customerId)))!;
    const own = installations.find((i) => CUSTOMER.customerIds.includes(String(i.customerId)))!;
    for (const installation of [foreign, own]) {
      const current = (await call('admin', 'GET', `/installations/${installation.id}`)).body!;
      const updated = await call('admin', 'PUT', `/installations/${installation.id}`, { ...current, name: `${String(current.name).slice(0, 200)} ·` });
      expect(updated.status).toBe(200);
    }
    // Events arrive in order: once the own change is there, the foreign one would have come first.
    expect(await readUntil(`"${String(own.id)}"`, 10_000)).toBe(true);
    controller.abort();
    expect(text).not.toContain(`"${String(foreign.id)}"`);
    recordCases('access', 2);
  });
});

describe('file and cloud storage routes follow the capability matrix', () => {
  it('uploads, replaces and clears files, and browses, uploads, moves and deletes in cloud storage, for exactly the roles the matrix names', async () => {
    const failures: string[] = [];
    let cases = 0;
    const expect2 = (what: string, status: number, want: number, raw: string) => {
      cases++;
      if (status !== want) failures.push(`${what}: ${status}, matrix says ${want} ${raw.slice(0, 120)}`);
    };
    const sounds = RESOURCE_BY_NAME.get('video-sounds')!;
    const introOutros = RESOURCE_BY_NAME.get('intro-outros')!;
    const multipartFile = async (name: string, bytes: Buffer) => {
      const { payload, headers } = await multipart([{ name: 'file', file: bytes, filename: name, type: 'text/plain' }]);
      return { payload, type: headers['content-type']! };
    };
    const inject = async (username: string, method: string, url: string, body?: { payload: Buffer; type: string } | Record<string, unknown>) =>
      ctx.app.inject({
        method: method as 'GET',
        url: `/api${url}`,
        headers: { ...(await ctx.as(username)), ...(body && 'type' in body ? { 'content-type': body.type as string } : {}) },
        payload: body && 'type' in body ? (body.payload as Buffer) : (body as Record<string, unknown> | undefined),
      });
    await inject('admin', 'POST', '/cloudstorage/folder', { name: 'access-matrix' });
    for (const user of [...STAFF, CUSTOMER]) {
      const who = principalish(user);
      const mayManage = can(who, 'devices.manage');
      const mayWriteCloud = can(who, 'cloud.write');
      // Record files: a sound created with its file, an intro replaced and cleared.
      const created = await create(user.username, sounds, await freshSample(sounds));
      expect2(`${user.username} create sound with file`, created.status, mayManage ? 201 : 403, created.raw);
      const introId = await createAsAdmin(introOutros);
      const replaced = await inject(
        user.username,
        'PUT',
        `/intro-outros/${introId}/files/intro`,
        await multipartFile('intro.webm', fs.readFileSync('server/seed/demo/media/outro.webm')),
      );
      expect2(`${user.username} replace intro`, replaced.statusCode, mayManage ? 200 : 403, replaced.body);
      const cleared = await inject(user.username, 'DELETE', `/intro-outros/${introId}/files/intro`);
      expect2(`${user.username} clear intro`, cleared.statusCode, mayManage ? 200 : 403, cleared.body);
      // Cloud storage: everyone reads (customers their own folders), support writes.
      const listed = await inject(user.username, 'GET', `/cloudstorage/list?path=${user === CUSTOMER ? '' : 'access-matrix'}`);
      expect2(`${user.username} cloud list`, listed.statusCode, 200, listed.body);
      const name = `${user.username}.txt`;
      const uploaded = await inject(user.username, 'POST', '/cloudstorage/upload?path=access-matrix', await multipartFile(name, Buffer.from('hello')));
      expect2(`${user.username} cloud upload`, uploaded.statusCode, mayWriteCloud ? 201 : 403, uploaded.body);
      if (!mayWriteCloud) await inject('admin', 'POST', '/cloudstorage/upload?path=access-matrix', await multipartFile(name, Buffer.from('hello')));
      const folder = await inject(user.username, 'POST', '/cloudstorage/folder', { path: 'access-matrix', name: `${user.username}-folder` });
      expect2(`${user.username} cloud folder`, folder.statusCode, mayWriteCloud ? 201 : 403, folder.body);
      const moved = await inject(user.username, 'POST', '/cloudstorage/move', { from: `access-matrix/${name}`, to: `access-matrix/moved-${name}` });
      expect2(`${user.username} cloud move`, moved.statusCode, mayWriteCloud ? 200 : 403, moved.body);
      const removed = await inject(user.username, 'DELETE', `/cloudstorage?path=${encodeURIComponent(`access-matrix/${mayWriteCloud ? 'moved-' : ''}${name}`)}`);
      expect2(`${user.username} cloud delete`, removed.statusCode, mayWriteCloud ? 200 : 403, removed.body);
    }
    recordCases('access', cases);
    expect(failures).toEqual([]);
  });
});
