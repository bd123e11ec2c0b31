import type { ResourceDefinition } from '../../core/resource-kit/index.js';
import type { EventAudience } from '../events/event-bus.js';

/**
 * The read rules of a resource's records as a live event carries them (the customers are added by
 * the repository, which can follow the scope to them): the read capability, owner-only records and
 * records not shared with customer users. `records` are the record before and after a change, or
 * the one record, so that whoever could read either hears of it.
 */
export function eventAudience(def: ResourceDefinition, records: Array<Record<string, unknown>>): EventAudience {
  const owner = def.owner;
  const owners = owner ? [...new Set(records.map((r) => r[owner.field]).filter((v): v is string => typeof v === 'string'))] : [];
  const shared = def.scope && 'through' in def.scope ? def.scope.shared : undefined;
  return {
    capability: def.access.read,
    ...(owners.length && { owners }),
    ...(owner?.readOthers && { ownersOnly: owner.readOthers }),
    ...(shared && { hiddenFromCustomers: records.every((r) => r[shared] !== true) }),
  };
}
