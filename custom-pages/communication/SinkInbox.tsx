import { Alert, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocale, useTranslate } from 'react-admin';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { useCommunicationStatus } from '@src/kit/communication-status';
import type { SinkMessage } from './methods';
import { RecordTable } from '@src/kit/RecordTable';
import { formattingLocale } from '@src/i18n/date-format';
import { LinkedText } from './linked-text';

/** In demo mode: what the embedded mail and SMS sinks received, newest first, so the demo shows what was "sent"; read again when `watch` changes. */
export function SinkInbox({ refresh, watch }: { refresh?: number; watch?: string }) {
  const translate = useTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const status = useCommunicationStatus();
  const sinks = status && (status.mail === 'sink' || status.sms === 'sink');
  const { data, isPending } = useQuery({ queryKey: ['communication', 'sink', watch], queryFn: () => dataProvider.getSinkMessages(), enabled: !!sinks, refetchInterval: refresh });
  if (!sinks) return null;
  const t = (key: string) => translate(`gondola.communication.sink.${key}`);
  const time = (iso: string) => new Intl.DateTimeFormat(formattingLocale(locale), { timeStyle: 'medium' }).format(new Date(iso));
  return (
    <Stack spacing={1} sx={{ mt: 3 }} data-testid="sink-inbox">
      <Typography variant="h6" component="h2">
        {t('title')}
      </Typography>
      <Alert severity="info">{t('explain')}</Alert>
      <RecordTable<SinkMessage>
        rows={data?.messages}
        loading={isPending}
        label={t('title')}
        empty={t('empty')}
        rowKey={(m) => `${m.channel}:${m.key}`}
        pageSize={25}
        columns={[
          { id: 'received', label: t('received'), render: (m) => time(m.receivedAt), nowrap: true },
          {
            id: 'channel',
            label: translate('gondola.communication.wizard.channel'),
            render: (m) => translate(`gondola.communication.wizard.${m.channel === 'sms' ? 'sms' : 'email'}`),
          },
          { id: 'recipient', label: translate('gondola.communication.wizard.recipient'), render: (m) => m.recipient },
          {
            id: 'text',
            label: translate('gondola.communication.wizard.steps.message'),
            render: (m) => <LinkedText text={[m.subject, m.body].filter(Boolean).join(' — ')} limit={160} />,
          },
          { id: 'copies', label: t('copies'), render: (m) => m.copies, align: 'right' },
        ]}
      />
    </Stack>
  );
}
