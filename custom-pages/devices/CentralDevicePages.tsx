import { Alert, Autocomplete, Box, Button, Card, CardContent, Grid, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetList, useGetOne, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { BUILT_IN_BY_NAME } from '@core/devices/commands';
import type { DeviceCountRow } from '@core/devices/report';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { saveFile } from '@src/http/save-file';
import { RecordTable } from '@src/kit/RecordTable';
import { PageHeader } from '@src/resource-screens/page-title';
import { registry } from '@src/resource-screens/registry';
import { ResourceList } from '@src/resource-screens/ResourceList';
import { BulkCommandButton } from './BulkCommandButton';
import { INSTALLATION_TYPES_FOR_DEVICE } from '@core/devices/fit';
import type { RouteEntry } from '@src/shell/route-table';
import { CommandButtons, DeviceCard, DeviceStatusChip } from '@src/kit/command-parts';
import { LatestResult } from './InstallationDevicePages';

function useCentralCrumbs(route: RouteEntry, extra: Array<{ label: string; to?: string }> = []) {
  const translate = useTranslate();
  return [{ label: translate('gondola.routes.centralDeviceManagement'), to: '/centraldevicemanagement' }, ...extra, { label: translate(`gondola.routes.${route.key}`) }];
}

/** `searchdevices`, `/s/{deviceName}` (name search), `/{configuration}` (application type). */
export function SearchDevicesPage({ route }: { route: RouteEntry }) {
  const { deviceName, configuration } = useParams();
  const crumbs = useCentralCrumbs(route);
  return (
    <ResourceList
      def={registry.get('devices')!}
      crumbs={crumbs}
      storeKey={`devices.search.${deviceName ?? configuration ?? ''}`}
      defaultFilter={deviceName ? { q: deviceName } : undefined}
      filter={configuration ? { applicationType: configuration } : undefined}
      bulkActions={<BulkCommandButton />}
    />
  );
}

/** Active installations where a device of this type has a place, searched by name or id. */
function ActiveInstallationPicker({ deviceType, value, onChange }: { deviceType: string; value: RaRecord | null; onChange: (r: RaRecord | null) => void }) {
  const translate = useTranslate();
  const [q, setQ] = useState('');
  const { data = [] } = useGetList('installations', {
    filter: { status: 'active', type: [...(INSTALLATION_TYPES_FOR_DEVICE[deviceType] ?? [])], ...(q ? { q } : {}) },
    sort: { field: 'name', order: 'ASC' },
    pagination: { page: 1, perPage: 50 },
  });
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 280 }}
      options={data}
      value={value}
      onChange={(_, v) => onChange(v)}
      onInputChange={(_, v) => setQ(v)}
      getOptionLabel={(o) => `${String(o.name)} (${String(o.id)})`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => <TextField {...params} label={translate('gondola.devices.activeInstallation')} />}
    />
  );
}

/** `unconfigured`: devices that announced themselves and belong to no installation yet. */
export function UnconfiguredPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const crumbs = useCentralCrumbs(route);
  const { data = [], isPending } = useGetList('devices', {
    filter: { installationId_null: true },
    sort: { field: 'createdAt', order: 'DESC' },
    pagination: { page: 1, perPage: 200 },
  });
  const [chosen, setChosen] = useState<Record<string, RaRecord | null>>({});
  return (
    <Box>
      <PageHeader crumbs={crumbs} />
      {!isPending && !data.length && <Typography color="text.secondary">{translate('gondola.devices.noUnconfigured')}</Typography>}
      {data.length > 0 && (
        <RecordTable
          rows={data}
          rowKey={(d) => String(d.id)}
          label={translate('gondola.routes.unconfiguredDevices')}
          testId="unconfigured-devices"
          rowProps={(d) => ({ 'data-device-id': String(d.id) })}
          columns={[
            { id: 'id', label: translate('resources.devices.fields.id', { _: 'id' }), sortBy: (d) => String(d.id), render: (d) => String(d.id) },
            { id: 'name', label: translate('resources.devices.fields.name'), sortBy: (d) => String(d.name), render: (d) => String(d.name) },
            {
              id: 'type',
              label: translate('resources.devices.fields.type'),
              sortBy: (d) => String(d.type),
              render: (d) => translate(`resources.devices.options.type.${String(d.type)}`, { _: String(d.type) }),
            },
            { id: 'status', label: translate('resources.devices.fields.status'), render: (d) => <DeviceStatusChip status={d.status} /> },
            { id: 'installedVersion', label: translate('resources.devices.fields.installedVersion'), render: (d) => String(d.installedVersion ?? '') },
            { id: 'macAddress', label: translate('resources.devices.fields.macAddress'), render: (d) => String(d.macAddress ?? '') },
            {
              id: 'assign',
              label: translate('gondola.devices.assign'),
              render: (d) => (
                <Stack direction="row" spacing={1} alignItems="center">
                  <ActiveInstallationPicker deviceType={String(d.type)} value={chosen[String(d.id)] ?? null} onChange={(r) => setChosen({ ...chosen, [String(d.id)]: r })} />
                  <Button
                    variant="outlined"
                    size="small"
                    disabled={!chosen[String(d.id)]}
                    onClick={() =>
                      navigate(`/centraldevicemanagement/unconfigured-view/${encodeURIComponent(String(d.id))}/${encodeURIComponent(String(chosen[String(d.id)]!.id))}`)
                    }
                  >
                    {translate('gondola.devices.assignNext')}
                  </Button>
                </Stack>
              ),
            },
          ]}
        />
      )}
    </Box>
  );
}

