import type { Identifier } from 'react-admin';
import type { Addressed } from '@core/resource-kit/paths';

type CreatePath = (params: { resource: string; id?: Identifier; type: 'list' | 'show' | 'edit' | 'create' }) => string;

/** Where a record opens: the spec's own record path, or its own page elsewhere, else react-admin's show page. */
export function recordPath(def: Addressed, id: Identifier, createPath: CreatePath): string {
  const path = def.routes?.record ?? def.routes?.opens;
  if (path) return path.replace(':id', encodeURIComponent(String(id)));
  return createPath({ resource: def.name, id, type: 'show' });
}
