import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { LogTimeButton } from './LogTimeButton';

/** Beside a ticket's form (<resource>.aside.tsx): log time for this ticket, its installation filled in. */
export default function TicketAside() {
  const record = useRecordContext();
  if (!record?.id) return null;
  return (
    <Box sx={{ mt: 1 }}>
      <LogTimeButton source={{ ticketId: record.id, installationId: record.installationId }} />
    </Box>
  );
}
