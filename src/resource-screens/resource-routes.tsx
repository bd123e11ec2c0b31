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

/** `/contacts/{phone}` shares its shape with react-admin's edit route: a phone number opens the list of contacts with it. */
function ContactEditOrPhone({ def }: { def: ResourceDefinition }) {
  const { id = '' } = useParams();
  if (PHONE_LIKE.test(id) && !/^[0-9a-f-]{36}$/i.test(id)) {
    const digits = id.replace(/[\s()/-]/g, '');
    return <Navigate to={`/contacts?filter=${encodeURIComponent(JSON.stringify({ q: digits.startsWith('+') ? digits : `+${digits}` }))}`} replace />;
  }
  return <ResourceEdit def={def} />;
}

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
      edit={def.name === 'contacts' ? <ContactEditOrPhone def={def} /> : <ResourceEdit def={def} />}
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
