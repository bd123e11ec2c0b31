import { Alert, Box, Button, Card, CardContent, Chip, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useCreate, useGetList, useNotify, useTranslate, type Identifier } from 'react-admin';
import { registry } from '@src/resource-screens/registry';
import { useShell } from '@src/shell/http-context';
import { useDateFormat } from '@src/i18n/date-format';

type Kind = 'reply' | 'note';

/** Writing a reply to the contact or a private note; nothing typed is lost when sending fails. */
function Composer({ ticketId }: { ticketId: Identifier }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [kind, setKind] = useState<Kind>('reply');
  const [text, setText] = useState('');
  const [create, { isPending }] = useCreate();
  const t = (key: string) => translate(`gondola.communication.conversation.${key}`);
  const send = () =>
    create(
      'ticket-conversations',
      { data: { ticketId, kind, body: text } },
      {
        onSuccess: () => {
          setText('');
          notify(t('sent'), { type: 'success' });
        },
        onError: (error) => notify(translate('gondola.communication.conversation.failed', { reason: (error as Error).message }), { type: 'error' }),
      },
    );
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <ToggleButtonGroup size="small" exclusive value={kind} onChange={(_, next: Kind | null) => next && setKind(next)} aria-label={t('title')}>
        <ToggleButton value="reply">{t('reply')}</ToggleButton>
        <ToggleButton value="note">{t('note')}</ToggleButton>
      </ToggleButtonGroup>
      <TextField label={t('text')} multiline minRows={3} value={text} onChange={(e) => setText(e.target.value)} slotProps={{ htmlInput: { maxLength: 20_000 } }} />
      {kind === 'reply' && (
        <Typography variant="body2" color="text.secondary">
          {t('replyGoes')}
        </Typography>
      )}
      <Box>
        <Button variant="contained" disabled={!text.trim() || isPending} onClick={send}>
          {t('send')}
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * A ticket's conversation (spec §3 Ticket): replies and private notes oldest first, who wrote them
 * and when, what came from the contact; and, for those who may, writing the next one.
 */
export function TicketConversation({ ticketId }: { ticketId: Identifier }) {
  const { principal } = useShell();
  const def = registry.get('ticket-conversations')!;
  // The resource says who reads it: a staff-only conversation is not shown to customer users.
  if (def.scope && 'staffOnly' in def.scope && principal.scope !== 'staff') return null;
  return <Conversation ticketId={ticketId} />;
}

function Conversation({ ticketId }: { ticketId: Identifier }) {
  const translate = useTranslate();
  // The console's date format (24 hours, day first), as the ticket's own fields show their times.
  const { dateTime: time } = useDateFormat();
  const { canAccess: canWrite } = useCanAccess({ resource: 'ticket-conversations', action: 'create' });
  const {
    data: entries = [],
    isPending,
    error,
  } = useGetList('ticket-conversations', {
    filter: { ticketId },
    sort: { field: 'createdAt', order: 'ASC' },
    pagination: { page: 1, perPage: 500 },
  });
  const t = (key: string, args?: object) => translate(`gondola.communication.conversation.${key}`, args);
  return (
    <Card sx={{ mt: 2 }} data-testid="ticket-conversation">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('title')}
        </Typography>
        {error ? <Alert severity="error">{(error as Error).message}</Alert> : null}
        {!isPending && !entries.length && <Typography color="text.secondary">{t('empty')}</Typography>}
        <Stack spacing={1} sx={{ mt: 1 }} component="ol" aria-label={t('title')} style={{ listStyle: 'none', padding: 0 }}>
          {entries.map((entry) => (
            <Box
              component="li"
              key={entry.id}
              sx={{
                p: 1.5,
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
                bgcolor: entry.kind === 'note' ? 'action.hover' : 'background.paper',
                ml: entry.incoming ? 0 : { xs: 0, sm: 4 },
              }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
                <Chip size="small" label={t(entry.kind === 'note' ? 'kindNote' : 'kindReply')} color={entry.kind === 'note' ? 'default' : 'primary'} variant="outlined" />
                {entry.incoming && <Chip size="small" label={t('incoming')} />}
                <Typography variant="body2" color="text.secondary">
                  {t('by', { author: entry.authorName ?? '—', time: time(entry.createdAt) })}
                </Typography>
              </Stack>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.body}</Typography>
            </Box>
          ))}
        </Stack>
        {canWrite && <Composer ticketId={ticketId} />}
      </CardContent>
    </Card>
  );
}
