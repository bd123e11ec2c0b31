import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources/index.js';
import { buildApp } from '../../server/app.js';
import type { AppConfig } from '../../server/config.js';
import { createTestDatabase, type TestDatabase } from '../support/test-db.js';
import { testConfig } from '../support/test-config.js';
import { sampleFiles, sampleRecord } from '../support/sample-records.js';
import { multipart } from '../support/multipart.js';
import { bearer, tokenFactory } from '../support/tokens.js';

let testDb: TestDatabase;
let app: FastifyInstance;
let config: AppConfig;
let admin: Record<string, string>;
let tokens: Awaited<ReturnType<typeof tokenFactory>>;

beforeAll(async () => {
  testDb = await createTestDatabase({ demo: true });
  config = testConfig();
  app = await buildApp({ config, db: testDb.db, logger: false, storage: testDb.storage });
  tokens = await tokenFactory(config);
  admin = bearer(await tokens.for('admin'));
});
afterAll(async () => {
  await app.close();
  await testDb.dispose();
});

const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');
const count = async (table: string) => (await testDb.db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
const auditCount = async () => count('audit_log');

/** A field the round trip can change without breaking a rule: plain text first, then a number or a flag. */
function editableField(def: (typeof RESOURCES)[number], record: Record<string, unknown>): [string, unknown] {
  const fields = Object.entries(def.fields).filter(([, f]) => !f.readOnly && !f.unique && !('pattern' in f && f.pattern));
  const text = fields.find(([, f]) => f.kind === 'text') ?? fields.find(([, f]) => f.kind === 'longText');
  if (text) return [text[0], `${String(record[text[0]])} (edited)`];
  const number = fields.find(([, f]) => f.kind === 'integer');
  if (number) return [number[0], (record[number[0]] as number) + 1];
  const flag = fields.find(([, f]) => f.kind === 'boolean');
  if (flag) return [flag[0], !record[flag[0]]];
  throw new Error(`${def.name} has no field the round trip can edit`);
}

const WRITABLE = RESOURCES.filter((def) => def.access.create && def.access.update && def.access.delete);
const SERVER_WRITTEN = RESOURCES.filter((def) => !def.access.create && !def.access.update && !def.access.delete);

describe.each(SERVER_WRITTEN.map((def) => [def.name, def] as const))('the %s API (read-only, written by the server)', (name) => {
  it('lists and reads its records like any resource, and answers 405 to create, update and delete, writing nothing', async () => {
    const listed = await app.inject({ url: `/api/${name}?${q({ range: [0, 4] })}`, headers: admin });
    expect(listed.statusCode).toBe(200);
    const records = listed.json() as Array<{ id: string }>;
    expect(records.length).toBeGreaterThan(0);
    expect(listed.headers['content-range']).toMatch(new RegExp(`^${name} 0-\\d+/\\d+$`));
    const id = records[0]!.id;
    expect((await app.inject({ url: `/api/${name}/${id}`, headers: admin })).json()).toEqual(records[0]);
    const before = await count(name.replace(/-/g, '_'));
    for (const [method, url] of [
      ['POST', `/api/${name}`],
      ['PUT', `/api/${name}/${id}`],
      ['DELETE', `/api/${name}/${id}`],
    ] as const) {
      const response = await app.inject({ method, url, headers: admin, payload: method === 'DELETE' ? undefined : { ...records[0] } });
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(response.json().message).toMatch(/written by the server/);
    }
    expect(await count(name.replace(/-/g, '_'))).toBe(before);
  });
});

describe.each(WRITABLE.map((def) => [def.name, def] as const))('the %s API (ra-data-simple-rest round trip)', (name, def) => {
  it('creates, reads, lists, gets many, updates with its version, deletes, and audits each change', async () => {
    const body = await sampleRecord(def, testDb.db);
    const auditBefore = await auditCount();

    // A record that needs a file is created with it, in one multipart request.
    const files = await sampleFiles(def);
    const form = files.length ? await multipart([{ name: 'record', value: JSON.stringify(body) }, ...files]) : undefined;
    const created = form
      ? await app.inject({ method: 'POST', url: `/api/${name}/with-files`, headers: { ...admin, ...form.headers }, payload: form.payload })
      : await app.inject({ method: 'POST', url: `/api/${name}`, headers: admin, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json();
    if (files.length) {
      const plain = await app.inject({ method: 'POST', url: `/api/${name}`, headers: admin, payload: body });
      expect(plain.statusCode).toBe(400);
      expect(plain.json().message).toMatch(/send the record and the file together with POST \/api\/.+\/with-files/);
    }
    expect(record).toMatchObject({ version: 1, createdBy: 'demo-admin' });
    const id = record.id as string;
    // A generated secret is in the create answer only; every read shows its last characters.
    for (const [field, f] of Object.entries(def.fields).filter(([, f]) => f.kind === 'secret')) {
      const prefix = ('secretPrefix' in f && f.secretPrefix) || 'whsec_';
      expect(record[field]).toMatch(new RegExp(`^${prefix}[A-Za-z0-9_-]{32}$`));
      record[field] = `••••••••${(record[field] as string).slice(-4)}`;
    }

    expect((await app.inject({ url: `/api/${name}/${encodeURIComponent(id)}`, headers: admin })).json()).toEqual(record);

    const listed = await app.inject({ url: `/api/${name}?${q({ sort: ['id', 'ASC'], range: [0, 9], filter: { id: [id] } })}`, headers: admin });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['content-range']).toBe(`${name} 0-0/1`);
    expect(listed.headers['access-control-expose-headers']).toBe('Content-Range, X-Total-Estimated');
    expect(listed.json()).toEqual([record]);

    const many = await app.inject({ url: `/api/${name}?${q({ filter: { id: [id, 'no-such-id'] } })}`, headers: admin });
    expect(many.json().map((r: { id: string }) => r.id)).toEqual([id]);

    const [textField, newValue] = editableField(def, record);
    const changed = { ...record, [textField]: newValue };
    const updated = await app.inject({ method: 'PUT', url: `/api/${name}/${encodeURIComponent(id)}`, headers: admin, payload: changed });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ version: 2, [textField]: changed[textField] });

    const history = (await app.inject({ url: `/api/${name}/${encodeURIComponent(id)}/history`, headers: admin })).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual(['update', 'create']);
    expect(history[0].changes).toEqual({ [textField]: { before: record[textField], after: changed[textField] } });

    const deleted = await app.inject({ method: 'DELETE', url: `/api/${name}/${encodeURIComponent(id)}`, headers: admin });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id, version: 2 });
    expect((await app.inject({ url: `/api/${name}/${encodeURIComponent(id)}`, headers: admin })).statusCode).toBe(404);
    expect(await auditCount()).toBe(auditBefore + 3);
  });

  it('refuses unknown body fields, wrong types and server-managed fields with 400 naming them, writing nothing', async () => {
    const body = await sampleRecord(def, testDb.db);
    const before = await count(name.replace(/-/g, '_'));
    const auditBefore = await auditCount();
    const unknown = await app.inject({ method: 'POST', url: `/api/${name}`, headers: admin, payload: { ...body, isAdmin: true } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ isAdmin: 'Unknown field' });
    const managed = await app.inject({ method: 'POST', url: `/api/${name}`, headers: admin, payload: { ...body, version: 7, createdBy: 'someone' } });
    expect(managed.statusCode).toBe(400);
    expect(Object.keys(managed.json().errors).sort()).toEqual(['createdBy', 'version']);
    const [field] = Object.entries(def.fields).find(([, f]) => f.required && f.kind !== 'boolean') ?? [];
    const wrongType = await app.inject({ method: 'POST', url: `/api/${name}`, headers: admin, payload: { ...body, [field!]: { nested: 1 } } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors[field!]).toBeTruthy();
    const notObject = await app.inject({ method: 'POST', url: `/api/${name}`, headers: { ...admin, 'content-type': 'application/json' }, payload: '[1,2]' });
    expect(notObject.statusCode).toBe(400);
    expect(await count(name.replace(/-/g, '_'))).toBe(before);
    expect(await auditCount()).toBe(auditBefore);
  });
});

