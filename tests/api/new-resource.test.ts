import { readdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineResource, f } from '../../core/resource-kit/index.js';
import { RESOURCES } from '../../resources/index.js';
import { buildApp } from '../../server/app.js';
import { collectModules, inStartOrder, SERVER_MODULES } from '../../server/modules/index.js';
import { defineModule } from '../../server/modules/server-module.js';
import { addResourceTables, createTestDatabase, type TestDatabase } from '../support/test-db.js';
import { testConfig } from '../support/test-config.js';
import { bearer, tokenFactory } from '../support/tokens.js';

/** A module folder outside `server/modules/`, collected as the app collects its own. */
const THROWAWAY_MODULES = collectModules(import.meta.glob('../fixtures/throwaway-area/server/modules/*/module.ts', { eager: true }));

/** A resource no file in resources/ knows: the kit alone must make it work. */
const gadgets = defineResource({
  name: 'test-gadgets',
  icon: 'Engineering',
  menu: false,
  label: { en: { one: 'Gadget', many: 'Gadgets' }, de: { one: 'Gerät', many: 'Geräte' } },
  id: { strategy: 'uuid' },
  fields: {
    name: f.text(['Name', 'Name'], { required: true, unique: 'ci', searchable: true }),
    colour: f.choice(['Colour', 'Farbe'], [f.option('red', 'Red', 'Rot'), f.option('blue', 'Blue', 'Blau')], { required: true }),
    installationId: f.reference(['Installation', 'Installation'], 'installations'),
    ip: f.ip(['IP', 'IP']),
  },
  list: { columns: ['name', 'colour', 'installationId'], defaultSort: { field: 'name', order: 'ASC' } },
  recordRepresentation: 'name',
  access: { read: 'console.read', create: 'devices.manage', update: 'devices.manage', delete: 'admin.manage' },
  scope: { through: 'installationId' },
});

let testDb: TestDatabase;
let app: FastifyInstance;
let tokens: Awaited<ReturnType<typeof tokenFactory>>;

beforeAll(async () => {
  testDb = await createTestDatabase({ demo: true });
  await addResourceTables(testDb.db, [gadgets]);
  const config = testConfig();
  app = await buildApp({ config, db: testDb.db, logger: false, resources: [...RESOURCES, gadgets], modules: [...SERVER_MODULES, ...THROWAWAY_MODULES] });
  tokens = await tokenFactory(config);
});
afterAll(async () => {
  await app.close();
  await testDb.dispose();
});

describe('a resource definition nobody wired up', () => {
  it('gets a validated, access-checked, customer-scoped API from its definition alone', async () => {
    const secondlevel = bearer(await tokens.for('secondlevel'));
    const created = await app.inject({
      method: 'POST',
      url: '/api/test-gadgets',
      headers: secondlevel,
      payload: { name: 'Gizmo', colour: 'red', installationId: 'zermatt-start-finish-1', ip: '10.0.0.1' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const dup = await app.inject({ method: 'POST', url: '/api/test-gadgets', headers: secondlevel, payload: { name: 'GIZMO', colour: 'blue' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual({ name: 'This value is already used' });
    const bad = await app.inject({ method: 'POST', url: '/api/test-gadgets', headers: secondlevel, payload: { name: 'X', colour: 'green', ip: '999.1.1.1' } });
    expect(bad.json().errors).toMatchObject({ colour: expect.stringMatching(/one of: red, blue/), ip: 'Must be an IPv4 or IPv6 address' });
    const zerolevel = bearer(await tokens.for('zerolevel'));
    expect((await app.inject({ method: 'POST', url: '/api/test-gadgets', headers: zerolevel, payload: { name: 'Y', colour: 'red' } })).statusCode).toBe(403);
    const listed = await app.inject({ url: '/api/test-gadgets?filter=%7B%22q%22%3A%22giz%22%7D', headers: zerolevel });
    expect(listed.headers['content-range']).toBe('test-gadgets 0-0/1');
    const customer = bearer(await tokens.for('customer'));
    expect((await app.inject({ url: '/api/test-gadgets', headers: customer })).json()).toHaveLength(1);
    const history = await app.inject({ url: `/api/test-gadgets/${created.json().id}/history`, headers: secondlevel });
    expect(history.json()[0]).toMatchObject({ action: 'create', actorName: 'Sven Second' });
  });
});

describe('a server module nobody wired up', () => {
  it('is found by its folder alone: every folder of server/modules is a module carrying its name', () => {
    const folders = readdirSync(new URL('../../server/modules/', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(SERVER_MODULES.map((m) => m.name).sort()).toEqual(folders);
    expect(THROWAWAY_MODULES.map((m) => m.name)).toEqual(['throwaway']);
  });

  it('is served, access-checked and documented from its folder alone', async () => {
    const anonymous = await app.inject({ url: '/api/throwaway/greeting' });
    expect(anonymous.statusCode).toBe(401);
    const answer = await app.inject({ url: '/api/throwaway/greeting', headers: bearer(await tokens.for('zerolevel')) });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ greeting: 'Grüezi', to: expect.any(String) });
    const openApi = await app.inject({ url: '/api/openapi.json', headers: bearer(await tokens.for('admin')) });
    expect(Object.keys(openApi.json().paths)).toContain('/api/throwaway/greeting');
  });

  it('starts after the modules it names, and a circle or an unknown name is refused with both names', () => {
    const module = (name: string, after?: string[]) => defineModule({ name, ...(after && { after }), routes: [] });
    expect(inStartOrder([module('b', ['c']), module('a'), module('c')]).map((m) => m.name)).toEqual(['a', 'c', 'b']);
    expect(() => inStartOrder([module('a', ['b']), module('b', ['a'])])).toThrow('a → b → a');
    expect(() => inStartOrder([module('a', ['nowhere'])])).toThrow('a starts after nowhere');
    expect(() => collectModules({ './x/module.ts': { default: module('y') } })).toThrow("./x/module.ts must default-export defineModule({ name: 'x'");
  });
});
