import { useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { Crumb } from '@src/resource-screens/page-title';
import type { RouteEntry } from '@src/shell/route-table';

/**
 * The breadcrumb of every installation sub-page: `Installations › {name} › … › {page}`. The name
 * leads to the cockpit, and from the cockpit to the installation's record.
 */
export function useInstallationCrumbs(route: RouteEntry, between: Crumb[] = []): Crumb[] {
  const translate = useTranslate();
  const { installationId = '' } = useParams();
  const { data: installation } = useGetOne('installations', { id: installationId }, { enabled: !!installationId });
  const base = `/installation/${encodeURIComponent(installationId)}`;
  const onCockpit = route.key === 'operation' || route.key === 'operationQuick';
  return [
    { label: translate('resources.installations.name', { smart_count: 2 }), to: '/installations' },
    { label: installation ? String(installation.name) : installationId, to: `${base}/${onCockpit ? 'detail' : 'operation'}` },
    ...between,
    { label: translate(`gondola.routes.${route.key}`) },
  ];
}
