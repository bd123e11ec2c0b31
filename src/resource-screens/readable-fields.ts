import { useMemo } from 'react';
import { useCanAccessResources } from 'react-admin';
import type { ResourceDefinition } from '@core/resource-kit';

/**
 * The fields of a definition that point at records the user may not read (a ticket's contact for
 * a read-only role): screens leave them out rather than ask the API for what it will refuse.
 */
export function useUnreadableFields(def: ResourceDefinition): ReadonlySet<string> {
  const referenced = useMemo(() => {
    const targets = Object.values(def.fields).flatMap((f) => (f.kind === 'reference' || f.kind === 'referenceMany' ? [f.reference] : []));
    return [...new Set(targets)].sort();
  }, [def]);
  const { canAccess } = useCanAccessResources({ action: 'list', resources: referenced, enabled: referenced.length > 0 });
  return useMemo(() => {
    const hidden = new Set<string>();
    for (const [name, f] of Object.entries(def.fields)) {
      if ((f.kind === 'reference' || f.kind === 'referenceMany') && canAccess?.[f.reference] !== true) hidden.add(name);
    }
    return hidden;
  }, [def, canAccess]);
}
