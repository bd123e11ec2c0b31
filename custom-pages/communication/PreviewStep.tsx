import { Alert, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import type { Draft } from './notification-draft';

/** What one chosen recipient gets on each channel, composed by the server from the saved draft, placeholders filled. */
export function PreviewStep({ draft, flush }: { draft: Draft; flush(): Promise<unknown> }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const t = (key: string, args?: object) => translate(`gondola.communication.wizard.${key}`, args);
  const { data: recipients } = useQuery({
    queryKey: ['notifications', 'chosen', draft.contactIds],
    queryFn: async () => (draft.contactIds.length ? (await dataProvider.findRecipients({ contactIds: draft.contactIds })).contacts : []),
  });
  const [contactId, setContactId] = useState<string>('');
  // The first chosen recipient, again when the one shown was left out meanwhile.
  useEffect(() => {
    if (recipients && !recipients.some((c) => c.id === contactId)) setContactId(recipients[0]?.id ?? '');
  }, [contactId, recipients]);
  const { data, error } = useQuery({
    queryKey: ['notifications', 'preview', draft.id, contactId, draft.version],
    queryFn: async () => {
      await flush();
      return dataProvider.previewNotification(String(draft.id), contactId);
    },
    enabled: !!contactId,
  });
  return (
    <Stack spacing={2}>
      <TextField select size="small" sx={{ width: { xs: '100%', sm: 360 } }} label={t('previewFor')} value={contactId} onChange={(e) => setContactId(e.target.value)}>
        {(recipients ?? []).map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name} · {c.customerName}
          </MenuItem>
        ))}
      </TextField>
      {recipients?.length === 0 && <Alert severity="info">{t('previewNobody')}</Alert>}
      {error ? <Alert severity="error">{(error as Error).message}</Alert> : null}
      {data?.messages.map((m) => (
        <Card key={m.channel} variant="outlined" data-testid={`preview-${m.channel}`}>
          <CardContent>
            <Typography variant="subtitle2" component="h3">
              {t(m.channel)} · {t('to', { recipient: m.recipient, language: m.language })}
            </Typography>
            {m.status === 'incomplete' ? (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {t('willNotSend', { detail: m.detail ?? m.reason ?? '' })}
              </Alert>
            ) : (
              <>
                {m.subject && (
                  <Typography sx={{ mt: 1, fontWeight: 600 }} data-testid="preview-subject">
                    {m.subject}
                  </Typography>
                )}
                <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.text}</Typography>
              </>
            )}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
