import { Box, Card, CardContent, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { ResourceContextProvider, useStore, useTranslate } from 'react-admin';
import { TICKET_STATUS_GROUPS } from '@resources/tickets';
import { useParams } from 'react-router-dom';
import { PageHeader, type Crumb } from '@src/resource-screens/page-title';
import { ResourceList } from '@src/resource-screens/ResourceList';
import { registry } from '@src/resource-screens/registry';
import { EditOrShow } from '@src/resource-screens/ResourceForm';
import type { RouteEntry } from '@src/shell/route-table';
import { ComponentVersions } from './cockpit/ComponentVersions';
import { useInstallationCrumbs } from './crumbs';

/** `freshdesk`: this installation's tickets, open or pending versus resolved or closed (spec §4). */
function TicketsPage({ installationId, crumbs }: { installationId: string; crumbs: Crumb[] }) {
  const translate = useTranslate();
  const [group, setGroup] = useStore<keyof typeof TICKET_STATUS_GROUPS>('tickets.installation.group', 'active');
  return (
    <ResourceContextProvider value="tickets">
      <ResourceList
        def={registry.get('tickets')!}
        crumbs={crumbs}
        filter={{ installationId, status: [...TICKET_STATUS_GROUPS[group]] }}
        hideColumns={['installationId']}
        storeKey="tickets.installation"
        banner={
          <ToggleButtonGroup
            size="small"
            exclusive
            value={group}
            onChange={(_, next: keyof typeof TICKET_STATUS_GROUPS | null) => next && setGroup(next)}
            sx={{ mt: 1 }}
            aria-label={translate('gondola.tickets.show')}
          >
            <ToggleButton value="active">{translate('gondola.tickets.active')}</ToggleButton>
            <ToggleButton value="done">{translate('gondola.tickets.done')}</ToggleButton>
          </ToggleButtonGroup>
        }
      />
    </ResourceContextProvider>
  );
}

/** `freshdesk`: the installation's tickets. */
export function FreshdeskPage({ route }: { route: RouteEntry }) {
  const { installationId = '' } = useParams();
  const crumbs = useInstallationCrumbs(route);
  return <TicketsPage installationId={installationId} crumbs={crumbs} />;
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
