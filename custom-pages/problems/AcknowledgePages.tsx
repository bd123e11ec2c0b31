import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, RecordContextProvider, useDataProvider, useGetList, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { fieldDisplay } from '@src/resource-screens/field-display';
import { registry } from '@src/resource-screens/registry';
import type { RouteEntry } from '@src/shell/route-table';
import { RecordTable } from '@src/kit/RecordTable';
import { ShellPage } from '@src/shell/ShellPage';
import { AcknowledgeForm, MessageFields } from './AcknowledgeForm';

/** Back to where the user came from within the console (the list, the problem, the cockpit), else to `fallback`. */
function useReturn(fallback: () => string) {
  const navigate = useNavigate();
  return () => {
    // react-router keeps the position in its history entries: above 0, the previous page is the console's.
    if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) navigate(-1);
    else navigate(fallback());
  };
}

/** `/problem/acknowledge/{triggerId}/{installationId}/{source}`: acknowledge that one problem, then back to where the user was. */
export function AcknowledgeOnePage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const { triggerId = '', source = '' } = useParams();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const { data: problem, isError } = useQuery({
    queryKey: ['problems', 'by-trigger', source, triggerId],
    queryFn: () => dataProvider.getProblemByTrigger(source, triggerId),
    retry: false,
  });
  const def = registry.get('problems')!;
  const back = useReturn(() => (problem ? `/problems/${problem.id}/show` : '/problem'));
  return (
    <ShellPage route={route} title={translate('gondola.routes.problemAcknowledge')}>
      {isError && <Alert severity="warning">{translate('gondola.problems.notFound')}</Alert>}
      {problem && (
        <RecordContextProvider value={problem}>
          <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
            {fieldDisplay(def, 'severity')}
            {fieldDisplay(def, 'state')}
            <Link to={`/problems/${problem.id}/show`}>{String(problem.name)}</Link>
          </Stack>
          <Box sx={{ maxWidth: 560 }}>
            <AcknowledgeForm problem={problem} onDone={back} onCancel={back} />
          </Box>
        </RecordContextProvider>
      )}
    </ShellPage>
  );
}

/** `/problem/acknowledgeall/{installationId}/{source}`: what will be acknowledged, then each one's result. */
export function AcknowledgeAllPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const { installationId = '', source = '' } = useParams();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const def = registry.get('problems')!;
  const { data: installation } = useGetOne('installations', { id: installationId });
  const filter = { installationId, source, state: 'problem', acknowledged: false };
  const { data: open = [], isPending, refetch } = useGetList('problems', { filter, sort: { field: 'severity', order: 'DESC' }, pagination: { page: 1, perPage: 1000 } });
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Awaited<ReturnType<GondolaDataProvider['acknowledgeAllProblems']>> | null>(null);
  // The problems as they were before the run: the results name them, not their ids.
  const [names, setNames] = useState<Map<string, string>>(new Map());
  const back = useReturn(() => `/installation/${encodeURIComponent(installationId)}/operation`);
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.problems.${key}`, options);
  const run = async () => {
    setBusy(true);
    setNames(new Map(open.map((p) => [String(p.id), String(p.name)])));
    try {
      setOutcome(await dataProvider.acknowledgeAllProblems({ installationId, source, message: message.trim() || null }));
      void refetch();
    } finally {
      setBusy(false);
    }
  };
  const sourceLabel = translate(`resources.problems.options.source.${source}`, { _: source });
  return (
    <ShellPage route={route} title={translate('gondola.routes.problemAcknowledgeAll')}>
      {outcome ? (
        <Box data-testid="acknowledge-all-results">
          <Alert severity={outcome.acknowledged === outcome.total ? 'success' : 'warning'} sx={{ mb: 2 }}>
            {t('allDone', { ok: outcome.acknowledged, total: outcome.total })}
          </Alert>
          <RecordTable
            rows={outcome.results}
            rowKey={(r) => r.id}
            label={t('allDone', { ok: outcome.acknowledged, total: outcome.total })}
            columns={[
              {
                id: 'problem',
                label: translate('resources.problems.name', { smart_count: 1 }),
                render: (r) => <Link to={`/problems/${r.id}/show`}>{names.get(r.id) ?? r.id}</Link>,
              },
              {
                id: 'result',
                label: t('resultColumn'),
                sortBy: (r) => (!r.ok ? 0 : r.source.state === 'failed' ? 1 : 2),
                render: (r) => (
                  <Chip
                    size="small"
                    color={!r.ok ? 'error' : r.source.state === 'failed' ? 'warning' : 'success'}
                    label={
                      !r.ok
                        ? t('result.failed', { error: r.error ?? '' })
                        : r.source.state === 'failed'
                          ? t('result.sourceFailed', { detail: r.source.detail ?? '' })
                          : t(r.source.state === 'ok' ? 'result.okSource' : 'result.ok')
                    }
                  />
                ),
              },
            ]}
          />
        </Box>
      ) : isPending ? null : !open.length ? (
        <Alert severity="info">{t('allNothing')}</Alert>
      ) : (
        <Stack spacing={2}>
          <Typography>{t('allIntro', { smart_count: open.length, installation: installation ? String(installation.name) : installationId, source: sourceLabel })}</Typography>
          <RecordTable
            rows={open}
            rowKey={(p) => String(p.id)}
            label={t('allIntro', { smart_count: open.length, installation: installation ? String(installation.name) : installationId, source: sourceLabel })}
            testId="acknowledge-all-preview"
            columns={['severity', 'name', 'startedAt'].map((c) => ({
              id: c,
              label: translate(`resources.problems.fields.${c}`),
              render: (p: RaRecord) => <RecordContextProvider value={p}>{fieldDisplay(def, c, { inList: true })}</RecordContextProvider>,
            }))}
          />
          <Stack spacing={1.5} sx={{ maxWidth: 560 }}>
            <MessageFields message={message} onChange={setMessage} />
            <Box>
              <Button variant="contained" disabled={busy} onClick={() => void run()}>
                {t('acknowledgeAll', { smart_count: open.length })}
              </Button>
              <Button disabled={busy} onClick={back} sx={{ ml: 1 }}>
                {translate('ra.action.cancel')}
              </Button>
            </Box>
          </Stack>
        </Stack>
      )}
    </ShellPage>
  );
}
