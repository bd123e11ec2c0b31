import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useGetList, useGetMany, useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { RecordTable } from '@src/kit/RecordTable';
import { ToneChip } from '@src/kit/ToneChip';
import { PageHeader } from '@src/resource-screens/page-title';
import { BulkCommandForm } from './bulk/BulkCommandForm';
import { BULK_STATUSES } from '@resources/bulk-commands';
import type { RouteEntry } from '@src/shell/route-table';
import { useCommandColumns } from '@src/kit/command-kit';
import { useCommandName } from '@src/kit/device-values';
import { useDateFormat } from '@src/i18n/date-format';

function BulkStatusChip({ status }: { status: unknown }) {
  const translate = useTranslate();
  return (
    <ToneChip tone={BULK_STATUSES.find((o) => o.value === status)?.tone} label={translate(`resources.bulk-commands.options.status.${String(status)}`, { _: String(status) })} />
  );
}

function RecentBulkCommands() {
  const formatDate = useDateFormat();
  const translate = useTranslate();
  const commandName = useCommandName();
  const { data = [] } = useGetList('bulk-commands', { sort: { field: 'startedAt', order: 'DESC' }, pagination: { page: 1, perPage: 10 } });
  if (!data.length) return null;
  return (
    <Box sx={{ mt: 3 }}>
      <Stack direction="row" spacing={2} alignItems="baseline">
        <Typography variant="h6" component="h2">
          {translate('gondola.devices.bulk.recent')}
        </Typography>
        <RouterLink to="/centraldevicemanagement/bulk-command-list">{translate('gondola.routes.bulkCommandList')}</RouterLink>
      </Stack>
      <RecordTable
        rows={data}
        rowKey={(b) => String(b.id)}
        label={translate('gondola.devices.bulk.recent')}
        columns={[
          {
            id: 'startedAt',
            label: translate('resources.bulk-commands.fields.startedAt'),
            nowrap: true,
            sortBy: (b) => String(b.startedAt),
            render: (b) => <RouterLink to={`/bulk-commands/${encodeURIComponent(String(b.id))}/show`}>{formatDate.dateTime(String(b.startedAt))}</RouterLink>,
          },
          { id: 'command', label: translate('resources.bulk-commands.fields.command'), sortBy: (b) => commandName(b.command), render: (b) => commandName(b.command) },
          { id: 'status', label: translate('resources.bulk-commands.fields.status'), sortBy: (b) => String(b.status), render: (b) => <BulkStatusChip status={b.status} /> },
          {
            id: 'total',
            label: translate('resources.bulk-commands.fields.total'),
            render: (b) => translate('gondola.devices.bulk.counts', { total: b.total, succeeded: b.succeeded, failed: b.failed }),
          },
          { id: 'requestedByName', label: translate('resources.bulk-commands.fields.requestedByName'), render: (b) => String(b.requestedByName ?? '') },
        ]}
      />
    </Box>
  );
}

