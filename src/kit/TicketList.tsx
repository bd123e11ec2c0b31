import { Alert, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { ResourceContextProvider, useCanAccess, useDataProvider, useStore, useTranslate } from 'react-admin';
import { TICKET_STATUS_GROUPS } from '@resources/tickets';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { TaskButton } from '@src/kit/TaskButton';
import type { Crumb } from '@src/resource-screens/page-title';
import { useListCompanion } from '@src/resource-screens/list-companion';
import { registry } from '@src/resource-screens/registry';
import { ResourceList } from '@src/resource-screens/ResourceList';

type Group = keyof typeof TICKET_STATUS_GROUPS;

/** The list's companion that says where its tickets live (server: the tickets' `ticketing` companion). */
const TICKETING = 'ticketing';
const COMPANIONS = [TICKETING];

/** Inside the list: hands its answer's word on Freshdesk to the notice and button above the rows. */
function TicketingAnswer({ onAnswer }: { onAnswer: (freshdesk: boolean) => void }) {
  const freshdesk = useListCompanion<{ freshdesk: boolean }>(TICKETING)?.freshdesk;
  useEffect(() => {
    if (freshdesk !== undefined) onAnswer(freshdesk);
  }, [freshdesk, onAnswer]);
  return null;
}

function FreshdeskNotice({ freshdesk }: { freshdesk: boolean }) {
  const translate = useTranslate();
  return freshdesk ? <Alert severity="info">{translate('gondola.communication.tickets.inFreshdesk')}</Alert> : null;
}

function FreshdeskSyncButton({ freshdesk }: { freshdesk: boolean }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GondolaDataProvider>();
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
 * Freshdesk is connected comes with the rows (the `ticketing` companion), not from a request of its
 * own: a list opened on a phone waits for one answer, and the page re-renders only when it says
 * Freshdesk (without it nothing changes).
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
  const [freshdesk, setFreshdesk] = useState(false);
  return (
    <ResourceContextProvider value="tickets">
      <ResourceList
        def={registry.get('tickets')!}
        crumbs={crumbs}
        filter={listFilter}
        hideColumns={hideColumns}
        storeKey={storeKey}
        companions={COMPANIONS}
        inside={<TicketingAnswer onAnswer={setFreshdesk} />}
        banner={
          <Stack spacing={1} sx={{ mt: 1 }}>
            <FreshdeskNotice freshdesk={freshdesk} />
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
              <FreshdeskSyncButton freshdesk={freshdesk} />
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
