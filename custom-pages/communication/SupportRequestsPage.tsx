import { useGetList, useTranslate } from 'react-admin';
import { useState } from 'react';
import { LazyRecordMultiPicker } from '@src/kit/LazyRecordMultiPicker';
import type { RouteEntry } from '@src/shell/route-table';
import { TicketList } from '@src/kit/TicketList';

/** No installation has this id: a filter that matches nothing. */
const NONE = ['-'];
/** Every ticket: one object, so the list's filter keeps its identity while nothing is picked. */
const EVERY: Record<string, unknown> = {};

/**
 * `/support-requests`: every ticket across installations (spec §2 "Tickets from the ticketing
 * tool"), open or pending versus resolved or closed, with filters by installation, resort,
 * customer, topic, impact, environment, contact and text; a ticket opens with its conversation.
 */
export default function SupportRequestsPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const [resortIds, setResortIds] = useState<string[]>([]);
  const [customerIds, setCustomerIds] = useState<string[]>([]);
  const narrowed = resortIds.length > 0 || customerIds.length > 0;
  const { data: installations } = useGetList(
    'installations',
    {
      filter: { ...(resortIds.length && { resortId: resortIds }), ...(customerIds.length && { customerId: customerIds }) },
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'name', order: 'ASC' },
    },
    { enabled: narrowed },
  );
  const ids = installations?.map((i) => String(i.id)) ?? [];
  return (
    <TicketList
      crumbs={[{ label: translate(`gondola.routes.${route.key}`) }]}
      storeKey="tickets.support-requests"
      filter={narrowed ? { installationId: ids.length ? ids : NONE } : EVERY}
      filters={
        <>
          <LazyRecordMultiPicker resource="resorts" label={translate('gondola.communication.tickets.resort')} value={resortIds} onChange={setResortIds} width={220} />
          <LazyRecordMultiPicker resource="customers" label={translate('gondola.communication.tickets.customer')} value={customerIds} onChange={setCustomerIds} width={220} />
        </>
      }
    />
  );
}
