import type { Identifier } from 'react-admin';
import type { ResourceDefinition } from '@core/resource-kit';

/** What the addresses of a resource depend on: a definition or its summary. */
type Addressed = Pick<ResourceDefinition, 'name' | 'routes'>;

type CreatePath = (params: { resource: string; id?: Identifier; type: 'list' | 'show' | 'edit' | 'create' }) => string;

/** Where a resource's list lives: the spec's own path when it has one. */
export const listPath = (def: Addressed) => def.routes?.list ?? `/${def.name}`;

/** Where a record opens: the spec's own record path, or its own page elsewhere, else react-admin's show page. */
export function recordPath(def: Addressed, id: Identifier, createPath: CreatePath): string {
  const path = def.routes?.record ?? def.routes?.opens;
  if (path) return path.replace(':id', encodeURIComponent(String(id)));
  return createPath({ resource: def.name, id, type: 'show' });
}

/**
 * react-admin's own paths for a resource (what `<Resource>` adds). A resource whose list lives
 * elsewhere does not claim `/<name>`: react-admin's address only forwards to the list, and a page
 * of the route table may own it (`/bulk-commands` is the bulk command form).
 */
export const reactAdminPathsOf = (def: Addressed) => [...(def.routes?.list ? [] : [`/${def.name}`]), `/${def.name}/create`, `/${def.name}/:id`, `/${def.name}/:id/show/*`];

/** Every path a definition claims beyond react-admin's own: list and record elsewhere, create, by id, finders. */
export function specPathsOf(def: Addressed): string[] {
  const r = def.routes ?? {};
  return [r.list, r.record === `/${def.name}/:id/show` ? undefined : r.record, r.create, r.byId, ...(r.finders ?? []).map((f) => f.path)].filter((p): p is string => !!p);
}
