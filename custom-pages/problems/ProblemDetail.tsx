import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { RecordContextProvider, ShowBase, useCanAccess, useDataProvider, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { ResortTimeZone } from '@src/kit/ResortTimeZone';
import type { ResourceDefinition } from '@core/resource-kit';
import { NoteComposer } from '@src/kit/NoteComposer';
import { AcknowledgeForm } from './AcknowledgeForm';
import { EscalationTimeline } from './EscalationTimeline';
import { ProblemLinks, SourceNotUpdated } from './ProblemLinks';
import { fieldDisplay } from '@src/resource-screens/field-display';
import { RecordHeader } from '@src/resource-screens/ResourceShow';
import { registry } from '@src/resource-screens/registry';
import { useSettings } from '@src/shell/ShellAppBar';
import { RecordTable } from '@src/kit/RecordTable';
import { useDateFormat } from '@src/i18n/date-format';
import { useShell } from '@src/shell/http-context';

const LATEST = 100;

/** The problem's events: the latest 100, or every one on demand (spec §2). */
function ProblemEvents({ problemId }: { problemId: string }) {
  const translate = useTranslate();
  const events = registry.get('problem-events')!;
  const [all, setAll] = useState(false);
  const dataProvider = useDataProvider();
  const { data } = useQuery({
    queryKey: ['problem-events', 'of', problemId, all],
    queryFn: async () => {
      const rows: RaRecord[] = [];
      let total = 0;
      for (let page = 1; ; page++) {
        const result = await dataProvider.getList('problem-events', {
          filter: { problemId },
          sort: { field: 'at', order: 'DESC' },
          pagination: { page, perPage: all ? 1000 : LATEST },
        });
        rows.push(...result.data);
        total = result.total ?? rows.length;
        if (!all || rows.length >= total || !result.data.length) break;
      }
      return { rows, total };
    },
  });
  const columns = ['at', 'kind', 'severity', 'message', 'author', 'sync'];
  return (
    <Box data-testid="problem-events">
      <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 1 }}>
        <Typography variant="h6" component="h2">
          {translate('gondola.problems.events')}
        </Typography>
        {data && (
          <Typography variant="body2" color="text.secondary" data-testid="problem-events-count">
            {translate(all || data.total <= LATEST ? 'gondola.problems.allEvents' : 'gondola.problems.latestEvents', { count: data.rows.length })}
          </Typography>
        )}
        {data && !all && data.total > LATEST && (
          <Button size="small" onClick={() => setAll(true)}>
            {translate('gondola.problems.showAll', { total: data.total })}
          </Button>
        )}
      </Stack>
      <RecordTable
        rows={data?.rows}
        loading={!data}
        stackOnPhone
        rowKey={(event) => String(event.id)}
        label={translate('resources.problem-events.name', { smart_count: 2 })}
        columns={columns.map((c) => ({
          id: c,
          label: translate(`resources.problem-events.fields.${c}`),
          render: (event: RaRecord) => <RecordContextProvider value={event}>{fieldDisplay(events, c, { inList: true })}</RecordContextProvider>,
        }))}
      />
    </Box>
  );
}

function ProblemBody({ def }: { def: ResourceDefinition }) {
  const formatDate = useDateFormat();
  const problem = useRecordContext();
  const translate = useTranslate();
  const { data: settings } = useSettings();
  const { principal } = useShell();
  const { canAccess: canAcknowledge } = useCanAccess({ resource: 'problems', action: 'acknowledge' });
  if (!problem) return null;
  const zabbixLink =
    problem.source === 'zabbix' && settings?.zabbixUrl && problem.eventId
      ? `${settings.zabbixUrl.replace(/\/+$/, '')}/tr_events.php?triggerid=${encodeURIComponent(String(problem.triggerId))}&eventid=${encodeURIComponent(String(problem.eventId))}`
      : null;
  return (
    <>
      <RecordHeader def={def} titled />
      <Card sx={{ mt: 1 }}>
        <CardContent>
          <Stack direction="row" spacing={1} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
            {fieldDisplay(def, 'severity')}
            {fieldDisplay(def, 'state')}
            {fieldDisplay(def, 'source')}
          </Stack>
          <Typography variant="h5" component="h2" gutterBottom sx={{ fontSize: { xs: '1.25rem', sm: undefined } }}>
            {String(problem.name)}
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0.5, md: 3 }} sx={{ mb: 1 }}>
            <Typography variant="body2">
              {translate('resources.problems.fields.startedAt')}: {formatDate.dateTime(String(problem.startedAt))}
            </Typography>
            {problem.host ? <Typography variant="body2">{`${translate('resources.problems.fields.host')}: ${String(problem.host)}`}</Typography> : null}
            {zabbixLink && (
              <a href={zabbixLink} target="_blank" rel="noopener noreferrer">
                {translate('gondola.problems.openInZabbix')}
              </a>
            )}
          </Stack>
          <ProblemLinks problem={problem} />
          <SourceNotUpdated problem={problem} />
          {problem.acknowledged ? (
            <Alert severity="info" data-testid="acknowledged-banner">
              {translate('gondola.problems.acknowledged')}{' '}
              {translate('gondola.problems.acknowledgedBy', { name: String(problem.acknowledgedBy ?? ''), time: formatDate.dateTime(String(problem.acknowledgedAt)) })}
              {problem.acknowledgeMessage ? `: ${String(problem.acknowledgeMessage)}` : ''}
            </Alert>
          ) : null}
        </CardContent>
      </Card>
      {/* The acknowledgement first in the page (and on a phone's first screen: it is what the page is opened for); beside the history on a wide screen. */}
      <Stack direction={{ xs: 'column', lg: 'row-reverse' }} spacing={2} useFlexGap sx={{ mt: 2 }} alignItems="flex-start">
        {canAcknowledge && (
          <Card sx={{ flex: 1, width: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {translate('gondola.problems.acknowledge')}
              </Typography>
              <AcknowledgeForm problem={problem} />
              <Box sx={{ mt: 3 }}>
                <NoteComposer about={{ problemId: String(problem.triggerId), installationId: problem.installationId ?? null }} />
              </Box>
            </CardContent>
          </Card>
        )}
        <Stack spacing={2} sx={{ flex: 2, width: '100%' }}>
          {principal.scope === 'staff' && <EscalationTimeline problemId={String(problem.id)} />}
          <Card sx={{ width: '100%' }}>
            <CardContent>
              <ProblemEvents problemId={String(problem.id)} />
            </CardContent>
          </Card>
        </Stack>
      </Stack>
    </>
  );
}

/** A problem: what, where, since when, its events, and acknowledge (support roles). */
export default function ProblemDetail({ def }: { def: ResourceDefinition }) {
  return (
    <ShowBase resource={def.name}>
      <InResortTime>
        <ProblemBody def={def} />
      </InResortTime>
    </ShowBase>
  );
}

/** A problem's times are its resort's. */
function InResortTime({ children }: { children: ReactNode }) {
  const problem = useRecordContext();
  return <ResortTimeZone resortId={problem?.resortId}>{children}</ResortTimeZone>;
}