/** `unconfigured-view/{deviceId}/{installationId}`: confirm the assignment; the device gets its configuration. */
export function AssignPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const { deviceId = '', installationId = '' } = useParams();
  const { data: device } = useGetOne('devices', { id: deviceId });
  const { data: installation } = useGetOne('installations', { id: installationId });
  const crumbs = useCentralCrumbs(route, [{ label: translate('gondola.routes.unconfiguredDevices'), to: '/centraldevicemanagement/unconfigured' }]);
  const [busy, setBusy] = useState(false);
  if (!device || !installation) return <PageHeader crumbs={crumbs} />;
  const assigned = !!device.installationId;
  const active = installation.status === 'active';
  const assign = async () => {
    setBusy(true);
    try {
      const result = await dataProvider.assignDevice(deviceId, installationId);
      notify(result.configurationSent ? 'gondola.devices.assigned' : 'gondola.devices.assignedNotSent', {
        type: result.configurationSent ? 'success' : 'warning',
        messageArgs: { installation: String(installation.name) },
      });
      navigate(`/installation/${encodeURIComponent(installationId)}/devices/device/${encodeURIComponent(deviceId)}`);
    } catch {
      setBusy(false);
    }
  };
  return (
    <Box>
      <PageHeader crumbs={crumbs} />
      <Card variant="outlined" sx={{ maxWidth: 640, mt: 1 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('gondola.devices.assignTitle', { device: String(device.name), installation: String(installation.name) })}
          </Typography>
          <Typography sx={{ mb: 2 }}>{translate('gondola.devices.assignExplained')}</Typography>
          {assigned && <Alert severity="info">{translate('gondola.devices.alreadyAssigned')}</Alert>}
          {!active && <Alert severity="warning">{translate('gondola.devices.notActive')}</Alert>}
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button variant="contained" disabled={busy || assigned || !active} onClick={() => void assign()}>
              {translate('gondola.devices.assign')}
            </Button>
            <Button disabled={busy} onClick={() => navigate('/centraldevicemanagement/unconfigured')}>
              {translate('ra.action.cancel')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

/** A count row of the device report; the version rows name their device type too. */
type CountRow = DeviceCountRow & { type?: string };

function CountTable({ title, keyHeader, rows, keyLabel }: { title: string; keyHeader: string; rows: CountRow[]; keyLabel: (r: CountRow) => string }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2">
          {title}
        </Typography>
        <RecordTable
          rows={rows}
          rowKey={(r) => `${r.type ?? ''}\u0000${r.key ?? ''}`}
          label={title}
          initialSort={{ column: 'total', order: 'desc' }}
          columns={[
            { id: 'key', label: keyHeader, sortBy: keyLabel, render: keyLabel },
            ...(['total', 'online', 'offline'] as const).map((c) => ({
              id: c,
              label: translate(`gondola.devices.report.${c}`),
              align: 'right' as const,
              sortBy: (r: CountRow) => r[c],
              render: (r: CountRow) => r[c],
            })),
          ]}
        />
      </CardContent>
    </Card>
  );
}

/** `devicereport`: devices by type, status, version and installation; outdated versions; CSV. */
export function DeviceReportPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const crumbs = useCentralCrumbs(route);
  const { data } = useQuery({ queryKey: ['devices', 'report'], queryFn: () => dataProvider.getDeviceReport() });
  const type = (v: string | null | undefined) => translate(`resources.devices.options.type.${String(v)}`, { _: String(v ?? '') });
  return (
    <Box>
      <PageHeader crumbs={crumbs} />
      <Stack direction="row" spacing={2} alignItems="center" sx={{ my: 1 }}>
        <Typography>{translate('gondola.devices.report.totalDevices', { count: data?.total ?? 0 })}</Typography>
        <Button variant="outlined" size="small" onClick={() => void dataProvider.getDeviceReportCsv().then(saveFile)}>
          {translate('gondola.devices.report.csv')}
        </Button>
      </Stack>
      {data && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6, xl: 4 }}>
            <CountTable
              title={translate('gondola.devices.report.byType')}
              keyHeader={translate('resources.devices.fields.type')}
              rows={data.byType}
              keyLabel={(r) => type(r.key)}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6, xl: 4 }}>
            <CountTable
              title={translate('gondola.devices.report.byStatus')}
              keyHeader={translate('resources.devices.fields.status')}
              rows={data.byStatus}
              keyLabel={(r) => translate(`resources.devices.options.status.${String(r.key)}`, { _: String(r.key) })}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6, xl: 4 }}>
            <CountTable
              title={translate('gondola.devices.report.byVersion')}
              keyHeader={translate('resources.devices.fields.installedVersion')}
              rows={data.byVersion}
              keyLabel={(r) => `${type(r.type)} ${r.key ?? '–'}`}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <CountTable
              title={translate('gondola.devices.report.byInstallation')}
              keyHeader={translate('resources.devices.fields.installationId')}
              rows={data.byInstallation}
              keyLabel={(r) => (r.key ? String(r.label ?? r.key) : translate('gondola.devices.report.unconfigured'))}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="subtitle1" component="h2">
                  {translate('gondola.devices.report.outdated', { count: data.outdated.length })}
                </Typography>
                <RecordTable
                  rows={data.outdated.slice(0, 200)}
                  rowKey={(d) => d.id}
                  label={translate('gondola.devices.report.outdated', { count: data.outdated.length })}
                  testId="outdated-devices"
                  columns={[
                    {
                      id: 'name',
                      label: translate('resources.devices.fields.name'),
                      sortBy: (d) => d.name,
                      render: (d) =>
                        d.installationId ? (
                          <RouterLink to={`/installation/${encodeURIComponent(d.installationId)}/devices/device/${encodeURIComponent(d.id)}`}>{d.name}</RouterLink>
                        ) : (
                          d.name
                        ),
                    },
                    { id: 'type', label: translate('resources.devices.fields.type'), sortBy: (d) => type(d.type), render: (d) => type(d.type) },
                    { id: 'installed', label: translate('resources.devices.fields.installedVersion'), render: (d) => d.installedVersion ?? '–' },
                    { id: 'latest', label: translate('gondola.cockpit.versions.latest'), render: (d) => d.latestVersion },
                  ]}
                />
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      )}
    </Box>
  );
}

