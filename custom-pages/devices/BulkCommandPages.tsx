import { Alert, Box, Button, Card, CardContent, Chip, Grid, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useGetList, useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { BUILT_IN_COMMANDS } from '@core/devices/commands';
import type { DeviceSelection } from '@core/devices/selection';
import { DEVICE_STATUSES, DEVICE_TYPES } from '@resources/devices';
import type { GondolaDataProvider } from '@src/console/data-provider';
import { RecordTable } from '@src/kit/RecordTable';
import { ToneChip } from '@src/resource-screens/field-display';
import { PageHeader } from '@src/resource-screens/page-title';
import { BULK_STATUSES } from '@resources/bulk-commands';
import type { RouteEntry } from '@src/shell/route-table';
import { useCommandColumns } from './command-kit';
import { useDateFormat } from '@src/i18n/date-format';

const FILTERS = ['type', 'installationId', 'resortId', 'tag', 'version', 'status'] as const;

/** The choice a link brings along: `?ids=a,b,c` (rows selected in a device list) and any filter. */
function selectionFrom(search: URLSearchParams): DeviceSelection {
  const choice: Record<string, unknown> = {};
  for (const key of FILTERS) if (search.get(key)) choice[key] = search.get(key);
  const ids = (search.get('ids') ?? '').split(',').filter(Boolean);
  if (ids.length) choice.ids = ids;
  return choice as DeviceSelection;
}

/** `/bulk-commands`: choose devices by filter, see how many, and start the command on all of them. */
function BulkCommandForm({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [locale] = useLocaleState();
  const lang = locale === 'de' ? 'de' : 'en';
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const { data: own = [] } = useGetList('component-commands', { sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 500 } });
  // A built-in keeps its own label when a component type also defines a command of that name.
  const commandNames = [
    ...new Map([
      ...own.map((c) => [String(c.name), `${String((c.label as Record<string, string>)?.[lang] ?? c.name)} (${String(c.typeId)})`] as const),
      ...BUILT_IN_COMMANDS.map((c) => [c.name, c.label[lang]] as const),
    ]).entries(),
  ];
  const [command, setCommand] = useState('status');
  const [search] = useSearchParams();
  const [selection, setSelection] = useState<DeviceSelection>(() => selectionFrom(search));
  const [concurrency, setConcurrency] = useState(50);
  const [errorThreshold, setErrorThreshold] = useState(25);
  const [preview, setPreview] = useState<Awaited<ReturnType<GondolaDataProvider['previewBulkCommand']>>>();
  const [busy, setBusy] = useState(false);
  // The preview follows what the selection says, not the object that holds it.
  const selectionKey = JSON.stringify(selection);
  useEffect(() => {
    const chosen = JSON.parse(selectionKey) as DeviceSelection;
    const timer = setTimeout(() => void dataProvider.previewBulkCommand({ selection: chosen, command }).then(setPreview, () => setPreview(undefined)), 250);
    return () => clearTimeout(timer);
  }, [selectionKey, command, dataProvider]);
  const set = (key: (typeof FILTERS)[number], value: string) => setSelection((s) => ({ ...s, [key]: value || undefined }));
  const start = async () => {
    setBusy(true);
    try {
      const bulk = await dataProvider.runBulkCommand({ command, parameters: {}, selection, concurrency, errorThreshold });
      navigate(`/bulk-commands/${encodeURIComponent(String(bulk.id))}/show`);
    } catch {
      setBusy(false);
    }
  };
  return (
    <Box>
      <PageHeader crumbs={[{ label: translate(`gondola.routes.${route.key}`) }]} />
      <Card variant="outlined" sx={{ mt: 1 }}>
        <CardContent>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 4 }}>
              <TextField
                select
                fullWidth
                size="small"
                label={translate('resources.bulk-commands.fields.command')}
                value={command}
                onChange={(e) => setCommand(e.target.value)}
                data-testid="bulk-command"
              >
                {commandNames.map(([name, label]) => (
                  <MenuItem key={name} value={name}>
                    {label}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <TextField
                fullWidth
                size="small"
                type="number"
                label={translate('resources.bulk-commands.fields.concurrency')}
                value={concurrency}
                onChange={(e) => setConcurrency(Math.max(1, Math.min(500, Number(e.target.value) || 1)))}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <TextField
                fullWidth
                size="small"
                type="number"
                label={translate('resources.bulk-commands.fields.errorThreshold')}
                value={errorThreshold}
                onChange={(e) => setErrorThreshold(Math.max(1, Number(e.target.value) || 1))}
              />
            </Grid>
          </Grid>
          <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
            {translate('gondola.devices.bulk.choose')}
          </Typography>
          {selection.ids && (
            <Chip
              sx={{ mb: 2 }}
              color="primary"
              variant="outlined"
              data-testid="bulk-selected-ids"
              label={translate('gondola.devices.bulk.selected', { smart_count: selection.ids.length })}
              title={selection.ids.join(', ')}
              onDelete={() => setSelection(({ ids: _, ...rest }) => rest)}
            />
          )}
          <Grid container spacing={2}>
            {FILTERS.map((key) =>
              key === 'type' || key === 'status' ? (
                <Grid key={key} size={{ xs: 6, md: 2 }}>
                  <TextField
                    select
                    fullWidth
                    size="small"
                    label={translate(`resources.devices.fields.${key}`)}
                    value={selection[key] ?? ''}
                    onChange={(e) => set(key, e.target.value)}
                  >
                    <MenuItem value="">{translate('gondola.devices.bulk.any')}</MenuItem>
                    {(key === 'type' ? DEVICE_TYPES : DEVICE_STATUSES).map((o) => (
                      <MenuItem key={o.value} value={o.value}>
                        {translate(`resources.devices.options.${key}.${o.value}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                </Grid>
              ) : (
                <Grid key={key} size={{ xs: 6, md: 2 }}>
                  <TextField
                    fullWidth
                    size="small"
                    label={translate(`gondola.devices.bulk.filter.${key}`)}
                    value={selection[key] ?? ''}
                    onChange={(e) => set(key, e.target.value.trim())}
                  />
                </Grid>
              ),
            )}
          </Grid>
          {preview && (
            <Alert severity={preview.supported ? 'info' : 'warning'} sx={{ mt: 2 }} data-testid="bulk-preview" data-supported={preview.supported}>
              {preview.supported
                ? translate('gondola.devices.bulk.preview', { supported: preview.supported, online: preview.online, total: preview.total })
                : translate('gondola.devices.errors.noDevicesOfType')}
            </Alert>
          )}
          <Button variant="contained" sx={{ mt: 2 }} disabled={busy || !preview?.supported} onClick={() => void start()}>
            {translate('gondola.devices.bulk.start', { count: preview?.supported ?? 0 })}
          </Button>
        </CardContent>
      </Card>
      <RecentBulkCommands />
    </Box>
  );
}

function BulkStatusChip({ status }: { status: unknown }) {
  const translate = useTranslate();
  return (
    <ToneChip tone={BULK_STATUSES.find((o) => o.value === status)?.tone} label={translate(`resources.bulk-commands.options.status.${String(status)}`, { _: String(status) })} />
  );
}

function RecentBulkCommands() {
  const formatDate = useDateFormat();
  const translate = useTranslate();
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
          { id: 'command', label: translate('resources.bulk-commands.fields.command'), sortBy: (b) => String(b.command), render: (b) => String(b.command) },
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
        crumbs={[{ label: translate('gondola.routes.bulkCommands'), to: '/bulk-commands' }, { label: `${String(bulk.command)} · ${formatDate.dateTime(String(bulk.startedAt))}` }]}
      />
      <Card variant="outlined" sx={{ mt: 1 }}>
        <CardContent>
          <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
            <Typography variant="h6" component="h1">
              {String(bulk.command)}
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
          {bulk.status === 'paused' && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {translate('gondola.devices.bulk.pausedExplained', { threshold: bulk.errorThreshold })}
            </Alert>
          )}
          {bulk.status === 'completed' && (
            <Alert severity={Number(bulk.failed) ? 'warning' : 'success'} sx={{ mt: 1 }}>
              {translate('gondola.devices.bulk.report', { succeeded: bulk.succeeded, failed: bulk.failed, total: total_ })}
            </Alert>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            {(bulk.status === 'running' || bulk.status === 'paused') && (
              <Button color="error" variant="outlined" onClick={() => act(() => dataProvider.stopBulkCommand(id))}>
                {translate('gondola.devices.bulk.stop')}
              </Button>
            )}
            {bulk.status === 'paused' && (
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
          { id: 'deviceId', label: translate('resources.device-commands.fields.deviceId'), sortBy: (c) => String(c.deviceId), render: (c) => String(c.deviceId) },
          {
            id: 'installationId',
            label: translate('resources.device-commands.fields.installationId'),
            sortBy: (c) => String(c.installationId ?? ''),
            render: (c) => String(c.installationId ?? ''),
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
  return <BulkCommandForm route={route} />;
}