describe('resorts', () => {
  const resortBody = (overrides: Record<string, unknown> = {}) => ({
    id: '777001',
    name: 'Hochzeiger',
    link: 'hochzeiger',
    customerId: 'cust-soelden',
    country: 'AT',
    timezoneId: 'Europe/Vienna',
    currency: 'EUR',
    ...overrides,
  });

  it('refuses a duplicate resort id, name (in any case) or link with a field error and writes nothing', async () => {
    const before = await count('resorts');
    const auditBefore = await auditCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ id: '1001' }, 'id'],
      [{ name: 'ISCHGL' }, 'name'],
      [{ link: 'ischgl' }, 'link'],
    ];
    for (const [overrides, field] of cases) {
      const response = await app.inject({ method: 'POST', url: '/api/resorts', headers: admin, payload: resortBody(overrides) });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(409);
      expect(response.json().errors).toEqual({ [field]: 'This value is already used' });
    }
    const german = await app.inject({ method: 'POST', url: '/api/resorts', headers: { ...admin, 'accept-language': 'de-AT,de;q=0.9' }, payload: resortBody({ name: 'ischgl' }) });
    expect(german.json().errors).toEqual({ name: 'Dieser Wert wird bereits verwendet' });
    expect(await count('resorts')).toBe(before);
    expect(await auditCount()).toBe(auditBefore);
  });

  it('requires resort id, name and link', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/resorts', headers: admin, payload: resortBody({ id: '', name: '  ', link: null }) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({ id: 'Required', name: 'Required', link: 'Required' });
  });

  it('answers a stale version with 409 and the current record, leaving it unchanged', async () => {
    const current = (await app.inject({ url: '/api/resorts/1004', headers: admin })).json();
    const first = await app.inject({ method: 'PUT', url: '/api/resorts/1004', headers: admin, payload: { ...current, province: 'Ötztal' } });
    expect(first.statusCode).toBe(200);
    const stale = await app.inject({ method: 'PUT', url: '/api/resorts/1004', headers: admin, payload: { ...current, province: 'Tyrol' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'conflict', current: { province: 'Ötztal', version: current.version + 1 } });
    expect((await app.inject({ url: '/api/resorts/1004', headers: admin })).json().province).toBe('Ötztal');
  });

  it('validates group rules, field kinds and the id in the address', async () => {
    const current = (await app.inject({ url: '/api/resorts/1005', headers: admin })).json();
    const response = await app.inject({
      method: 'PUT',
      url: '/api/resorts/1005',
      headers: admin,
      payload: { ...current, openingHours: { from: '17:00', until: '08:00' }, homepage: 'ftp://x', timezoneId: 'Mars/Olympus', currency: 'XXXX' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      'openingHours.until': 'Must be after the opening time',
      homepage: expect.stringMatching(/http/),
      timezoneId: expect.stringMatching(/IANA/),
      currency: expect.stringMatching(/ISO 4217/),
    });
    const mismatch = await app.inject({ method: 'PUT', url: '/api/resorts/1005', headers: admin, payload: { ...current, id: '1006' } });
    expect(mismatch.statusCode).toBe(400);
  });

  it('shows a large lift with its weight multiplied by 1.3', async () => {
    const lifts = (await app.inject({ url: `/api/lifts?${q({ filter: { resortId: '1001', size: 'large' } })}`, headers: admin })).json();
    expect(lifts.length).toBeGreaterThan(0);
    for (const lift of lifts) expect(lift.effectiveWeight).toBeCloseTo(lift.weight * 1.3, 3);
  });

  it('refuses to delete a resort that lifts still use', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/resorts/1001', headers: admin });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/still used by/);
  });
});

