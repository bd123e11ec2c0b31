import type { Principal } from '../../../core/access.js';
import type { StoredFile } from '../../../core/files.js';
import { recordSchema, withDefaults } from '../../../core/resource-kit/index.js';
import { RESOURCES } from '../../../resources/index.js';
import { CustomerScopeCache } from '../../auth/customer-scope-cache.js';
import { ResourceRepository } from '../../crud/repository.js';
import { tableModel } from '../../crud/table-model.js';
import type { Database, Queryable } from '../../db/database.js';

export const SEEDER: Principal = { subject: 'system:demo-seed', email: '', name: 'Demo data', roles: ['admin'], scope: 'staff', customerIds: [] };

/** A small deterministic generator: the same demo data on every machine. */
export function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Lets the repository (or any code taking a Database) run inside the seed's own transaction. */
export function inTransaction(tx: Queryable): Database {
  return {
    kind: 'pglite',
    query: tx.query.bind(tx),
    exec: () => Promise.reject(new Error('exec is not available inside a seed transaction')),
    transaction: (fn) => fn(tx),
    withSession: (fn) => fn(tx),
    ping: async () => {},
    close: async () => {},
  };
}

/**
 * Writes demo records through the API's own validation and repository (audited, versioned):
 * demo data can never be something the console would reject.
 */
export function seedWriter(tx: Queryable) {
  const models = new Map(RESOURCES.map((def) => [def.name, tableModel(def)]));
  const repository = new ResourceRepository(inTransaction(tx), models, new CustomerScopeCache());
  return async (resource: string, body: Record<string, unknown>, as: Principal = SEEDER, files: Record<string, StoredFile> = {}) => {
    const model = models.get(resource);
    if (!model) throw new Error(`no resource ${resource}`);
    const data = recordSchema(model.def, 'create').parse(withDefaults(model.def, body));
    return repository.create(model, data, as, files);
  };
}
