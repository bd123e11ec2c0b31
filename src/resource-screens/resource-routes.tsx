import { createElement, useEffect, useState, type ReactNode } from 'react';
import { CustomRoutes, Resource, ResourceContextProvider, useCreatePath, useDataProvider, useTranslate } from 'react-admin';
import { Navigate, Route, useParams } from 'react-router-dom';
import { Alert } from '@mui/material';
import type { ResourceDefinition } from '../../core/resource-kit';
import { iconFor } from './icons';
import { registry } from './registry';
import { FORM_ASIDES, LIST_PAGES, SHOW_PAGES } from '../catalogue/catalogue-screens';
import { LazyEditOrShow as EditOrShow, LazyResourceCreate as ResourceCreate, LazyResourceList as ResourceList, LazyResourceShow as ResourceShow } from './lazy-screens';
import { listPath, recordPath } from './spec-paths';

interface Finder {
  /** The list filter that finds candidates for the value in the address. */
  filter(value: string): Record<string, unknown>;
  /** The candidate that is exactly the one asked for. */
  matches(record: Record<string, unknown>, value: string): boolean;
}

const byField = (field: string): Finder => ({
  filter: (value) => ({ q: value }),
  matches: (record, value) => String(record[field] ?? '').toLowerCase() === value.toLowerCase(),
});

/**
 * Spec paths that name a record by something other than its id (`/resorts/name/{name}`,
 * `/software-components/s/{url}`, `/peak/a/{abb}`): the one record that matches exactly opens,
 * otherwise the list opens searched for the value.
 */
function FindOne({ def, param, finder }: { def: ResourceDefinition; param: string; finder: Finder }) {
  const params = useParams();
  const value = params[param] ?? '';
  const dataProvider = useDataProvider();
  const createPath = useCreatePath();
  const translate = useTranslate();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void dataProvider
      .getList(def.name, { filter: finder.filter(value), pagination: { page: 1, perPage: 50 }, sort: def.list.defaultSort })
      .then(({ data }) => {
        const exact = data.filter((r) => finder.matches(r, value));
        if (!live) return;
        if (exact.length === 1) setTarget(recordPath(def, exact[0]!.id, createPath));
        else setTarget(`${listPath(def)}?filter=${encodeURIComponent(JSON.stringify({ q: value }))}`);
      });
    return () => {
      live = false;
    };
  }, [dataProvider, def, value, finder, createPath]);
  if (!target) return <Alert severity="info">{translate('ra.page.loading')}</Alert>;
  return <Navigate to={target} replace />;
}

const FINDERS: Array<{ path: string; resource: string; param: string; finder: Finder }> = [
  { path: '/resorts/name/:name', resource: 'resorts', param: 'name', finder: byField('name') },
  { path: '/software-components/n/:name', resource: 'software-components', param: 'name', finder: byField('name') },
  {
    // A splat: a URL typed into the address bar keeps its slashes.
    path: '/software-components/s/*',
    resource: 'software-components',
    param: '*',
    // A URL is matched exactly against the component's URLs (react-router has decoded it).
    finder: { filter: (url) => ({ urls: url }), matches: (record, url) => (record.urls as string[] | undefined)?.includes(url) ?? false },
  },
  { path: '/peak/a/:abb', resource: 'peak', param: 'abb', finder: byField('abbreviation') },
  { path: '/peak/n/:name', resource: 'peak', param: 'name', finder: byField('name') },
];

function ById({ def }: { def: ResourceDefinition }) {
  const { id = '' } = useParams();
  return <Navigate to={`/${def.name}/${encodeURIComponent(id)}/show`} replace />;
}

const PHONE_LIKE = /^\+?[0-9][0-9 ()/-]{5,}$/;
const listSearching = (resource: string, q: string) => `/${resource}?filter=${encodeURIComponent(JSON.stringify({ q }))}`;

