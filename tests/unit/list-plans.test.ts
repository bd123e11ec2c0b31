import { describe, expect, it } from 'vitest';
import type { Principal } from '../../core/access.js';
import { RESOURCES } from '../../resources/index.js';
import { CustomerScopeCache } from '../../server/auth/customer-scope-cache.js';
import { scopeCondition, scopeKeyOf } from '../../server/crud/scope.js';
import { SqlParams } from '../../server/crud/sql-params.js';
import { tableModel } from '../../server/crud/table-model.js';

const models = new Map(RESOURCES.map((def) => [def.name, tableModel(def)]));
const person = (subject: string, roles: string[], scope: Principal['scope'], customerIds: string[] = []): Principal => ({
  subject,
  email: `${subject}@example.com`,
  name: subject,
  roles,
  scope,
  customerIds,
});
const PRINCIPALS = [
  person('anna', ['admin', 'scope_staff'], 'staff'),
  person('ben', ['admin', 'scope_staff'], 'staff'),
  person('zoe', ['zerolevel', 'scope_staff'], 'staff'),
  person('carl', ['customer', 'scope_customer'], 'customer', ['c-1']),
  person('cora', ['customer', 'scope_customer'], 'customer', ['c-1']),
  person('dana', ['customer', 'scope_customer'], 'customer', ['c-2']),
];

/** The condition as the repository builds it; a lookup in the database fails the test. */
async function conditionOf(model: ReturnType<typeof tableModel>, principal: Principal) {
  const params = new SqlParams();
  const db = { query: () => Promise.reject(new Error('the scope asked the database')) };
  const sql = await scopeCondition(model, principal, params, 't', { models, db, cache: new CustomerScopeCache() });
  return { sql, values: params.values };
}

describe('list plans are shared only between callers whose scope is the same', () => {
  it('gives two callers one scope key only when their scope conditions are the same, built without the database', async () => {
    let shared = 0;
    for (const model of models.values()) {
      for (const a of PRINCIPALS) {
        const key = scopeKeyOf(model, a);
        if (key === undefined) continue;
        const condition = await conditionOf(model, a);
        for (const b of PRINCIPALS.filter((p) => p !== a && scopeKeyOf(model, p) === key)) {
          expect(await conditionOf(model, b), `${model.def.name}: ${a.subject} and ${b.subject}`).toEqual(condition);
          shared++;
        }
      }
    }
    expect(shared).toBeGreaterThan(0);
  });

  it('keeps no key for a scope through a parent resource, whose visible records change with the data', () => {
    const through = [...models.values()].filter((m) => m.def.scope && 'through' in m.def.scope);
    expect(through.length).toBeGreaterThan(0);
    for (const model of through) expect(scopeKeyOf(model, PRINCIPALS[3]!)).toBeUndefined();
  });

  it('keeps owners apart where a reader sees only their own records', () => {
    const owned = [...models.values()].find((m) => m.def.owner?.readOthers)!;
    const [, , zoe] = PRINCIPALS;
    expect(scopeKeyOf(owned, zoe!)).not.toBe(scopeKeyOf(owned, person('zack', ['zerolevel', 'scope_staff'], 'staff')));
  });
});
