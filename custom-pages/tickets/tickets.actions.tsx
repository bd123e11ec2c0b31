import { useRecordContext } from 'react-admin';
import { LogTimeButton } from '@src/kit/LogTimeButton';

/** On a ticket's page (<resource>.actions.tsx): log time for this ticket, its installation filled in. */
export default function TicketActions() {
  const record = useRecordContext();
  if (!record?.id) return null;
  return <LogTimeButton source={{ ticketId: record.id, installationId: record.installationId }} />;
}
