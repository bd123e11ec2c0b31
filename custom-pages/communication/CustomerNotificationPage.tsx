import Add from '@mui/icons-material/Add';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useCreate, useGetIdentity, useGetList, useLocale, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { RecordTable } from '@src/kit/RecordTable';
import { ToneChip } from '@src/kit/ToneChip';
import { PageHeader } from '@src/resource-screens/page-title';
import { keys } from '@src/resource-screens/resource-messages';
import { NOTIFICATION_STATES } from '@resources/notifications';
import type { RouteEntry } from '@src/shell/route-table';
import { NotificationWizard } from './NotificationWizard';
import { SinkInbox } from './SinkInbox';
import { formattingLocale } from '@src/i18n/date-format';

/** Starts a notification draft and opens it (the address names it, so a reload or a return finds it again). */
export function useStartDraft() {
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const [, setParams] = useSearchParams();
  const start = (data: Record<string, unknown>) =>
    create(
      'notifications',
      { data },
      {
        onSuccess: (record: RaRecord) => setParams({ draft: String(record.id) }, { replace: true }),
        onError: (error) => notify(String((error as Error).message), { type: 'error' }),
      },
    );
  return { start, starting: isPending };
}

/** `/customer-notification`: the wizard over a draft, or the author's drafts and recent notifications and a new one. */
export default function CustomerNotificationPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const locale = useLocale() === 'de' ? 'de' : 'en';
  const [params, setParams] = useSearchParams();
  const { identity } = useGetIdentity();
  const { start, starting } = useStartDraft();
  const [now] = useState(() => new Date());
  const title = translate(`gondola.routes.${route.key}`);
  const draftId = params.get('draft');
  const { data: recent, isPending } = useGetList(
    'notifications',
    { filter: { authorId: identity?.id, kind: 'wizard' }, sort: { field: 'updatedAt', order: 'DESC' }, pagination: { page: 1, perPage: 20 } },
    { enabled: !draftId && !!identity?.id },
  );
  const t = (key: string) => translate(`gondola.communication.wizard.${key}`);
  if (draftId) return <NotificationWizard draftId={draftId} steps={['recipients', 'channels', 'message', 'preview', 'send']} crumbs={[{ label: title, to: route.path }]} />;
  const dateTime = new Intl.DateTimeFormat(formattingLocale(locale), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Box>
      <PageHeader crumbs={[{ label: title }]} />
      <Card sx={{ mt: 1 }}>
        <CardContent>
          <Stack spacing={2}>
            <Box>
              <Button
                variant="contained"
                startIcon={<Add />}
                disabled={starting}
                onClick={() => start({ title: `${title} ${dateTime.format(now)}`, kind: 'wizard', channels: ['email'] })}
                data-testid="new-notification"
              >
                {t('new')}
              </Button>
            </Box>
            <Typography variant="h6" component="h2">
              {t('drafts')}
            </Typography>
            <RecordTable<RaRecord>
              rows={recent}
              loading={isPending && !!identity?.id}
              label={t('drafts')}
              empty={t('noDrafts')}
              rowKey={(n) => String(n.id)}
              onRowClick={(n) => setParams({ draft: String(n.id) })}
              columns={[
                { id: 'title', label: t('title'), render: (n) => n.title },
                {
                  id: 'state',
                  label: t('status'),
                  render: (n) => <ToneChip tone={NOTIFICATION_STATES.find((s) => s.value === n.state)?.tone} label={translate(keys.option('notifications', 'state', n.state))} />,
                },
                { id: 'updated', label: translate(keys.field('notifications', 'sentAt')), render: (n) => (n.sentAt ? dateTime.format(new Date(n.sentAt)) : '—'), nowrap: true },
              ]}
            />
            <SinkInbox />
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
