import { Box, Card, CardContent } from '@mui/material';
import { ResourceContextProvider } from 'react-admin';
import { TicketList } from '@src/kit/TicketList';
import { useParams } from 'react-router-dom';
import { PageHeader } from '@src/resource-screens/page-title';
import { registry } from '@src/resource-screens/registry';
import { EditOrShow } from '@src/resource-screens/ResourceForm';
import type { RouteEntry } from '@src/shell/route-table';
import { ComponentVersions } from './cockpit/ComponentVersions';
import { useInstallationCrumbs } from '@src/kit/installation-crumbs';

/** `freshdesk`: the installation's tickets. */
export function FreshdeskPage({ route }: { route: RouteEntry }) {
  const { installationId = '' } = useParams();
  const crumbs = useInstallationCrumbs(route);
  return <TicketList crumbs={crumbs} filter={{ installationId }} hideColumns={['installationId']} storeKey="tickets.installation" />;
}

/** `detail`: the installation record, editable for those who may change it (it brings its own breadcrumb). */
export function DetailPage() {
  const { installationId = '' } = useParams();
  return (
    <ResourceContextProvider value="installations">
      <EditOrShow def={registry.get('installations')!} id={installationId} />
    </ResourceContextProvider>
  );
}

/** `software-components-versions`: installed vs. released. */
export function SoftwareComponentsVersionsPage({ route }: { route: RouteEntry }) {
  const { installationId = '' } = useParams();
  const crumbs = useInstallationCrumbs(route);
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
