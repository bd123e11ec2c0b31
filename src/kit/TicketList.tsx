import { Alert, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { type ReactNode, useMemo } from 'react';
import { ResourceContextProvider, useCanAccess, useDataProvider, useStore, useTranslate } from 'react-admin';
import { TICKET_STATUS_GROUPS } from '@resources/tickets';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { useCommunicationStatus } from '@src/kit/communication-status';
import { TaskButton } from '@src/kit/TaskButton';
import type { Crumb } from '@src/resource-screens/page-title';
import { registry } from '@src/resource-screens/registry';
import { ResourceList } from '@src/resource-screens/ResourceList';

type Group = keyof typeof TICKET_STATUS_GROUPS;

/** Whether the tickets come from Freshdesk, read by the parts that depend on it only. */
const useFreshdesk = () => !!useCommunicationStatus()?.freshdesk;

function FreshdeskNotice() {
  const translate = useTranslate();
  return useFreshdesk() ? <Alert severity="info">{translate('gondola.communication.tickets.inFreshdesk')}</Alert> : null;
}

function FreshdeskSyncButton() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const freshdesk = useFreshdesk();
  const { canAccess: canWrite } = useCanAccess({ resource: 'tickets', action: 'edit' });
  if (!freshdesk || !canWrite) return null;
  return (
    <TaskButton
      size="small"
      label={translate('gondola.communication.tickets.sync')}
      run={() => dataProvider.syncFreshdesk()}
      done={(result) => translate('gondola.communication.tickets.synced', result)}
      failed={() => translate('gondola.communication.tickets.syncFailed')}
      refresh="tickets"
    />
  );
}

/**
 * Tickets, open or pending versus resolved or closed (spec §4), with the kit's filters and search;
 * `filter` narrows them (one installation, the installations of a resort or customer). Whether
 * Freshdesk is connected (a second request) and whether this user may sync are read by the notice
 * and the button themselves: their answers, arriving after the rows, re-render those alone, not the
 * whole list.
 */
export function TicketList({
  crumbs,
  filter,
  storeKey,
  hideColumns = [],
  filters,
}: {
  crumbs: Crumb[];
  filter: Record<string, unknown>;
  storeKey: string;
  hideColumns?: string[];
  filters?: ReactNode;
}) {
  const translate = useTranslate();
  const [group, setGroup] = useStore<Group>(`${storeKey}.group`, 'active');
  const listFilter = useMemo(() => ({ ...filter, status: [...TICKET_STATUS_GROUPS[group]] }), [filter, group]);
  return (
    <ResourceContextProvider value="tickets">
      <ResourceList
        def={registry.get('tickets')!}
        crumbs={crumbs}
        filter={listFilter}
        hideColumns={hideColumns}
        storeKey={storeKey}
        banner={
          <Stack spacing={1} sx={{ mt: 1 }}>
            <FreshdeskNotice />
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <ToggleButtonGroup
                size="small"
                exclusive
                value={group}
                onChange={(_, next: Group | null) => next && setGroup(next)}
                aria-label={translate('gondola.communication.tickets.show')}
              >
                <ToggleButton value="active">{translate('gondola.communication.tickets.active')}</ToggleButton>
                <ToggleButton value="done">{translate('gondola.communication.tickets.done')}</ToggleButton>
              </ToggleButtonGroup>
              <FreshdeskSyncButton />
            </Stack>
          </Stack>
        }
        pageFilters={
          filters && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 1 }}>
              {filters}
            </Stack>
          )
        }
      />
    </ResourceContextProvider>
  );
}
