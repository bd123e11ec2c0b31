import { Typography } from '@mui/material';
import { Link, useGetList, useTranslate } from 'react-admin';

/** How many tickets of an installation are open or pending (leading to its tickets), and the latest few by subject, each opening the ticket. */
export function OpenTickets({ installationId, max = 3 }: { installationId: string; max?: number }) {
  const translate = useTranslate();
  const { data: tickets = [], total = 0 } = useGetList('tickets', {
    filter: { installationId, status: ['open', 'pending'] },
    sort: { field: 'updatedAt', order: 'DESC' },
    pagination: { page: 1, perPage: max },
  });
  const to = `/installation/${encodeURIComponent(installationId)}/freshdesk`;
  return (
    <Typography variant="body2" component="div" data-testid="open-tickets">
      <Link to={to}>{translate('gondola.problems.openTickets', { smart_count: total })}</Link>
      {tickets.map((t) => (
        <span key={String(t.id)}>
          {' · '}
          <Link to={`/tickets/${encodeURIComponent(String(t.id))}/show`}>{String(t.subject)}</Link>
        </span>
      ))}
    </Typography>
  );
}