/** `/quick-support-commands`: one-click, pre-approved commands on an installation's devices. */
export function QuickSupportPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const [installation, setInstallation] = useState<RaRecord | null>(null);
  const [q, setQ] = useState('');
  const { data: installations = [] } = useGetList('installations', { filter: q ? { q } : {}, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 50 } });
  const { data: devices = [], isFetched } = useQuery({
    queryKey: ['quick-support-commands', installation?.id],
    queryFn: () => dataProvider.getQuickSupportCommands(String(installation!.id)),
    enabled: !!installation,
  });
  return (
    <Box>
      <PageHeader crumbs={[{ label: translate(`gondola.routes.${route.key}`) }]} />
      <Autocomplete
        sx={{ maxWidth: 480, my: 2 }}
        options={installations}
        value={installation}
        onChange={(_, v) => setInstallation(v)}
        onInputChange={(_, v) => setQ(v)}
        getOptionLabel={(o) => `${String(o.name)} (${String(o.id)})`}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(params) => <TextField {...params} label={translate('resources.installations.name', { smart_count: 1 })} />}
      />
      {installation && isFetched && !devices.some((d) => d.commands.length) && <Alert severity="info">{translate('gondola.devices.errors.devicesUnavailable')}</Alert>}
      <Stack spacing={2}>
        {devices
          .filter((d) => d.commands.length)
          .map(({ device, commands }) => (
            <DeviceCard key={device.id} device={device}>
              <CommandButtons deviceId={device.id} commands={commands} origin="quick" />
            </DeviceCard>
          ))}
      </Stack>
    </Box>
  );
}

/** `/terminal-screenshots`: the latest screenshot of every terminal, and a button for a new one. */
export function TerminalScreenshotsPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const { data = [], isPending } = useGetList('devices', {
    filter: { type: 'terminal', installationId_null: false },
    sort: { field: 'name', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  const screenshot = [BUILT_IN_BY_NAME.get('screenshot')!];
  return (
    <Box>
      <PageHeader crumbs={[{ label: translate(`gondola.routes.${route.key}`) }]} />
      {!isPending && !data.length && <Alert severity="info">{translate('gondola.devices.errors.noDevicesOfType')}</Alert>}
      <Grid container spacing={2} sx={{ mt: 1 }}>
        {data.map((d) => (
          <Grid key={String(d.id)} size={{ xs: 12, md: 6, lg: 4 }}>
            <DeviceCard device={d}>
              <LatestResult deviceId={String(d.id)} command="screenshot" />
              <Box sx={{ mt: 1 }}>
                {/* The latest screenshot shows above; a new one replaces it there rather than appearing twice. */}
                <CommandButtons deviceId={String(d.id)} commands={screenshot} origin="quick" showResult={false} />
              </Box>
            </DeviceCard>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
