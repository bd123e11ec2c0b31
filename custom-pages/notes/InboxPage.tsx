import { Alert, Box, Button, Grid, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ReferenceField, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { useDateFormat } from '@src/i18n/date-format';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { WriteNoteButton } from './WriteNoteButton';
import type { RouteEntry } from '@src/shell/route-table';
import { ShellPage } from '@src/shell/ShellPage';
import { NoteCard } from '@src/kit/NoteCard';

const PREVIEW = 90;
function firstLine(text: unknown): string {
  const line =
    String(text ?? '')
      .replace(/[*_#>`[\]]/g, '')
      .split('\n')
      .find((l) => l.trim())
      ?.trim() ?? '';
  return line.length > PREVIEW ? `${line.slice(0, PREVIEW - 1).trimEnd()}…` : line;
}

/** `/inbox` and `/inbox/{noteId}`: notes addressed to me or my roles, unread first; opening one marks it read. */
export default function InboxPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  const { noteId } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const { data: notes, isPending } = useQuery({ queryKey: ['notes', 'inbox'], queryFn: () => dataProvider.getInbox() });
  const selected = notes?.find((n) => String(n.id) === noteId);

  const setRead = async (id: string, read: boolean) => {
    await dataProvider.setNoteRead({ id, read });
    await queryClient.invalidateQueries({ queryKey: ['notes'] });
  };
  const openedId = selected ? String(selected.id) : undefined;
  const openedUnread = !!selected && !selected.readAt;
  // Opening a note marks it read once per opening: "mark as unread" on the open note must stay unread,
  // not be undone by this effect when the refetched note comes back unread.
  const openingSeen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!openedId) {
      openingSeen.current = undefined;
      return;
    }
    if (openingSeen.current === openedId) return;
    openingSeen.current = openedId;
    if (!openedUnread) return;
    void dataProvider.setNoteRead({ id: openedId, read: true }).then(() => queryClient.invalidateQueries({ queryKey: ['notes'] }));
  }, [openedId, openedUnread, dataProvider, queryClient]);

  const unread = notes?.filter((n) => !n.readAt).length ?? 0;
  return (
    <ShellPage route={route} title={`${translate('gondola.routes.inbox')}${unread ? ` (${translate('gondola.notes.unreadCount', { count: unread })})` : ''}`}>
      <WriteNoteButton />
      {!isPending && !notes?.length && <Alert severity="info">{translate('gondola.notes.inboxEmpty')}</Alert>}
      {!!notes?.length && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 5 }}>
            <List dense disablePadding aria-label={translate('gondola.routes.inbox')} data-testid="inbox-list">
              {notes.map((n) => (
                // A list holds items: each note's button inside one, the open one marked as current.
                <ListItem key={String(n.id)} disablePadding>
                  <ListItemButton
                    selected={String(n.id) === noteId}
                    aria-current={String(n.id) === noteId ? 'true' : undefined}
                    onClick={() => navigate(`/inbox/${n.id}`)}
                    data-note-id={String(n.id)}
                    data-unread={!n.readAt}
                  >
                    <ListItemText
                      primary={firstLine(n.text)}
                      secondary={`${String(n.authorName ?? '')} · ${dateTime(String(n.createdAt))}`}
                      slotProps={{ primary: { sx: { fontWeight: n.readAt ? 400 : 700 } } }}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            {selected ? (
              <NoteCard
                note={selected}
                highlighted
                actions={
                  <Button size="small" onClick={() => void setRead(String(selected.id), !selected.readAt)}>
                    {translate(selected.readAt ? 'gondola.notes.markUnread' : 'gondola.notes.markRead')}
                  </Button>
                }
                footer={
                  selected.installationId ? (
                    <Typography variant="body2" sx={{ mt: 1 }}>
                      {translate('gondola.notes.about')}:{' '}
                      <ReferenceField
                        record={selected}
                        source="installationId"
                        reference="installations"
                        link={() => `/installation/${encodeURIComponent(String(selected.installationId))}/operation/${selected.id}`}
                      />
                    </Typography>
                  ) : null
                }
              />
            ) : noteId && !isPending ? (
              <Alert severity="warning">{translate('gondola.notes.notFound')}</Alert>
            ) : (
              <Box sx={{ color: 'text.secondary', p: 2 }}>{translate('gondola.notes.select')}</Box>
            )}
          </Grid>
        </Grid>
      )}
    </ShellPage>
  );
}
