import type { ResourceDefinition } from '@core/resource-kit';
import { useParams } from 'react-router-dom';
import { ResourceShow } from '@src/resource-screens/ResourceShow';
import TicketActions from '@custom-pages/tickets/tickets.actions';
import { TicketConversation } from './TicketConversation';

/** A ticket's page for those who read it (<resource>.show.tsx): the ticket, then its conversation. */
export default function TicketShow({ def }: { def: ResourceDefinition }) {
  const { id = '' } = useParams();
  return (
    <>
      <ResourceShow def={def} actions={TicketActions} />
      {id && <TicketConversation ticketId={decodeURIComponent(id)} />}
    </>
  );
}
