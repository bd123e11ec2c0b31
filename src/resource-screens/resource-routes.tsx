import { Alert } from '@mui/material';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { CustomRoutes, type RaRecord, Resource, ResourceContextProvider, useCreatePath, useDataProvider, useTranslate } from 'react-admin';
import { Navigate, Route, useParams } from 'react-router-dom';
import type { FinderRoute, ResourceDefinition } from '@core/resource-kit/types';
import type { ResourceSummary } from '@core/resource-kit/summary';
import { lazyScreen } from '@src/shell/lazy-page';
import { RESOURCE_SCREENS } from '@src/shell/route-table';
import { iconFor } from './icons';
import { recordName } from './record-name';
import {
  LazyEditOrShow as EditOrShow,
  LazyResourceCreate as ResourceCreate,
  LazyResourceList as ResourceList,
  LazyResourceShow as ResourceShow,
  screenWithDefinition,
} from './lazy-screens';
import { PermittedScreen } from './permitted-screen';
import { resourceIndex } from './resource-index';
import type { FormAside } from './ResourceForm';
import { listPath, specRoutesOf, type SpecRoute } from '@core/resource-kit/paths';
import { recordPath } from './spec-paths';

/** How a finder looks for candidates, and which one is exactly the one asked for. */
function finderFor(def: ResourceSummary, finder: FinderRoute) {
  const field = def.finderFields?.[finder.field];
  return {
    // A searchable text is found by the list's search, a list of values by its own filter.
    filter: (value: string): Record<string, unknown> => (field?.list || !field?.searchable ? { [finder.field]: value } : { q: value }),
    matches: (record: Record<string, unknown>, value: string) => {
      const held = record[finder.field];
      return Array.isArray(held) ? held.includes(value) : String(held ?? '').toLowerCase() === value.toLowerCase();
    },
  };
}

/** The parameter a finder path holds its value in: the last `:name`, or the splat. */
const finderParam = (path: string) => (path.endsWith('/*') ? '*' : (/:([A-Za-z]+)$/.exec(path)?.[1] ?? '*'));

/**
 * Spec paths that name a record by something other than its id (`/resorts/name/{name}`,
 * `/software-components/s/{url}`, `/peak/a/{abb}`): the one record that matches exactly opens,
 * otherwise the list opens searched for the value.
 */
