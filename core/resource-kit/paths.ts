import type { FinderRoute, ResourceDefinition } from './types';

/** What the addresses of a resource depend on: a definition or its summary. */
export type Addressed = Pick<ResourceDefinition, 'name' | 'routes'>;

/** Where a resource's list lives: the spec's own path when it has one. */
export const listPath = (def: Addressed) => def.routes?.list ?? `/${def.name}`;

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

/** A resource's screen a path opens: its list, or one of its records' screens (form, page, create). */
export interface ResourceScreen {
  resource: string;
  kind: 'list' | 'record';
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/**
 * A route pattern as the console's router reads it (`:param` one segment, `:param?` one or none, a
 * trailing `/*` the rest) as a regular expression, matched against a decoded path.
 */
export function patternRegExp(pattern: string): RegExp {
  const [head, rest] = pattern.endsWith('/*') ? [pattern.slice(0, -2), '(?:/.*)?'] : [pattern, ''];
  const body = head
    .split('/')
    .map((segment, index) => {
      if (!segment.startsWith(':')) return `${index ? '/' : ''}${escapeRegExp(segment)}`;
      return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    })
    .join('');
  return new RegExp(`^${body}${rest}/?$`);
}

/**
 * Which resource screen the console shows at a path, if any: every list path first (a list's own
 * path may look like another resource's record path), then the record screens' paths. Only what a
 * path names, not whether the record exists or the user may see it. The patterns are compiled once,
 * here: the server asks for every page it serves (a malformed escape in the path throws URIError).
 */
export function resourceScreenMatcher(defs: readonly Addressed[]): (pathname: string) => ResourceScreen | undefined {
  const lists = defs.map((def) => ({ resource: def.name, pattern: patternRegExp(listPath(def)) }));
  const records = defs.map((def) => {
    const spec = specRoutesOf(def).filter((route) => route.kind === 'record' || route.kind === 'create' || route.kind === 'byId');
    const paths = [...reactAdminPathsOf(def).filter((p) => p !== `/${def.name}`), ...spec.map((route) => route.path)];
    return { resource: def.name, patterns: paths.map(patternRegExp) };
  });
  return (pathname) => {
    const path = decodeURI(pathname);
    const list = lists.find(({ pattern }) => pattern.test(path));
    if (list) return { resource: list.resource, kind: 'list' };
    const record = records.find(({ patterns }) => patterns.some((pattern) => pattern.test(path)));
    return record && { resource: record.resource, kind: 'record' };
  };
}