describe('list parameters', () => {
  it('sorts, pages and counts', async () => {
    const page = await app.inject({ url: `/api/resorts?${q({ sort: ['name', 'DESC'], range: [5, 9], filter: { country: 'CH' } })}`, headers: admin });
    const all = (await app.inject({ url: `/api/resorts?${q({ sort: ['name', 'DESC'], range: [0, 99], filter: { country: 'CH' } })}`, headers: admin })).json();
    expect(page.json()).toEqual(all.slice(5, 10));
    expect(page.headers['content-range']).toBe(`resorts 5-${4 + page.json().length}/${all.length}`);
  });

  it('searches with q over the searchable fields, case-insensitively, treating % and _ literally', async () => {
    const found = (await app.inject({ url: `/api/resorts?${q({ filter: { q: 'ZERM' } })}`, headers: admin })).json();
    expect(found.map((r: { name: string }) => r.name)).toEqual(['Zermatt']);
    expect((await app.inject({ url: `/api/resorts?${q({ filter: { q: '%' } })}`, headers: admin })).json()).toEqual([]);
  });

  it('filters by enum, boolean, reference, list membership, ranges and missing values', async () => {
    const get = async (filter: object) =>
      (await app.inject({ url: `/api/installations?${q({ filter, range: [0, 999] })}`, headers: admin })).json() as Array<Record<string, unknown>>;
    expect((await get({ type: 'terminal' })).every((i) => i.type === 'terminal')).toBe(true);
    expect((await get({ customerId: 'cust-silvretta' })).every((i) => i.customerId === 'cust-silvretta')).toBe(true);
    expect((await get({ location_null: true })).every((i) => i.location === null)).toBe(true);
    expect((await get({ location_null: true })).length).toBeGreaterThan(0);
    expect((await get({ trackerVersion: ['V3', 'V4'] })).every((i) => ['V3', 'V4'].includes(String(i.trackerVersion)))).toBe(true);
    const media = (await app.inject({ url: `/api/contacts?${q({ filter: { notificationMedia: 'sms' } })}`, headers: admin })).json();
    expect(media.length).toBeGreaterThan(0);
    expect(media.every((c: { notificationMedia: string[] }) => c.notificationMedia.includes('sms'))).toBe(true);
    const heavy = (await app.inject({ url: `/api/lifts?${q({ filter: { capacityPerHour_gte: 3000 }, range: [0, 999] })}`, headers: admin })).json();
    expect(heavy.every((l: { capacityPerHour: number }) => l.capacityPerHour >= 3000)).toBe(true);
  });

  it.each([
    [{ sort: '["password","ASC"]' }, /cannot sort by "password"/],
    [{ sort: '["name","UP"]' }, /sort must be/],
    [{ sort: '{oops' }, /sort is not valid JSON/],
    [{ filter: '{"q":' }, /filter is not valid JSON/],
    [{ filter: '[1]' }, /filter must be a JSON object/],
    [{ filter: '{"secret":1}' }, /unknown filter "secret"/],
    [{ filter: '{"type":"rocket"}' }, /filter type: Must be one of/],
    [{ filter: '{"active":"yes"}' }, /filter active/],
    [{ range: '[0,5000]' }, /at most 1000 per request/],
    [{ range: '[10,5]' }, /end must not be before its start/],
    [{ range: '[-1,5]' }, /range must be/],
    [{ range: '"0-5"' }, /range must be/],
  ])('refuses %j with 400 and a clear message', async (params, message) => {
    const resource = 'filter' in params && /type|active/.test(String(params.filter)) ? (String(params.filter).includes('active') ? 'resorts' : 'installations') : 'resorts';
    const response = await app.inject({
      url: `/api/${resource}?${Object.entries(params)
        .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
        .join('&')}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});

describe('access and customer scoping', () => {
  let customer: Record<string, string>;
  let zerolevel: Record<string, string>;
  beforeAll(async () => {
    customer = bearer(await tokens.for('customer'));
    zerolevel = bearer(await tokens.for('zerolevel'));
  });

  it("lists only the customer user's own customers' records, with matching totals", async () => {
    const response = await app.inject({ url: `/api/installations?${q({ range: [0, 999] })}`, headers: customer });
    const ids = new Set(response.json().map((i: { customerId: string }) => i.customerId));
    expect([...ids].sort()).toEqual(['cust-matterhorn', 'cust-silvretta']);
    expect(response.headers['content-range']).toMatch(new RegExp(`/${response.json().length}$`));
    const lifts = (await app.inject({ url: `/api/lifts?${q({ range: [0, 999] })}`, headers: customer })).json();
    expect(new Set(lifts.map((l: { resortId: string }) => l.resortId))).toEqual(new Set(['1001', '1002', '1003', '2001', '2002']));
  });

  it("answers 404 for another customer's record, for read, update and delete alike", async () => {
    const foreign = (await app.inject({ url: '/api/resorts/1004', headers: admin })).json();
    expect((await app.inject({ url: '/api/resorts/1004', headers: customer })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/installations/soelden-start-finish-1', headers: customer })).statusCode).toBe(404);
    // Notes are what customer staff may write: another customer's note is as unknown to them as its installation.
    const note = await app.inject({
      method: 'POST',
      url: '/api/notes',
      headers: admin,
      payload: { text: 'Sölden only', category: 'information', installationId: 'soelden-start-finish-1' },
    });
    expect(note.statusCode, note.body).toBe(201);
    const update = await app.inject({ method: 'PUT', url: `/api/notes/${note.json().id}`, headers: customer, payload: { ...(note.json() as object), text: 'x' } });
    expect(update.statusCode).toBe(404);
    const del = await app.inject({ method: 'DELETE', url: `/api/notes/${note.json().id}`, headers: customer });
    expect(del.statusCode).toBe(404);
    expect((await app.inject({ url: '/api/resorts/1004/history', headers: customer })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/resorts/1004', headers: admin })).json()).toEqual(foreign);
  });

  it("refuses a reference to another customer's record", async () => {
    const ownInstallation = (await app.inject({ url: `/api/installations?${q({ filter: { customerId: 'cust-silvretta' } })}`, headers: admin })).json()[0].id;
    const body = { text: 'Lift 3 opens at 10:00', category: 'information', installationId: 'soelden-start-finish-1' };
    const response = await app.inject({ method: 'POST', url: '/api/notes', headers: customer, payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ installationId: 'Unknown or inaccessible Installation' });
    const own = await app.inject({ method: 'POST', url: '/api/notes', headers: customer, payload: { ...body, installationId: ownInstallation } });
    expect(own.statusCode, own.body).toBe(201);
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/notes/${own.json().id}`,
      headers: customer,
      payload: { ...(own.json() as object), installationId: 'soelden-start-finish-1' },
    });
    expect(moved.statusCode).toBe(400);
  });

  it('refuses customer staff every write that is not theirs to make, whatever their roles', async () => {
    const contacts = (await app.inject({ url: `/api/contacts?${q({ filter: { customerId: 'cust-silvretta' } })}`, headers: admin })).json();
    const update = await app.inject({ method: 'PUT', url: `/api/contacts/${contacts[0].id}`, headers: customer, payload: { ...contacts[0], notes: 'x' } });
    expect(update.statusCode).toBe(403);
    expect(update.json().message).toMatch(/support\.write/);
  });

  it('gives zerolevel read access only', async () => {
    expect((await app.inject({ url: '/api/resorts', headers: zerolevel })).statusCode).toBe(200);
    const resort = (await app.inject({ url: '/api/resorts/1006', headers: zerolevel })).json();
    expect((await app.inject({ method: 'PUT', url: '/api/resorts/1006', headers: zerolevel, payload: resort })).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: '/api/contacts/x', headers: zerolevel })).statusCode).toBe(403);
  });

  it("sees a newly assigned resort's lifts after logout clears the customer cache", async () => {
    const before = (await app.inject({ url: `/api/lifts?${q({ filter: { resortId: '1004' } })}`, headers: customer })).json();
    expect(before).toEqual([]);
    const resort = (await app.inject({ url: '/api/resorts/1004', headers: admin })).json();
    await app.inject({ method: 'PUT', url: '/api/resorts/1004', headers: admin, payload: { ...resort, customerId: 'cust-silvretta' } });
    await app.inject({ url: '/api/installation/ClearCustomerInstallationCache', headers: customer });
    const after = (await app.inject({ url: `/api/lifts?${q({ filter: { resortId: '1004' } })}`, headers: customer })).json();
    expect(after.length).toBeGreaterThan(0);
    const moved = (await app.inject({ url: '/api/resorts/1004', headers: admin })).json();
    await app.inject({ method: 'PUT', url: '/api/resorts/1004', headers: admin, payload: { ...moved, customerId: 'cust-soelden' } });
  });
});