function FindOne({ def, finder }: { def: ResourceSummary; finder: FinderRoute }) {
  const params = useParams();
  const value = params[finderParam(finder.path)] ?? '';
  const dataProvider = useDataProvider();
  const createPath = useCreatePath();
  const translate = useTranslate();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const find = finderFor(def, finder);
    void dataProvider.getList(def.name, { filter: find.filter(value), pagination: { page: 1, perPage: 50 }, sort: def.defaultSort }).then(({ data }) => {
      const exact = data.filter((r) => find.matches(r, value));
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

function ById({ def }: { def: ResourceSummary }) {
  const { id = '' } = useParams();
  const createPath = useCreatePath();
  return <Navigate to={recordPath(def, id, createPath)} replace />;
}

const PHONE_LIKE = /^\+?[0-9][0-9 ()/-]{5,}$/;
const listSearching = (resource: string, q: string) => `/${resource}?filter=${encodeURIComponent(JSON.stringify({ q }))}`;

/**
 * The spec gives some lists a search parameter in the place react-admin puts a record id
 * (`/contacts/{phone}`, `/installations/{installationName}`): an existing id opens the editor,
 * anything else opens the list searched for it.
 */
function EditOrSearch({ def }: { def: ResourceSummary }) {
  const { id = '' } = useParams();
  const dataProvider = useDataProvider();
  const phone = def.routes?.searchInRecordPath === 'phone';
  // A phone number is never an id; anything else is looked up.
  const [exists, setExists] = useState<boolean | null>(phone && PHONE_LIKE.test(id) && !/^[0-9a-f-]{36}$/i.test(id) ? false : null);
  useEffect(() => {
    if (exists !== null) return;
    let live = true;
    // A list query by id, so an unknown id is an empty page rather than a 404 toast.
    void dataProvider
      .getList(def.name, { filter: { id: [id] }, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } })
      .then(({ data }) => live && setExists(data.length > 0));
    return () => {
      live = false;
    };
  }, [dataProvider, def.name, exists, id]);
  if (exists === null) return null;
  if (exists) return <EditOrShow resource={def.name} aside={asideOf(def)} />;
  const digits = id.replace(/[\s()/-]/g, '');
  return <Navigate to={listSearching(def.name, phone ? (digits.startsWith('+') ? digits : `+${digits}`) : id)} replace />;
}

type ScreenKind = 'list' | 'show' | 'aside' | 'actions';
type ScreenLoader = () => Promise<{ default: ComponentType<{ def: ResourceDefinition }> }>;

/** The file of a resource's own screen of that kind (`custom-pages/<area>/<resource>.<kind>.tsx`), if it has one. */
function ownScreenLoader(resource: string, kind: ScreenKind): ScreenLoader | undefined {
  const file = Object.keys(RESOURCE_SCREENS).find((path) => path.endsWith(`/${resource}.${kind}.tsx`));
  return file ? (RESOURCE_SCREENS[file] as unknown as ScreenLoader) : undefined;
}

// Made once per resource and kind, so a screen keeps its identity across renders.
const ownScreens = new Map<string, ComponentType<{ resource: string }> | FormAside | undefined>();
function own<T>(key: string, make: () => T): T {
  if (!ownScreens.has(key)) ownScreens.set(key, make() as never);
  return ownScreens.get(key) as T;
}

/** A resource's own list or record page: given the whole definition, like the generic one. */
const ownPage = (resource: string, kind: 'list' | 'show') =>
  own(`${resource}.${kind}`, () => {
    const load = ownScreenLoader(resource, kind);
    return load ? screenWithDefinition(() => load().then((m) => m.default)) : undefined;
  });

/** The panel beside a resource's form: ResourceForm hands it the definition. */
const asideOf = (def: ResourceSummary): FormAside | undefined =>
  own(`${def.name}.aside`, () => {
    const load = ownScreenLoader(def.name, 'aside');
    return load ? lazyScreen(load) : undefined;
  });

/** A resource's own buttons on its record page, beside Edit and Delete. */
const actionsOf = (def: ResourceSummary): FormAside | undefined =>
  own(`${def.name}.actions`, () => {
    const load = ownScreenLoader(def.name, 'actions');
    return load ? lazyScreen(load) : undefined;
  });

const permitted = (def: ResourceSummary, action: 'list' | 'show' | 'create', screen: ReactNode) => (
  <PermittedScreen resource={def.name} action={action}>
    {screen}
  </PermittedScreen>
);

function listScreen(def: ResourceSummary) {
  const Own = ownPage(def.name, 'list');
  return Own ? <Own resource={def.name} /> : <ResourceList resource={def.name} />;
}

/** One <Resource> per definition, with the generic screens or its own; the menu lists them in this order. `translate` names records whose name is a choice. */
export function resourceElements(translate: (key: string, options?: Record<string, unknown>) => string) {
  return [...resourceIndex.values()].map((def) => {
    const OwnShow = ownPage(def.name, 'show');
    return (
      <Resource
        key={def.name}
        name={def.name}
        icon={def.icon && iconFor(def.icon)}
        recordRepresentation={(record: RaRecord) => recordName(def, record, translate)}
        list={def.routes?.list ? <Navigate to={def.routes.list} replace /> : permitted(def, 'list', listScreen(def))}
        show={permitted(def, 'show', OwnShow ? <OwnShow resource={def.name} /> : <ResourceShow resource={def.name} actions={actionsOf(def)} />)}
        // Edit falls back to the record's page for whom may only read it (EditOrShow).
        edit={permitted(
          def,
          'show',
          def.routes?.searchInRecordPath ? (
            <EditOrSearch def={def} />
          ) : (
            <EditOrShow resource={def.name} aside={asideOf(def)} readOnly={OwnShow && <OwnShow resource={def.name} />} />
          ),
        )}
        create={permitted(def, 'create', <ResourceCreate resource={def.name} aside={asideOf(def)} />)}
      />
    );
  });
}

/**
 * The spec's own paths (§2) where they differ from react-admin's, as each definition declares
 * them: list and record paths elsewhere (/smsmanagement/template/{templateId}), a create path
 * (/resorts/add), a by-id path (/resorts/id/{id}) and the finders.
 */
export function resourceAliasRoutes() {
  return (
    <CustomRoutes key="resource-aliases">
      {[...resourceIndex.values()].flatMap((def) =>
        specRoutesOf(def).map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              <ResourceContextProvider value={def.name}>
                {permitted(def, route.kind === 'list' ? 'list' : route.kind === 'create' ? 'create' : 'show', specRouteElement(def, route))}
              </ResourceContextProvider>
            }
          />
        )),
      )}
    </CustomRoutes>
  );
}

/** What a spec path of a resource opens (Edit/Show read the record from the path's `id` parameter). */
function specRouteElement(def: ResourceSummary, route: SpecRoute): ReactNode {
  switch (route.kind) {
    case 'list':
      return listScreen(def);
    case 'record':
      return <EditOrShow resource={def.name} aside={asideOf(def)} />;
    case 'create':
      return <ResourceCreate resource={def.name} aside={asideOf(def)} />;
    case 'byId':
      return <ById def={def} />;
    case 'finder':
      return <FindOne def={def} finder={route.finder} />;
  }
}
