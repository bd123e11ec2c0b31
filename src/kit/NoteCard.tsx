import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useDateFormat } from '@src/i18n/date-format';
import MarkdownView from '@src/resource-screens/MarkdownView';

export interface NoteLike {
  id: unknown;
  text?: unknown;
  category?: unknown;
  pinned?: unknown;
  authorName?: unknown;
  createdAt?: unknown;
  recipientRoles?: unknown;
}

/** One note as people read it: who wrote it when, its category, the text rendered. */
export function NoteCard({ note, highlighted, unread, actions, footer }: { note: NoteLike; highlighted?: boolean; unread?: boolean; actions?: ReactNode; footer?: ReactNode }) {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  const when = note.createdAt ? dateTime(String(note.createdAt)) : '';
  return (
    <Paper
      variant="outlined"
      data-testid="note-card"
      data-note-id={String(note.id)}
      sx={{ p: 1.5, borderColor: highlighted ? 'primary.main' : undefined, borderWidth: highlighted ? 2 : 1, bgcolor: unread ? 'action.hover' : undefined }}
    >
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 0.5, flexWrap: 'wrap' }}>
        {note.pinned ? <Chip size="small" color="primary" label={translate('resources.notes.fields.pinned')} /> : null}
        <Chip size="small" label={translate(`resources.notes.options.category.${String(note.category)}`, { _: String(note.category) })} />
        {unread && <Chip size="small" color="error" label={translate('gondola.notes.unread')} />}
        <Typography variant="caption" color="text.secondary">
          {translate('gondola.notes.by', { author: String(note.authorName ?? '—'), time: when })}
        </Typography>
        <Box sx={{ flex: 1 }} />
        {actions}
      </Stack>
      <MarkdownView text={String(note.text ?? '')} />
      {footer}
    </Paper>
  );
}
