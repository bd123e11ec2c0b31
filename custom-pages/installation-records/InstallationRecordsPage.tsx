import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { ResourceContextProvider, useGetList, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PageHeader, type Crumb } from '@src/resource-screens/page-title';
import { registry } from '@src/resource-screens/registry';
import { ResourceList } from '@src/resource-screens/ResourceList';
import { ResourceShow } from '@src/resource-screens/ResourceShow';
import type { RouteEntry } from '@src/shell/route-table';
import { AddMyIpButton } from './AddMyIpButton';
import { useInstallationCrumbs } from '@src/kit/installation-crumbs';

type Via = 'configs' | 'componentTypes';

/** Ids that link records to the installation indirectly (a section's config, a changelog's component type). */
function useLinkIds(installationId: string, via: Via | undefined) {
  const configs = useGetList(
    'converter-configs',
    { filter: { installationId }, pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: via === 'configs' },
  );
  const components = useGetList(
    'software-components',
    { filter: { installationId }, pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: via === 'componentTypes' },
  );
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
 * to this installation, with create prefilled for it. `via` names the indirect link (a section's
 * config, a changelog's component type).
 */
function InstallationRecords({ route, resource, via, banner }: { route: RouteEntry; resource: string; via?: Via; banner?: (installationId: string) => ReactNode }) {
  const { installationId = '', selectedId } = useParams();
  const def = registry.get(resource)!;
  const crumbs = useInstallationCrumbs(route);
  const linkIds = useLinkIds(installationId, via);
  let body: ReactNode;
  if (selectedId)
    body = (
      <ResourceShow
        def={def}
        id={selectedId}
        crumbs={[...crumbs.slice(0, -1), { ...crumbs.at(-1)!, to: route.path.replace(':installationId', encodeURIComponent(installationId)).replace(/\/:selectedId\?$/, '') }]}
      />
    );
  else if (!linkIds) body = null;
  else {
    const filter = via === 'configs' ? { configId: linkIds } : via === 'componentTypes' ? { typeId: linkIds } : { installationId };
    body = (
      <ResourceList def={def} filter={filter} hideColumns={via ? [] : ['installationId']} crumbs={crumbs} storeKey={`${def.name}.installation`} banner={banner?.(installationId)} />
    );
  }
  return <ResourceContextProvider value={def.name}>{body}</ResourceContextProvider>;
}

type PageProps = { route: RouteEntry };

export function ConverterConfigsPage({ route }: PageProps) {
  return <InstallationRecords route={route} resource="converter-configs" />;
}

export function ConverterSectionsPage({ route }: PageProps) {
  return <InstallationRecords route={route} resource="converter-sections" via="configs" />;
}

export function ConverterRoutingRulesPage({ route }: PageProps) {
  return <InstallationRecords route={route} resource="converter-routing-rules" />;
}

export function SoftwareComponentsPage({ route }: PageProps) {
  return <InstallationRecords route={route} resource="software-components" />;
}

export function OrderErrorLogsPage({ route }: PageProps) {
  return <InstallationRecords route={route} resource="order-error-logs" />;
}

export function AdventuresPage({ route }: PageProps) {
  return <InstallationRecords route={route} resource="adventures" />;
}

export function SlaPage({ route }: PageProps) {
  return <InstallationRecords route={route} resource="slas" />;
}

export function WebhooksPage({ route }: PageProps) {
  return <InstallationRecords route={route} resource="webhooks" />;
}

export function InstallationRelationsPage({ route }: PageProps) {
  return <InstallationRecords route={route} resource="installation-relations" />;
}

export function InstallationContactsPage({ route }: PageProps) {
  return <InstallationRecords route={route} resource="installation-contacts" />;
}

export function InstallationIpsPage({ route }: PageProps) {
  return <InstallationRecords route={route} resource="installation-ips" banner={(installationId) => <AddMyIpButton installationId={installationId} />} />;
}

export function InstallationChangelogPage({ route }: PageProps) {
  return <InstallationRecords route={route} resource="changelogs" via="componentTypes" />;
}

export function WorkNotificationsPage({ route }: PageProps) {
  return <InstallationRecords route={route} resource="work-notifications" />;
}

export function InstallationEventsPage({ route }: PageProps) {
  return <InstallationRecords route={route} resource="installation-events" />;
}

export function InstallationResourcesPage({ route }: PageProps) {
  return <InstallationRecords route={route} resource="installation-resources" />;
}

/** `peak-login/{username}`: one Peak login of the installation. */
export function PeakLoginPage({ route }: { route: RouteEntry }) {
  const { installationId = '', username = '' } = useParams();
  const crumbs = useInstallationCrumbs(route);
  return (
    <ResourceContextProvider value="peak">
      <PeakLogin installationId={installationId} username={username} crumbs={crumbs} />
    </ResourceContextProvider>
  );
}
