import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useGetList, useLocale, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { OUTBOX_REASONS, OUTBOX_STATUSES } from '@resources/shared/outbox-options';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import type { NotificationAction } from './methods';
import { RecordTable } from '@src/kit/RecordTable';
import { keys } from '@src/resource-screens/resource-messages';
import { ToneChip } from '@src/kit/ToneChip';
import type { Draft } from './notification-draft';
import { SinkInbox } from './SinkInbox';
import { failureAnswer } from '@src/http/failure-answer';

const SETTLED = new Set(['sent', 'delivered', 'bounced', 'failed', 'incomplete', 'cancelled']);
const LIVE_MS = 1000;

/** Sending: the confirmation, then live progress with pause, resume, cancel and retrying the failed, and the report per recipient. */
export function SendStep({ draft, flush, accept }: { draft: Draft; flush(): Promise<Draft>; accept(patch: Partial<Draft>): void }) {
  const translate = useTranslate();
  const locale = useLocale() === 'de' ? 'de' : 'en';
  const notify = useNotify();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const t = (key: string, args?: object) => translate(`gondola.communication.wizard.${key}`, args);
  const live = draft.state === 'sending' || draft.state === 'paused';
  const { data: messages = [], isPending } = useGetList(
    'outbox-messages',
    { filter: { notificationId: draft.id }, sort: { field: 'recipient', order: 'ASC' }, pagination: { page: 1, perPage: 1000 } },
    { enabled: draft.state !== 'draft', refetchInterval: live ? LIVE_MS : false },
  );
  const { data: fresh } = useGetList(
    'notifications',
    { filter: { id: [draft.id] }, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } },
    { enabled: live, refetchInterval: live ? LIVE_MS : false },
  );
  const now = fresh?.[0];
  useEffect(() => {
    if (now && (now.state !== draft.state || now.version !== draft.version)) accept({ state: now.state, version: now.version });
  }, [now, draft.state, draft.version, accept]);

  const run = async (work: (saved: Draft) => Promise<{ version: number; state?: string }>) => {
    setBusy(true);
    try {
      const result = await work(await flush());
      accept({ version: result.version, ...(result.state && { state: result.state }) });
    } catch (error) {
      const { status, message } = failureAnswer(error);
      // The console's error handling already shows 400, 404 and 500 (spec §8); a conflict is said here.
      if (![400, 404, 500].includes(status)) notify(t('steerFailed', { reason: message ?? '' }), { type: 'error' });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  const steer = (action: NotificationAction) => run((saved) => dataProvider.steerNotification(String(draft.id), action, saved.version));
  const send = () => run((saved) => dataProvider.sendNotification(String(draft.id), saved.version).then((r) => ({ version: r.version, state: 'sending' })));
  const download = async () => {
    const { blob, filename } = await dataProvider.getNotificationReport(String(draft.id));
    const url = URL.createObjectURL(blob);
    const a = Object.assign(document.createElement('a'), { href: url, download: filename });
    a.click();
    URL.revokeObjectURL(url);
  };
  const settled = messages.filter((m) => SETTLED.has(String(m.status))).length;
  const failed = messages.some((m) => m.status === 'failed' || m.status === 'bounced');
  const label = (list: typeof OUTBOX_STATUSES, value: unknown) => list.find((o) => o.value === value)?.label[locale] ?? String(value ?? '');

  if (draft.state === 'draft') {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {confirming ? (
          <Alert
            severity="warning"
            action={
              <Stack direction="row" spacing={1}>
                <Button color="inherit" onClick={() => setConfirming(false)}>
                  {t('back')}
                </Button>
                <Button color="inherit" variant="outlined" disabled={busy} onClick={() => void send()} data-testid="confirm-send">
                  {t('send', { smart_count: draft.contactIds.length })}
                </Button>
              </Stack>
            }
          >
            {t('confirm')}
          </Alert>
        ) : (
          <Button variant="contained" disabled={busy || !draft.contactIds.length || !draft.channels.length} onClick={() => setConfirming(true)} data-testid="send">
            {t('send', { smart_count: draft.contactIds.length })}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Typography role="status" aria-live="polite" data-testid="send-state">
        {t('state', { state: translate(keys.option('notifications', 'state', draft.state), { _: draft.state }) })} · {t('progress', { done: settled, total: messages.length })}
      </Typography>
      {messages.length > 0 && (
        <LinearProgress variant="determinate" value={(settled / messages.length) * 100} aria-label={t('progress', { done: settled, total: messages.length })} />
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {draft.state === 'sending' && (
          <Button variant="outlined" disabled={busy} onClick={() => void steer('pause')}>
            {t('pause')}
          </Button>
        )}
        {draft.state === 'paused' && (
          <Button variant="outlined" disabled={busy} onClick={() => void steer('resume')}>
            {t('resume')}
          </Button>
        )}
        {live && (
          <Button variant="outlined" color="error" disabled={busy} onClick={() => void steer('cancel')}>
            {t('cancel')}
          </Button>
        )}
        {failed && draft.state !== 'cancelled' && (
          <Button variant="outlined" disabled={busy} onClick={() => void steer('retry')}>
            {t('retry')}
          </Button>
        )}
        <Button variant="text" onClick={() => void download()}>
          {t('report')}
        </Button>
      </Stack>
      <RecordTable<RaRecord>
        rows={messages}
        loading={isPending}
        label={t('results')}
        rowKey={(m) => String(m.id)}
        pageSize={50}
        testId="send-results"
        columns={[
          { id: 'recipient', label: t('recipient'), render: (m) => m.recipient, sortBy: (m) => m.recipient },
          { id: 'channel', label: t('channel'), render: (m) => t(m.channel === 'sms' ? 'sms' : 'email') },
          {
            id: 'status',
            label: t('status'),
            render: (m) => <ToneChip tone={OUTBOX_STATUSES.find((o) => o.value === m.status)?.tone ?? 'neutral'} label={label(OUTBOX_STATUSES, m.status)} />,
            sortBy: (m) => m.status,
          },
          { id: 'reason', label: t('reason'), render: (m) => (m.reason ? label(OUTBOX_REASONS, m.reason) : (m.detail ?? '')) },
        ]}
      />
      <Box>
        <SinkInbox refresh={live ? LIVE_MS * 2 : undefined} watch={`${draft.state}:${settled}`} />
      </Box>
    </Stack>
  );
}
