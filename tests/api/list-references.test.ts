import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources/index.js';
import { setupApiContext } from '../support/api-context.js';

const ROLES = ['admin', 'zerolevel', 'customer'];
const ctx = setupApiContext(ROLES);
const get = (url: string, user: string) => ctx.app.inject({ url, headers: ctx.as[user] });
const page = (resource: string, extra = '') => `/api/${resource}?range=${encodeURIComponent('[0,24]')}${extra}`;
const embed = (...names: string[]) => `&embed=${encodeURIComponent(JSON.stringify(names))}`;
const byId = (records: Array<{ id: string }>) => [...records].sort((a, b) => a.id.localeCompare(b.id));

/** Lists whose columns show references, with the resources those point to. */
const WITH_REFERENCE_COLUMNS = RESOURCES.filter((def) => def.list.columns.some((c) => def.fields[c]?.kind === 'reference')).map((def) => ({
  def,
  columns: def.list.columns.filter((c) => def.fields[c]?.kind === 'reference'),
}));

describe('a list page with its references (embed=references)', () => {
  it('answers the same page as without, and each referenced record as a read of its resource gives it to the caller', async () => {
    expect(WITH_REFERENCE_COLUMNS.length).toBeGreaterThan(10);
    for (const user of ROLES) {
      // Every list with a reference column, as each role: the embedded records may never show more than the role's own read.
      for (const { def, columns } of WITH_REFERENCE_COLUMNS) {
        const plain = await get(page(def.name), user);
        if (plain.statusCode === 403) continue;
        const embedded = await get(page(def.name, embed('references')), user);
        expect(embedded.statusCode, embedded.body).toBe(200);
        expect(embedded.headers['content-range']).toBe(plain.headers['content-range']);
        const { data, references } = embedded.json() as { data: Array<Record<string, unknown>>; references: Record<string, Array<{ id: string }>> };
        expect(data).toEqual(plain.json());
        for (const column of columns) {
          const field = def.fields[column] as { reference: string };
          const ids = [
            ...new Set(
              data
                .map((r) => r[column])
                .filter((v) => v !== null && v !== undefined && v !== '')
                .map(String),
            ),
          ];
          const readable = await get(page(field.reference, `&filter=${encodeURIComponent(JSON.stringify({ id: ids.length ? ids : ['-'] }))}`), user);
          if (readable.statusCode === 403 || !ids.length) {
            expect(references[field.reference], `${user}: ${def.name}.${column}`).toBeUndefined();
            continue;
          }
          // Every record of this column is there, as the caller's own read of them gives it.
          const expected = byId(readable.json());
          const got = byId(references[field.reference] ?? []).filter((r) => ids.includes(r.id));
          expect(got, `${user}: ${def.name}.${column}`).toEqual(expected);
        }
      }
    }
  });

  it("leaves out a customer's references to records outside the customer's scope", async () => {
    const all = (await get(page('installations', embed('references')), 'admin')).json() as { references: { customers: Array<{ id: string }> } };
    const mine = (await get(page('installations', embed('references')), 'customer')).json() as {
      data: Array<{ customerId: string }>;
      references: { customers?: Array<{ id: string }> };
    };
    expect(all.references.customers.length).toBeGreaterThan(1);
    const own = new Set(mine.data.map((r) => r.customerId));
    expect((mine.references.customers ?? []).every((c) => own.has(c.id))).toBe(true);
  });

  it('refuses any other embed, naming what the list offers', async () => {
    const response = await get(page('installations', embed('references', 'everything')), 'admin');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('embed must be a JSON list of names from "references", "health", "trackerFilter"');
    expect((await get(page('installations', '&embed=references'), 'admin')).statusCode).toBe(400);
    const elsewhere = await get(page('resorts', embed('health')), 'admin');
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe('embed must be a JSON list of names from "references"');
  });
});

describe("a list page with its companions (the installations' health)", () => {
  it('brings, for each role, the health GET /api/installations/health gives for the same page', async () => {
    for (const user of ROLES) {
      const embedded = await get(page('installations', embed('health')), user);
      expect(embedded.statusCode, embedded.body).toBe(200);
      const { data, references, companions } = embedded.json() as { data: Array<{ id: string }>; references: object; companions: { health: object } };
      expect(data.length, user).toBeGreaterThan(0);
      expect(references).toEqual({});
      const separately = await get(`/api/installations/health?ids=${data.map((r) => r.id).join(',')}`, user);
      expect(companions.health, user).toEqual(separately.json());
    }
  });

  it('answers an empty page with empty health', async () => {
    const empty = await get(`/api/installations?filter=${encodeURIComponent(JSON.stringify({ id: ['no-such-installation'] }))}${embed('references', 'health')}`, 'admin');
    expect(empty.json()).toEqual({ data: [], references: {}, companions: { health: {} } });
  });
});

/** Resources whose records name others in fields (reference or referenceMany), with those fields. */
const WITH_REFERENCE_FIELDS = RESOURCES.map((def) => ({
  def,
  fields: Object.entries(def.fields).filter(([, f]) => f.kind === 'reference' || f.kind === 'referenceMany') as Array<[string, { reference: string }]>,
})).filter(({ fields }) => fields.length > 0);

describe('a record with its references (embed=references on a record read)', () => {
  it('answers the same record as without, and each record its fields name as a read of that resource gives it to the caller', async () => {
    let checked = 0;
    for (const user of ROLES) {
      for (const { def, fields } of WITH_REFERENCE_FIELDS) {
        const first = await get(page(def.name).replace('[0,24]', '[0,0]'), user);
        if (first.statusCode !== 200 || !(first.json() as unknown[]).length) continue;
        const id = encodeURIComponent((first.json() as Array<{ id: string }>)[0]!.id);
        const plain = await get(`/api/${def.name}/${id}`, user);
        const embedded = await get(`/api/${def.name}/${id}?embed=${encodeURIComponent('["references"]')}`, user);
        expect(embedded.statusCode, embedded.body).toBe(200);
        const { data, references } = embedded.json() as { data: Record<string, unknown>; references: Record<string, Array<{ id: string }>> };
        expect(data).toEqual(plain.json());
        for (const [name, field] of fields) {
          const ids = [data[name]]
            .flat()
            .filter((v) => v !== null && v !== undefined && v !== '')
            .map(String);
          const readable = await get(page(field.reference, `&filter=${encodeURIComponent(JSON.stringify({ id: ids.length ? ids : ['-'] }))}`), user);
          if (readable.statusCode === 403 || !ids.length) continue;
          expect(
            byId(references[field.reference] ?? []).filter((r) => ids.includes(r.id)),
            `${user}: ${def.name}.${name}`,
          ).toEqual(byId(readable.json()));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('refuses any other embed of a record, and answers an unknown record 404 as without', async () => {
    const other = await get(`/api/worklogs/x?embed=${encodeURIComponent('["health"]')}`, 'admin');
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('embed of a record must be the JSON list ["references"]');
    expect((await get(`/api/worklogs/no-such?embed=${encodeURIComponent('["references"]')}`, 'admin')).statusCode).toBe(404);
  });
});
