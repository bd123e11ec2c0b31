import { Box, Card, CardContent } from '@mui/material';
import { ResourceContextProvider, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PageHeader } from '../resource-screens/page-title';
import { registry } from '../resource-screens/registry';
import { EditOrShow } from '../resource-screens/ResourceForm';
import type { RouteEntry } from '../shell/route-table';
import { ComponentVersions } from './cockpit/ComponentVersions';

function useCrumbs(route: RouteEntry, installationId: string) {
  const translate = useTranslate();
  const { data } = useGetOne('installations', { id: installationId });
  return [
    { label: translate('resources.installations.name', { smart_count: 2 }), to: '/installations' },
    { label: data ? String(data.name) : installationId, to: `/installation/${encodeURIComponent(installationId)}/operation` },
    { label: translate(`gondola.routes.${route.key}`) },
  ];
}

/** `detail`: the installation record, editable for those who may change it. `software-components-versions`: installed vs. released. */
export default function InstallationPage({ route }: { route: RouteEntry }) {
  const { installationId = '' } = useParams();
  const crumbs = useCrumbs(route, installationId);
  if (route.key === 'detail') {
    return (
      // The record page brings its own breadcrumb (installations / this one).
      <ResourceContextProvider value="installations">
        <EditOrShow def={registry.get('installations')!} id={installationId} />
      </ResourceContextProvider>
    );
  }
  return (
    <Box>
      <PageHeader crumbs={crumbs} />
      <Card sx={{ mt: 1 }}>
        <CardContent>
          <ComponentVersions installationId={installationId} />
        </CardContent>
      </Card>
    </Box>
  );
}
