import MailOutline from '@mui/icons-material/MailOutline';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';

/**
 * The number of unread notes addressed to me. Keyed under `notes`, so the live-update client
 * refetches it whenever a note is written, changed or read anywhere.
 */
export const UNREAD_KEY = ['notes', 'unread-count'] as const;
export function useUnreadCountQuery() {
  const dataProvider = useDataProvider<GondolaDataProvider>();
  return useQuery({ queryKey: UNREAD_KEY, queryFn: () => dataProvider.getUnreadCount(), staleTime: 30_000 });
}
export function useUnreadCount(): number {
  return useUnreadCountQuery().data ?? 0;
}

export function InboxMenuIcon() {
  const count = useUnreadCount();
  return (
    <Badge badgeContent={count} color="error" max={99} data-testid="inbox-menu-badge">
      <MailOutline />
    </Badge>
  );
}

/** The app bar's inbox button with the unread count. */
export function InboxButton() {
  const count = useUnreadCount();
  const translate = useTranslate();
  const navigate = useNavigate();
  const label = `${translate('gondola.notes.inboxButton')}: ${translate('gondola.notes.unreadCount', { count })}`;
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={() => navigate('/inbox')} aria-label={label} data-testid="inbox-button">
        <Badge badgeContent={count} color="error" max={99} data-testid="inbox-badge" data-count={count}>
          <MailOutline />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
