import { useCreatePath, useGetOne, useTranslate } from 'react-admin';
import { useLocation, useParams } from 'react-router-dom';
import { PageHeader, type Crumb } from '@src/resource-screens/page-title';
import { recordName } from '@src/resource-screens/record-name';
import { resourceIndex } from '@src/resource-screens/resource-index';
import { listPath } from '@core/resource-kit/paths';
import { recordPath } from '@src/resource-screens/spec-paths';
import type { RouteEntry } from './route-table';

function useRecordName(resource: string | undefined, id: string | undefined): string | undefined {
  const translate = useTranslate();
  const def = resource ? resourceIndex.get(resource) : undefined;
  const { data } = useGetOne(resource ?? 'none', { id: id ?? '' }, { enabled: !!def && !!id, retry: false });
  if (!def || !id) return undefined;
  return data ? recordName(def, data, translate) : id;
}

/** Breadcrumb of a route: where the user came from or the record a parameter names (by name, after its list), then the page. */
export function RouteBreadcrumb({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const params = useParams();
  const createPath = useCreatePath();
  const [param, resource] = Object.entries(route.names ?? {})[0] ?? [];
  const name = useRecordName(resource, param ? params[param] : undefined);
  // A page opened from another one may name where it came from (the problem list for an acknowledgement).
  const cameFrom = (useLocation().state as { cameFrom?: Crumb } | null)?.cameFrom;
  const crumbs: Crumb[] = [];
  if (cameFrom) crumbs.push(cameFrom);
  else if (resource && param && params[param]) {
    const def = resourceIndex.get(resource);
    crumbs.push({ label: translate(`resources.${resource}.name`, { smart_count: 2 }), to: def ? listPath(def) : `/${resource}` });
    crumbs.push({ label: name ?? params[param]!, to: def ? recordPath(def, params[param]!, createPath) : `/${resource}/${encodeURIComponent(params[param]!)}/show` });
  }
  crumbs.push({ label: translate(`gondola.routes.${route.key}`) });
  return <PageHeader crumbs={crumbs} />;
}