/** `/bulk-commands/{id}`: live progress, stop and resume, and every device's result. */
export function BulkCommandDetail() {
  const formatDate = useDateFormat();
  const translate = useTranslate();
  const commandName = useCommandName();
  const commandColumns = useCommandColumns();
  const { id = '' } = useParams();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const { data: bulk, refetch } = useGetOne('bulk-commands', { id });
  const [page, setPage] = useState(1);
  const done = bulk ? Number(bulk.succeeded ?? 0) + Number(bulk.failed ?? 0) + Number(bulk.cancelled ?? 0) : 0;
  // Children do not announce themselves one by one; the list follows the job's counts instead.
  const { data: children = [], total = 0 } = useGetList('device-commands', {
    filter: { bulkId: id },
    sort: { field: 'finishedAt', order: 'DESC' },
    pagination: { page, perPage: 50 },
    meta: { progress: done },
  });
  // Results name the devices and installations, never their ids alone.
  const { data: devices = [] } = useGetMany('devices', { ids: [...new Set(children.map((c) => String(c.deviceId)))] }, { enabled: children.length > 0 });
  const { data: installations = [] } = useGetMany(
    'installations',
    {
      ids: [
        ...new Set(
          children
            .map((c) => c.installationId)
            .filter(Boolean)
            .map(String),
        ),
      ],
    },
    { enabled: children.length > 0 },
  );
  const nameOf = (records: Array<{ id: unknown; name?: unknown }>, id: unknown) => String(records.find((r) => r.id === id)?.name ?? id ?? '');
  if (!bulk) return null;
  const total_ = Number(bulk.total ?? 0);
  const pending = Math.max(0, total_ - done);
  const act = (fn: () => Promise<unknown>) =>
    void fn().then(
      () => refetch(),
      () => {},
    );
  return (
    <Box>
      <PageHeader
        crumbs={[
          { label: translate('gondola.routes.bulkCommands'), to: '/bulk-commands' },
          { label: `${commandName(bulk.command)} · ${formatDate.dateTime(String(bulk.startedAt))}` },
        ]}
      />
      <Card variant="outlined" sx={{ mt: 1 }}>
        <CardContent>
          <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
            <Typography variant="h6" component="h2" title={String(bulk.command)}>
              {commandName(bulk.command)}
            </Typography>
            <BulkStatusChip status={bulk.status} />
            <Typography color="text.secondary">{String(bulk.requestedByName ?? '')}</Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={total_ ? (100 * done) / total_ : 0}
            sx={{ height: 10, borderRadius: 1 }}
            aria-label={translate('gondola.devices.bulk.progress')}
            data-testid="bulk-progress"
            data-done={done}
            data-total={total_}
          />
          <Stack direction="row" spacing={3} sx={{ mt: 1 }} data-testid="bulk-counts">
            <Typography>{translate('gondola.devices.bulk.done', { count: Number(bulk.succeeded ?? 0) })}</Typography>
            <Typography color={Number(bulk.failed) ? 'error' : undefined}>{translate('gondola.devices.bulk.failed', { count: Number(bulk.failed ?? 0) })}</Typography>
            <Typography>{translate('gondola.devices.bulk.pending', { count: pending })}</Typography>
            {Number(bulk.cancelled) > 0 && <Typography>{translate('gondola.devices.bulk.cancelled', { count: Number(bulk.cancelled) })}</Typography>}
          </Stack>
          {bulk.stageSize != null && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="bulk-stage">
              {translate(bulk.stage === 'rest' ? 'gondola.devices.bulk.stageRest' : 'gondola.devices.bulk.stageFirst', {
                first: bulk.stageSize,
                percent: bulk.stageSuccessPercent,
              })}
            </Typography>
          )}
          {bulk.status === 'paused' && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {translate('gondola.devices.bulk.pausedExplained', { threshold: bulk.errorThreshold })}
            </Alert>
          )}
          {bulk.status === 'held' && (
            <Alert severity="info" sx={{ mt: 1 }}>
              {translate('gondola.devices.bulk.heldExplained')}
            </Alert>
          )}
          {bulk.status === 'staged' && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {translate('gondola.devices.bulk.stagedExplained', { first: bulk.stageSize, percent: bulk.stageSuccessPercent })}
            </Alert>
          )}
          {bulk.status === 'completed' && (
            <Alert severity={Number(bulk.failed) ? 'warning' : 'success'} sx={{ mt: 1 }}>
              {translate('gondola.devices.bulk.report', { succeeded: bulk.succeeded, failed: bulk.failed, total: total_ })}
            </Alert>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            {bulk.status === 'running' && (
              <Button variant="outlined" onClick={() => act(() => dataProvider.pauseBulkCommand(id))}>
                {translate('gondola.devices.bulk.pause')}
              </Button>
            )}
            {['running', 'paused', 'held', 'staged'].includes(String(bulk.status)) && (
              <Button color="error" variant="outlined" onClick={() => act(() => dataProvider.stopBulkCommand(id))}>
                {translate('gondola.devices.bulk.stop')}
              </Button>
            )}
            {['paused', 'held', 'staged'].includes(String(bulk.status)) && (
              <Button variant="contained" onClick={() => act(() => dataProvider.resumeBulkCommand(id))}>
                {translate('gondola.devices.bulk.resume')}
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {translate('gondola.devices.bulk.results')}
      </Typography>
      <RecordTable
        rows={children}
        rowKey={(c) => String(c.id)}
        label={translate('resources.device-commands.name', { smart_count: 2 })}
        testId="bulk-results"
        columns={[
          {
            id: 'deviceId',
            label: translate('resources.device-commands.fields.deviceId'),
            sortBy: (c) => nameOf(devices, c.deviceId),
            render: (c) => <span title={String(c.deviceId)}>{nameOf(devices, c.deviceId)}</span>,
          },
          {
            id: 'installationId',
            label: translate('resources.device-commands.fields.installationId'),
            sortBy: (c) => nameOf(installations, c.installationId),
            render: (c) =>
              c.installationId ? (
                <RouterLink to={`/installation/${encodeURIComponent(String(c.installationId))}/operation`}>{nameOf(installations, c.installationId)}</RouterLink>
              ) : (
                ''
              ),
          },
          commandColumns.status,
          commandColumns.durationMs,
          commandColumns.error,
        ]}
      />
      {total > 50 && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button disabled={page === 1} onClick={() => setPage(page - 1)}>
            {translate('ra.navigation.previous')}
          </Button>
          <Button disabled={page * 50 >= total} onClick={() => setPage(page + 1)}>
            {translate('ra.navigation.next')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}

export default function BulkCommandPage({ route }: { route: RouteEntry }) {
  return (
    <>
      <BulkCommandForm route={route} />
      <RecentBulkCommands />
    </>
  );
}
