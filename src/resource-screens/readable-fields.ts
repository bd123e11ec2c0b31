import { useMemo } from 'react';
import { useCanAccessResources } from 'react-admin';
import type { ResourceDefinition } from '@core/resource-kit';

export interface ReferenceAccess {
  /** Fields pointing at records the user may not read at all: screens leave them out. */
  hidden: ReadonlySet<string>;
  /** Fields pointing at records the user may name but not read: shown as names, without links. */
  namesOnly: ReadonlySet<string>;
}

const referenceOf = (f: ResourceDefinition['fields'][string]) => (f.kind === 'reference' || f.kind === 'referenceMany' ? f.reference : undefined);

/**
 * How each reference field of a definition may be shown to this user (a ticket's contact for a
 * read-only role: not at all; a rotation's members: by name), so screens never ask the API for
 * what it will refuse.
 */
export function useReferenceAccess(def: ResourceDefinition): ReferenceAccess {
  const referenced = useMemo(() => [...new Set(Object.values(def.fields).flatMap((f) => referenceOf(f) ?? []))].sort(), [def]);
  const enabled = referenced.length > 0;
  const reads = useCanAccessResources({ action: 'list', resources: referenced, enabled });
  const names = useCanAccessResources({ action: 'names', resources: referenced, enabled });
  return useMemo(() => {
    const hidden = new Set<string>();
    const namesOnly = new Set<string>();
    for (const [name, f] of Object.entries(def.fields)) {
      const target = referenceOf(f);
      if (!target || reads.canAccess?.[target] === true) continue;
      // Until both answers are in, a reference stays hidden rather than asking what may be refused.
      if (reads.canAccess && names.canAccess?.[target] === true) namesOnly.add(name);
      else hidden.add(name);
    }
    return { hidden, namesOnly };
  }, [def, reads.canAccess, names.canAccess]);
}

/**
 * A record stamped with its author's account and name (a worklog's employee, a note's author)
 * names that person once on its page: by the linked account where the user may read accounts,
 * else by the name stamped on the record. The field left out, if any.
 */
export function personShownTwice(def: ResourceDefinition, access: ReferenceAccess): string | undefined {
  const fields = Object.entries(def.fields);
  const account = fields.find(([, f]) => f.kind === 'reference' && f.stamp === 'actorId')?.[0];
  const name = fields.find(([, f]) => 'stamp' in f && f.stamp === 'actorName')?.[0];
  if (!account || !name) return undefined;
  return access.hidden.has(account) || access.namesOnly.has(account) ? account : name;
}