/**
 * The spec gives some lists a search parameter in the place react-admin puts a record id
 * (`/contacts/{phone}`, `/installations/{installationName}`): an existing id opens the editor,
 * anything else opens the list searched for it.
 */
function EditOrSearch({ def }: { def: ResourceDefinition }) {
  const { id = '' } = useParams();
  const dataProvider = useDataProvider();
  const [exists, setExists] = useState<boolean | null>(def.name === 'contacts' ? !(PHONE_LIKE.test(id) && !/^[0-9a-f-]{36}$/i.test(id)) : null);
  useEffect(() => {
    if (exists !== null) return;
    let live = true;
    // A list query by id, so an unknown id is an empty page rather than a 404 toast.
    void dataProvider.getList(def.name, { filter: { id: [id] }, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } }).then(({ data }) => live && setExists(data.length > 0));
    return () => {
      live = false;
    };
  }, [dataProvider, def.name, exists, id]);
  if (exists === null) return null;
  if (exists) return <EditOrShow def={def} />;
  const digits = id.replace(/[\s()/-]/g, '');
  return <Navigate to={listSearching(def.name, def.name === 'contacts' ? (digits.startsWith('+') ? digits : `+${digits}`) : id)} replace />;
}

const SEARCH_BY_ID_PARAM = new Set(['contacts', 'installations']);

/** One <Resource> per definition, with the generic screens; the menu lists them in this order. */
export function resourceElements() {
  return [...registry.values()].map((def) => (
    <Resource
      key={def.name}
      name={def.name}
      icon={iconFor(def.icon)}
      recordRepresentation={def.recordRepresentation}
      list={LIST_PAGES[def.name] ? createElement(LIST_PAGES[def.name]!) : <ResourceList def={def} />}
      show={SHOW_PAGES[def.name] ? createElement(SHOW_PAGES[def.name]!, { def }) : <ResourceShow def={def} />}
      edit={SEARCH_BY_ID_PARAM.has(def.name) ? <EditOrSearch def={def} /> : <EditOrShow def={def} aside={FORM_ASIDES[def.name]} />}
      create={<ResourceCreate def={def} aside={FORM_ASIDES[def.name]} />}
    />
  ));
}

function RecordAtSpecPath({ def }: { def: ResourceDefinition }) {
  // react-admin's Edit/Show read the id from the `id` route parameter.
  return <EditOrShow def={def} aside={FORM_ASIDES[def.name]} />;
}

/**
 * The spec's own paths (§2) where they differ from react-admin's: /resorts/add, /resorts/id/{id},
 * the finders above, and resources whose list and record pages live elsewhere
 * (/smsmanagement/template/{templateId}, /installation-questions/{templateId}).
 */
export function resourceAliasRoutes() {
  const resorts = registry.get('resorts')!;
  const within = (resource: string, element: ReactNode) => <ResourceContextProvider value={resource}>{element}</ResourceContextProvider>;
  return (
    <CustomRoutes key="resource-aliases">
      <Route path="/resorts/add" element={within('resorts', <ResourceCreate def={resorts} />)} />
      <Route path="/resorts/id/:id" element={<ById def={resorts} />} />
      {FINDERS.map(({ path, resource, param, finder }) => (
        <Route key={path} path={path} element={within(resource, <FindOne def={registry.get(resource)!} param={param} finder={finder} />)} />
      ))}
      {[...registry.values()]
        .filter((def) => def.routes)
        .flatMap((def) => [
          <Route key={def.routes!.list} path={def.routes!.list} element={within(def.name, LIST_PAGES[def.name] ? createElement(LIST_PAGES[def.name]!) : <ResourceList def={def} />)} />,
          // A record path that is react-admin's own show page needs no second route.
          ...(def.routes!.record === `/${def.name}/:id/show` ? [] : [<Route key={def.routes!.record} path={def.routes!.record} element={within(def.name, <RecordAtSpecPath def={def} />)} />]),
        ])}
    </CustomRoutes>
  );
}
