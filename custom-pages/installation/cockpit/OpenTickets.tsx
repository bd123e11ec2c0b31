import { Typography } from '@mui/material';
import { Link, useGetList, useTranslate } from 'react-admin';

/** How many tickets of an installation are open or pending, and the latest few by subject, each leading to its tickets page. */
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
      {translate('gondola.problems.openTickets', { smart_count: total })}
      {tickets.map((t) => (
        <span key={String(t.id)}>
          {' · '}
          <Link to={to}>{String(t.subject)}</Link>
        </span>
      ))}
    </Typography>
  );
}
