import { Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useGetList, useNotify, useTranslate, type RaRecord } from 'react-admin';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { useDateFormat } from '@src/i18n/date-format';
import { RecordTable } from '@src/kit/RecordTable';
import { ToneChip } from '@src/kit/ToneChip';
import { registry } from '@src/resource-screens/registry';
import { keys } from '@src/resource-screens/resource-messages';

const STEPS = 3;
type Event = { at: string; key: string; index: number; timelineMs?: number; reporter: string };

/** A choice field's option label and tone, from the resource's definition. */
function useOption(field: string) {
  const translate = useTranslate();
  const options = (registry.get('video-sessions')!.fields[field] as { options?: Array<{ value: string; tone?: 'info' }> }).options ?? [];
  return (value: unknown) => (
    <ToneChip tone={options.find((o) => o.value === value)?.tone} label={value == null ? '—' : translate(keys.option('video-sessions', field, String(value)))} />
  );
}

/** One session's events on its timeline, and its reprocessing with progress. */
function SessionDetail({ session }: { session: RaRecord }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.tracker.sessions.${key}`, options);
  const format = useDateFormat();
  const notify = useNotify();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const { canAccess: canReprocess = false } = useCanAccess({ resource: 'video-sessions', action: 'reprocess' });
  const reprocess = useMutation({
    mutationFn: () => dataProvider.reprocessSession(String(session.id)),
    onSuccess: ({ started }) => notify(t(started ? 'queued' : 'already'), { type: 'info' }),
  });
  const state = String(session.reprocessState);
  const busy = state === 'queued' || state === 'running';
  const events = (session.events as Event[] | undefined) ?? [];
  return (
    <Card variant="outlined" sx={{ mt: 2 }} data-testid="session-detail">
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
            {t('events', { session: session.sessionId })}
          </Typography>
          {canReprocess && (
            <Button variant="outlined" size="small" disabled={busy || reprocess.isPending} onClick={() => reprocess.mutate()}>
              {t('reprocess')}
            </Button>
          )}
        </Stack>
        {busy && (
          <Box sx={{ mb: 1 }} role="status">
            <Typography variant="body2">{t('reprocessing', { step: Number(session.reprocessStep ?? 0), steps: STEPS })}</Typography>
            <LinearProgress variant="determinate" value={(Number(session.reprocessStep ?? 0) / STEPS) * 100} aria-label={t('reprocess')} />
          </Box>
        )}
        <RecordTable<Event>
          rows={events}
          label={t('events', { session: session.sessionId })}
          rowKey={(e) => `${e.index}-${e.key}`}
          columns={[
            { id: 'index', label: translate(keys.subfield('video-sessions', 'events', 'index')), render: (e) => e.index, nowrap: true },
            { id: 'key', label: translate(keys.subfield('video-sessions', 'events', 'key')), render: (e) => e.key },
            { id: 'at', label: translate(keys.subfield('video-sessions', 'events', 'at')), render: (e) => format.dateTime(e.at), nowrap: true },
            {
              id: 'timeline',
              label: translate(keys.subfield('video-sessions', 'events', 'timelineMs')),
              render: (e) => (e.timelineMs === undefined ? '—' : `${(e.timelineMs / 1000).toFixed(2)} s`),
              align: 'right',
              nowrap: true,
            },
            { id: 'reporter', label: translate(keys.subfield('video-sessions', 'events', 'reporter')), render: (e) => e.reporter },
          ]}
        />
      </CardContent>
    </Card>
  );
}

/** An installation's (or a lane's) video sessions: status, analysis, and a chosen one's events. */
export function SessionList({ installationId, lane }: { installationId: string; lane?: number }) {
  const translate = useTranslate();
  const field = (name: string) => translate(keys.field('video-sessions', name));
  const [chosen, setChosen] = useState<string>();
  const format = useDateFormat();
  const { data = [], isPending } = useGetList('video-sessions', {
    filter: { installationId, ...(lane ? { lane } : {}) },
    sort: { field: 'uploadedAt', order: 'DESC' },
    pagination: { page: 1, perPage: 50 },
  });
  const status = useOption('status');
  const analysis = useOption('configAnalysisStatus');
  const reprocess = useOption('reprocessState');
  const session = data.find((s) => s.id === chosen);
  return (
    <Box component="section" aria-label={translate('gondola.tracker.sessions.title')} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('gondola.tracker.sessions.title')}
      </Typography>
      <RecordTable<RaRecord>
        rows={data}
        loading={isPending}
        label={translate('gondola.tracker.sessions.title')}
        rowKey={(s) => String(s.id)}
        testId="session-list"
        pageSize={15}
        onRowClick={(s) => setChosen(String(s.id))}
        columns={[
          { id: 'sessionId', label: field('sessionId'), render: (s) => String(s.sessionId) },
          { id: 'lane', label: field('lane'), render: (s) => String(s.lane), nowrap: true },
          { id: 'startNumber', label: field('startNumber'), render: (s) => String(s.startNumber ?? '—'), nowrap: true },
          { id: 'orderId', label: field('orderId'), render: (s) => String(s.orderId ?? '—') },
          { id: 'uploadedAt', label: field('uploadedAt'), render: (s) => (s.uploadedAt ? format.dateTime(String(s.uploadedAt)) : '—'), nowrap: true },
          { id: 'runtime', label: field('runtimeMs'), render: (s) => (s.runtimeMs == null ? '—' : `${(Number(s.runtimeMs) / 1000).toFixed(2)} s`), align: 'right', nowrap: true },
          { id: 'status', label: field('status'), render: (s) => status(s.status) },
          { id: 'analysis', label: field('configAnalysisStatus'), render: (s) => analysis(s.configAnalysisStatus) },
          { id: 'reprocess', label: field('reprocessState'), render: (s) => reprocess(s.reprocessState) },
        ]}
      />
      {session ? (
        <SessionDetail session={session} />
      ) : (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {translate('gondola.tracker.sessions.select')}
        </Typography>
      )}
    </Box>
  );
}
