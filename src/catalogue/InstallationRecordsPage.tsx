import { Alert } from '@mui/material';
import { ResourceContextProvider, useGetList, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PageHeader, type Crumb } from '../resource-screens/page-title';
import { registry } from '../resource-screens/registry';
import { ResourceList } from '../resource-screens/ResourceList';
import { ResourceShow } from '../resource-screens/ResourceShow';
import type { RouteEntry } from '../shell/route-table';
import { AddMyIpButton } from './AddMyIpButton';
import { useInstallationCrumbs } from '../installation-pages/crumbs';

/** Which records an installation sub-page lists, and how they reach the installation. */
export const INSTALLATION_RECORD_PAGES: Record<string, { resource: string; via?: 'configs' | 'componentTypes' }> = {
  converterConfigs: { resource: 'converter-configs' },
  converterSections: { resource: 'converter-sections', via: 'configs' },
  converterRoutingRules: { resource: 'converter-routing-rules' },
  installationSoftwareComponents: { resource: 'software-components' },
  orderErrorLogs: { resource: 'order-error-logs' },
  adventures: { resource: 'adventures' },
  sla: { resource: 'slas' },
  webhooks: { resource: 'webhooks' },
  installationRelations: { resource: 'installation-relations' },
  installationContacts: { resource: 'installation-contacts' },
  installationIps: { resource: 'installation-ips' },
  installationChangelog: { resource: 'changelogs', via: 'componentTypes' },
  peakLogin: { resource: 'peak' },
  notificationSwitzerland: { resource: 'work-notifications' },
  installationEvent: { resource: 'installation-events' },
  resources: { resource: 'installation-resources' },
};

/** Ids that link records to the installation indirectly (a section's config, a changelog's component type). */
function useLinkIds(installationId: string, via: 'configs' | 'componentTypes' | undefined) {
  const configs = useGetList('converter-configs', { filter: { installationId }, pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } }, { enabled: via === 'configs' });
  const components = useGetList('software-components', { filter: { installationId }, pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } }, { enabled: via === 'componentTypes' });
  if (via === 'configs') return configs.data?.map((c) => c.id as string);
  if (via === 'componentTypes') return components.data ? [...new Set(components.data.map((c) => c.typeId as string))] : undefined;
  return [];
}

/** One Peak login of the installation (`peak-login/{username}`). */
function PeakLogin({ installationId, username, crumbs }: { installationId: string; username: string; crumbs: Crumb[] }) {
  const translate = useTranslate();
  const { data, isPending } = useGetList('peak', { filter: { installationId, q: username }, pagination: { page: 1, perPage: 50 }, sort: { field: 'abbreviation', order: 'ASC' } });
  const account = data?.find((a) => String(a.loginName).toLowerCase() === username.toLowerCase());
  if (isPending) return <PageHeader crumbs={crumbs} />;
  if (!account) {
    return (
      <>
        <PageHeader crumbs={crumbs} />
        <Alert severity="info">{translate('gondola.installationRecords.notFound', { resource: crumbs.at(-1)?.label ?? '', value: username })}</Alert>
      </>
    );
  }
  return <ResourceShow def={registry.get('peak')!} id={String(account.id)} crumbs={crumbs} />;
}

/**
 * An installation's sub-page over one kind of installation-level record: the generic list, fixed
 * to this installation, with create prefilled for it.
 */
export default function InstallationRecordsPage({ route }: { route: RouteEntry }) {
  const { installationId = '', username, selectedId } = useParams();
  const page = INSTALLATION_RECORD_PAGES[route.key]!;
  const def = registry.get(page.resource)!;
  const crumbs = useInstallationCrumbs(route);
  const linkIds = useLinkIds(installationId, page.via);
  let body;
  if (route.key === 'peakLogin') body = <PeakLogin installationId={installationId} username={username ?? ''} crumbs={crumbs} />;
  else if (selectedId) body = <ResourceShow def={def} id={selectedId} crumbs={[...crumbs.slice(0, -1), { ...crumbs.at(-1)!, to: `/installation/${encodeURIComponent(installationId)}/software-components` }]} />;
  else if (!linkIds) body = null;
  else {
    const filter = page.via === 'configs' ? { configId: linkIds } : page.via === 'componentTypes' ? { typeId: linkIds } : { installationId };
    const banner = route.key === 'installationIps' ? <AddMyIpButton installationId={installationId} /> : undefined;
    body = <ResourceList def={def} filter={filter} hideColumns={page.via ? [] : ['installationId']} crumbs={crumbs} storeKey={`${def.name}.installation`} banner={banner} />;
  }
  return <ResourceContextProvider value={def.name}>{body}</ResourceContextProvider>;
}