describe('many-to-many references', () => {
  it('takes a deleted record out of every list that names it, and audits that change', async () => {
    const create = (id: string, name: string, shared: string[] = []) =>
      app.inject({
        method: 'POST',
        url: '/api/resorts',
        headers: admin,
        payload: { id, name, link: name.toLowerCase(), customerId: 'cust-soelden', country: 'AT', timezoneId: 'Europe/Vienna', currency: 'EUR', sharedResortIds: shared },
      });
    expect((await create('990001', 'Vent')).statusCode).toBe(201);
    expect((await create('990002', 'Hochsoelden', ['990001', '1004'])).statusCode).toBe(201);
    expect((await app.inject({ method: 'DELETE', url: '/api/resorts/990001', headers: admin })).statusCode).toBe(200);
    const survivor = (await app.inject({ url: '/api/resorts/990002', headers: admin })).json();
    expect(survivor).toMatchObject({ sharedResortIds: ['1004'], version: 2 });
    const history = (await app.inject({ url: '/api/resorts/990002/history', headers: admin })).json();
    expect(history[0]).toMatchObject({ action: 'update', changes: { sharedResortIds: { before: ['990001', '1004'], after: ['1004'] } } });
  });
});

describe('field defaults', () => {
  it('fills an integer field left out of a create with its default, in the record and in the column', async () => {
    const body = await sampleRecord(RESOURCES.find((d) => d.name === 'installation-resources')!, testDb.db);
    delete body.quantity;
    const created = await app.inject({ method: 'POST', url: '/api/installation-resources', headers: admin, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().quantity).toBe(1);
    const column = await testDb.db.query<{ d: string }>(
      `select column_default as d from information_schema.columns where table_name = 'converter_configs' and column_name = 'poll_seconds'`,
    );
    expect(column.rows[0]!.d).toBe('60');
  });
});
