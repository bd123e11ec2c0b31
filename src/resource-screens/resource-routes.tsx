import { useEffect, useState } from 'react';
import { CustomRoutes, Resource, ResourceContextProvider, useDataProvider, useTranslate } from 'react-admin';
import { Navigate, Route, useParams } from 'react-router-dom';
import { Alert } from '@mui/material';
import type { ResourceDefinition } from '../../core/resource-kit';
import { iconFor } from './icons';
import { registry } from './registry';
import { ResourceCreate, ResourceEdit } from './ResourceForm';
import { ResourceList } from './ResourceList';
import { ResourceShow } from './ResourceShow';

/** `/resorts/name/{name}`: the resort with that name (any case), else the list searched for it. */
function ByName({ def }: { def: ResourceDefinition }) {
  const { name = '' } = useParams();
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void dataProvider
      .getList(def.name, { filter: { q: name }, pagination: { page: 1, perPage: 50 }, sort: def.list.defaultSort })
      .then(({ data }) => {
        const match = data.find((r) => String(r[def.recordRepresentation]).toLowerCase() === name.toLowerCase());
        if (live) setTarget(match ? `/${def.name}/${encodeURIComponent(String(match.id))}/show` : `/${def.name}?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`);
      });
    return () => {
      live = false;
    };
  }, [dataProvider, def, name]);
  if (!target) return <Alert severity="info">{translate('ra.page.loading')}</Alert>;
  return <Navigate to={target} replace />;
}

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
  if (exists) return <ResourceEdit def={def} />;
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
      list={<ResourceList def={def} />}
      show={<ResourceShow def={def} />}
      edit={SEARCH_BY_ID_PARAM.has(def.name) ? <EditOrSearch def={def} /> : <ResourceEdit def={def} />}
      create={<ResourceCreate def={def} />}
    />
  ));
}

/** The spec's own paths for resorts (§2): /resorts/add, /resorts/id/{id}, /resorts/name/{name}. */
export function resourceAliasRoutes() {
  const resorts = registry.get('resorts')!;
  return (
    <CustomRoutes key="resource-aliases">
      <Route
        path="/resorts/add"
        element={
          <ResourceContextProvider value="resorts">
            <ResourceCreate def={resorts} />
          </ResourceContextProvider>
        }
      />
      <Route path="/resorts/id/:id" element={<ById def={resorts} />} />
      <Route path="/resorts/name/:name" element={<ByName def={resorts} />} />
    </CustomRoutes>
  );
}
