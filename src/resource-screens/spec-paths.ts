import type { Identifier } from 'react-admin';
import type { ResourceDefinition } from '../../core/resource-kit';

type CreatePath = (params: { resource: string; id?: Identifier; type: 'list' | 'show' | 'edit' | 'create' }) => string;

/** Where a resource's list lives: the spec's own path when it has one. */
export const listPath = (def: ResourceDefinition) => def.routes?.list ?? `/${def.name}`;

/** Where a record opens: the spec's own record path, else react-admin's show page. */
export function recordPath(def: ResourceDefinition, id: Identifier, createPath: CreatePath): string {
  if (def.routes) return def.routes.record.replace(':id', encodeURIComponent(String(id)));
  return createPath({ resource: def.name, id, type: 'show' });
}
