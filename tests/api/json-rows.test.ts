import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../core/access.js';
import { defineResource, f } from '../../core/resource-kit/index.js';
import { RESOURCES } from '../../resources/index.js';
import { CustomerScopeCache } from '../../server/auth/customer-scope-cache.js';
import { jsonRowExpression } from '../../server/crud/json-rows.js';
import { parseListQuery } from '../../server/crud/list-query.js';
import { ResourceRepository } from '../../server/crud/repository.js';
import { tableModel } from '../../server/crud/table-model.js';
import { addResourceTables, createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../support/test-db.js';

/** Every kind of field a resource can have, for values whose JSON form is easy to get wrong. */
const everyKind = defineResource({
  name: 'test-every-kind',
  icon: 'Engineering',
  menu: false,
  label: { en: { one: 'Sample', many: 'Samples' }, de: { one: 'Muster', many: 'Muster' } },
  id: { strategy: 'uuid' },
  fields: {
    title: f.text(['Title', 'Titel'], { required: true }),
    body: f.longText(['Body', 'Text']),
    count: f.integer(['Count', 'Anzahl']),
    price: f.decimal(['Price', 'Preis'], { step: 0.01 }),
    ratio: f.decimal(['Ratio', 'Verhältnis']),
    flag: f.boolean(['Flag', 'Kennzeichen']),
    optional: f.boolean(['Optional', 'Optional'], { default: false }),
    day: f.date(['Day', 'Tag']),
    at: f.time(['At', 'Um']),
    when: f.dateTime(['When', 'Wann']),
    spot: f.coordinates(['Spot', 'Ort']),
    meta: f.group(['Meta', 'Meta'], { note: f.text(['Note', 'Notiz']) }),
    lines: f.rows(['Lines', 'Zeilen'], { note: f.text(['Note', 'Notiz']) }),
    tags: f.list(['Tags', 'Schlagwörter'], 'text'),
    installationIds: f.referenceMany(['Installations', 'Installationen'], 'installations'),
    release: f.semver(['Release', 'Release']),
    token: f.secret(['Token', 'Token']),
  },
  list: { columns: ['title'], defaultSort: { field: 'title', order: 'ASC' } },
  recordRepresentation: 'title',
  access: { read: 'console.read', create: 'admin.manage', update: 'admin.manage', delete: 'admin.manage' },
});

const staff: Principal = { subject: 'test', email: 'admin@gondola.example', name: 'Test', roles: ['admin', 'scope_staff'], scope: 'staff', customerIds: [] };
const everything = { sort: JSON.stringify(['id', 'ASC']), range: JSON.stringify([0, 999]) };

let testDb: TestDatabase;
let repository: ResourceRepository;
const models = new Map([...RESOURCES, everyKind].map((def) => [def.name, tableModel(def)]));

beforeAll(async () => {
  testDb = await createTestDatabase({ demo: true });
  await addResourceTables(testDb.db, [everyKind]);
  repository = new ResourceRepository(testDb.db, models, new CustomerScopeCache());
});
afterAll(() => testDb.dispose());

/** The records of a list page through both paths: JSON from PostgreSQL, and rows through toRecord. */
async function bothWays(resource: string) {
  const model = models.get(resource)!;
  const query = parseListQuery(model, everything);
  const fromJson = await repository.listJson(model, query, staff);
  const fromRows = await repository.list(model, query, staff);
  return { parsed: JSON.parse(fromJson.json) as Array<Record<string, unknown>>, fromJson, fromRows };
}

describe('list pages rendered as JSON by PostgreSQL', () => {
  it('show every kind of value exactly as the record read by id does, key order included', async () => {
    await testDb.db.query(
      `insert into test_every_kind (id, title, body, count, price, ratio, flag, day, "at", "when", spot, meta, lines, tags, installation_ids, release, release_sort_key, token)
       values ('00000000-0000-4000-8000-000000000001', 'Ä "quoted" \\ line
break', 'ünïcödé ❄', -7, 12.50, 0.1, true, '2026-02-28', '08:30:00', '2026-11-24 06:05:57.123456+00', '{"lat": 47.1, "lng": 10.25}',
         '{"note": "n"}', '[{"note": "a"}, {"note": "b"}]', '{one,"two, three"}', '{zermatt-start-finish-1}', '4.10.2', '0004.0010.0002', 'abcdefgh1234'),
              ('00000000-0000-4000-8000-000000000002', 'Empty', null, null, null, null, null, null, '23:59:59.5', '1999-12-31 23:59:59+00', null, null, null, '{}', '{}', null, null, null),
              ('00000000-0000-4000-8000-000000000003', 'Seconds', null, 0, 0, 1e-7, false, null, '07:00:15', '2026-06-01 12:00:00.9999+02', null, null, null, '{}', '{}', null, null, null)`,
    );
    const model = models.get('test-every-kind')!;
    const { parsed, fromJson } = await bothWays('test-every-kind');
    expect(fromJson.length).toBe(3);
    for (const record of parsed) {
      const byId = await repository.get(model, String(record.id), staff);
      expect(record).toEqual(byId);
      expect(Object.keys(record)).toEqual(Object.keys(byId!));
    }
    expect(parsed[0]).toMatchObject({ when: '2026-11-24T06:05:57.123Z', at: '08:30', price: 12.5, token: '••••••••1234', tags: ['one', 'two, three'] });
    expect(parsed[1]).toMatchObject({ at: '23:59:59.5', token: null, tags: [], when: '1999-12-31T23:59:59.000Z' });
    expect(parsed[2]).toMatchObject({ at: '07:00:15', when: '2026-06-01T10:00:00.999Z', ratio: 1e-7 });
  });

  it.each(RESOURCES.map((def) => def.name))('give the same records as toRecord for every demo %s', async (resource) => {
    const { parsed, fromJson, fromRows } = await bothWays(resource);
    expect(parsed).toEqual(fromRows.records);
    expect(fromJson.length).toBe(fromRows.records.length);
    expect({ total: fromJson.total, estimated: fromJson.estimated }).toEqual({ total: fromRows.total, estimated: fromRows.estimated });
  });

  it('leave records with computed fields to JavaScript', () => {
    const computed = RESOURCES.filter((def) => Object.keys(def.computed ?? {}).length);
    expect(computed.length).toBeGreaterThan(0);
    for (const def of computed) expect(jsonRowExpression(models.get(def.name)!)).toBeUndefined();
  });

  it.runIf(TEST_DATABASE_URL)('are planned for their values on PostgreSQL, however often they are prepared', async () => {
    // A generic plan for the average problem sorted all 100,000 events of a busy one (bench/README.md).
    const { rows } = await testDb.db.query<{ mode: string }>(`select current_setting('plan_cache_mode') as mode`, [], { prepare: true });
    expect(rows[0]!.mode).toBe('force_custom_plan');
  });
});
