import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { LogTimeButton } from '@src/kit/LogTimeButton';
import { TicketConversation } from './TicketConversation';

/** Under a ticket's form (<resource>.aside.tsx): its conversation with the reply box, and logging time for it. */
export default function TicketAside() {
  const record = useRecordContext();
  if (!record?.id) return null;
  return (
    <Box sx={{ mt: 1, width: '100%' }}>
      <LogTimeButton source={{ ticketId: record.id, installationId: record.installationId }} />
      <TicketConversation ticketId={record.id} />
    </Box>
  );
}
