import { Title, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PageHeader, type Crumb } from '@src/resource-screens/page-title';
import { registry } from '@src/resource-screens/registry';
import type { RouteEntry } from './route-table';

function useRecordName(resource: string | undefined, id: string | undefined): string | undefined {
  const def = resource ? registry.get(resource) : undefined;
  const { data } = useGetOne(resource ?? 'none', { id: id ?? '' }, { enabled: !!def && !!id, retry: false });
  if (!def || !id) return undefined;
  return data ? String(data[def.recordRepresentation] ?? id) : id;
}

/** Breadcrumb of a route: its area's list, the record a parameter names (by name), then the page. */
export function RouteBreadcrumb({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const params = useParams();
  const [param, resource] = Object.entries(route.names ?? {})[0] ?? [];
  const name = useRecordName(resource, param ? params[param] : undefined);
  const crumbs: Crumb[] = [];
  if (resource && param && params[param]) {
    crumbs.push({ label: translate(`resources.${resource}.name`, { smart_count: 2 }), to: `/${resource}` });
    crumbs.push({ label: name ?? params[param]!, to: resource === 'installations' ? `/installation/${encodeURIComponent(params[param]!)}/operation` : `/${resource}/${encodeURIComponent(params[param]!)}/show` });
  }
  crumbs.push({ label: translate(`gondola.routes.${route.key}`) });
  return (
    <>
      <Title title={crumbs[crumbs.length - 1]!.label} />
      <PageHeader crumbs={crumbs} />
    </>
  );
}
