import { Box, Card, CardContent, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { ResourceContextProvider, useStore, useTranslate } from 'react-admin';
import { TICKET_STATUS_GROUPS } from '../../resources/tickets';
import { useParams } from 'react-router-dom';
import { PageHeader, type Crumb } from '../resource-screens/page-title';
import { ResourceList } from '../resource-screens/ResourceList';
import { registry } from '../resource-screens/registry';
import { EditOrShow } from '../resource-screens/ResourceForm';
import type { RouteEntry } from '../shell/route-table';
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
          <ToggleButtonGroup size="small" exclusive value={group} onChange={(_, next: keyof typeof TICKET_STATUS_GROUPS | null) => next && setGroup(next)} sx={{ mt: 1 }} aria-label={translate('gondola.tickets.show')}>
            <ToggleButton value="active">{translate('gondola.tickets.active')}</ToggleButton>
            <ToggleButton value="done">{translate('gondola.tickets.done')}</ToggleButton>
          </ToggleButtonGroup>
        }
      />
    </ResourceContextProvider>
  );
}

/** `detail`: the installation record, editable for those who may change it. `software-components-versions`: installed vs. released. */
export default function InstallationPage({ route }: { route: RouteEntry }) {
  const { installationId = '' } = useParams();
  const crumbs = useInstallationCrumbs(route);
  if (route.key === 'freshdesk') return <TicketsPage installationId={installationId} crumbs={crumbs} />;
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
