import MoreTime from '@mui/icons-material/MoreTime';
import { Button } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/** "Log time" where the work happens (the cockpit, a ticket): the worklog form with what it was for filled in. */
export function LogTimeButton({ source }: { source: Record<string, unknown> }) {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'worklogs', action: 'create' });
  if (!canAccess) return null;
  const filled = Object.fromEntries(Object.entries({ workedOn: new Date().toISOString().slice(0, 10), ...source }).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<MoreTime />}
      component={RouterLink}
      to={`/worklogs/create?source=${encodeURIComponent(JSON.stringify(filled))}`}
      data-testid="log-time"
    >
      {translate('gondola.reports.logTime')}
    </Button>
  );
}
