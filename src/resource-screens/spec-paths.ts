import type { Identifier } from 'react-admin';
import type { FinderRoute, ResourceDefinition } from '@core/resource-kit';

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

/** A spec path a definition claims, and what it opens. */
export type SpecRoute =
  | { path: string; kind: 'list' }
  | { path: string; kind: 'record' }
  | { path: string; kind: 'create' }
  | { path: string; kind: 'byId' }
  | { path: string; kind: 'finder'; finder: FinderRoute };

/**
 * Every path a definition claims beyond react-admin's own: list and record elsewhere, create, by
 * id, finders. The console routes exactly these (resource-routes.tsx), the route-table test checks them.
 */
export function specRoutesOf(def: Addressed): SpecRoute[] {
  const r = def.routes ?? {};
  const routes: SpecRoute[] = [];
  if (r.list) routes.push({ path: r.list, kind: 'list' });
  // A record path that is react-admin's own show page needs no second route.
  if (r.record && r.record !== `/${def.name}/:id/show`) routes.push({ path: r.record, kind: 'record' });
  if (r.create) routes.push({ path: r.create, kind: 'create' });
  if (r.byId) routes.push({ path: r.byId, kind: 'byId' });
  for (const finder of r.finders ?? []) routes.push({ path: finder.path, kind: 'finder', finder });
  return routes;
}

export const specPathsOf = (def: Addressed): string[] => specRoutesOf(def).map((route) => route.path);
