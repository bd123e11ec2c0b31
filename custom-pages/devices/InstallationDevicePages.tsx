import { Alert, Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { RecordTable } from '@src/kit/RecordTable';
import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import { useCanAccess, useGetList, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageHeader } from '@src/resource-screens/page-title';
import type { RouteEntry } from '@src/shell/route-table';
import { bulkCommandPath } from './BulkCommandButton';
import { CommandPanel, CommandResultView, DeviceCard, DeviceStatusChip, useCommandColumns } from '@src/kit/command-parts';
import { useDateFormat } from '@src/i18n/date-format';
import { useInstallationCrumbs } from '@src/kit/installation-crumbs';
import { useLatestCommand } from '@src/kit/latest-command';
import { DeviceFacts, parseDeviceState } from './DeviceFacts';
import type { Crumb } from '@src/resource-screens/page-title';

const base = (installationId: string) => `/installation/${encodeURIComponent(installationId)}`;

/** Device pages sit below the installation's devices page in the trail. */
function useDeviceCrumbs(route: RouteEntry, extra: Crumb[] = []) {
  const translate = useTranslate();
  const { installationId = '' } = useParams();
  return useInstallationCrumbs(route, [...(route.key === 'devices' ? [] : [{ label: translate('gondola.routes.devices'), to: `${base(installationId)}/devices` }]), ...extra]);
}

function useInstallationDevices(types?: string[]) {
  const { installationId = '' } = useParams();
  const { data = [], isPending } = useGetList('devices', {
    filter: { installationId, ...(types ? { type: types } : {}) },
    sort: { field: 'name', order: 'ASC' },
    pagination: { page: 1, perPage: 500 },
  });
  return { devices: data, isPending, installationId };
}

function DevicesTable({ devices, installationId }: { devices: RaRecord[]; installationId: string }) {
  const formatDate = useDateFormat();
  const translate = useTranslate();
  return (
    <RecordTable
      rows={devices}
      rowKey={(d) => String(d.id)}
      label={translate('gondola.routes.devices')}
      testId="devices-table"
      rowProps={(d) => ({ 'data-device-id': String(d.id) })}
      initialSort={{ column: 'name', order: 'asc' }}
      columns={[
        {
          id: 'name',
          label: translate('resources.devices.fields.name'),
          sortBy: (d) => String(d.name),
          render: (d) => <RouterLink to={`${base(installationId)}/devices/device/${encodeURIComponent(String(d.id))}`}>{String(d.name)}</RouterLink>,
        },
        {
          id: 'type',
          label: translate('resources.devices.fields.type'),
          sortBy: (d) => String(d.type),
          render: (d) => translate(`resources.devices.options.type.${String(d.type)}`, { _: String(d.type) }),
        },
        { id: 'status', label: translate('resources.devices.fields.status'), sortBy: (d) => String(d.status), render: (d) => <DeviceStatusChip status={d.status} /> },
        {
          id: 'laneNumber',
          label: translate('resources.devices.fields.laneNumber'),
          align: 'right',
          sortBy: (d) => (d.laneNumber == null ? null : Number(d.laneNumber)),
          render: (d) => (d.laneNumber == null ? '' : String(d.laneNumber)),
        },
        {
          id: 'installedVersion',
          label: translate('resources.devices.fields.installedVersion'),
          sortBy: (d) => String(d.installedVersion ?? ''),
          render: (d) => String(d.installedVersion ?? ''),
        },
        { id: 'ip', label: translate('resources.devices.fields.ip'), sortBy: (d) => String(d.ip ?? ''), render: (d) => String(d.ip ?? '') },
        {
          id: 'lastSeenAt',
          label: translate('resources.devices.fields.lastSeenAt'),
          nowrap: true,
          sortBy: (d) => String(d.lastSeenAt ?? ''),
          render: (d) => (d.lastSeenAt ? formatDate.dateTime(String(d.lastSeenAt)) : ''),
        },
      ]}
    />
  );
}

/** `devices`: the installation's devices with their health. */
export function DevicesPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const crumbs = useDeviceCrumbs(route);
  const { devices, isPending, installationId } = useInstallationDevices();
  const { canAccess: canBulk } = useCanAccess({ resource: 'devices', action: 'edit' });
  return (
    <Box>
      <PageHeader crumbs={crumbs} />
      <Stack direction="row" spacing={1} sx={{ my: 1 }}>
        <Button component={RouterLink} to={`${base(installationId)}/devices/ipscanner`} variant="outlined" size="small">
          {translate('gondola.routes.ipscanner')}
        </Button>
        {canBulk && devices.length > 0 && (
          <Button component={RouterLink} to={bulkCommandPath({ installationId })} variant="outlined" size="small" startIcon={<DynamicFeedIcon />}>
            {translate('gondola.devices.bulk.forInstallation')}
          </Button>
        )}
      </Stack>
      {!isPending && !devices.length ? (
        <Typography color="text.secondary">{translate('gondola.devices.none')}</Typography>
      ) : (
        <DevicesTable devices={devices} installationId={installationId} />
      )}
    </Box>
  );
}

function RecentCommands({ deviceId, command }: { deviceId: string; command?: string }) {
  const formatDate = useDateFormat();
  const translate = useTranslate();
  const commandColumns = useCommandColumns();
  const { data = [] } = useGetList('device-commands', {
    filter: { deviceId, ...(command ? { command } : {}) },
    sort: { field: 'queuedAt', order: 'DESC' },
    pagination: { page: 1, perPage: 10 },
  });
  return (
    <RecordTable
      rows={data}
      rowKey={(c) => String(c.id)}
      label={translate('gondola.devices.recent')}
      testId="recent-commands"
      columns={[
        {
          id: 'queuedAt',
          label: translate('resources.device-commands.fields.queuedAt'),
          nowrap: true,
          render: (c) => <RouterLink to={`/command-audit/${encodeURIComponent(String(c.id))}`}>{formatDate.dateTime(String(c.queuedAt))}</RouterLink>,
        },
        commandColumns.command,
        commandColumns.status,
        { id: 'requestedByName', label: translate('resources.device-commands.fields.requestedByName'), render: (c) => String(c.requestedByName ?? '') },
        commandColumns.durationMs,
        commandColumns.error,
      ]}
    />
  );
}

/** `devices/device/{deviceId}` (and `actioncam/{deviceId}`): one device, its commands and their audit. */
export function DevicePage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const { deviceId = '', installationId = '' } = useParams();
  const { data: device, error } = useGetOne('devices', { id: deviceId });
  const crumbs = useDeviceCrumbs(route, device ? [{ label: String(device.name) }] : []);
  // The trail shows at once, also while the device loads or when there is no such device.
  if (!device)
    return (
      <Box>
        <PageHeader crumbs={crumbs} />
        {error ? <Alert severity="error">{translate('ra.notification.item_doesnt_exist')}</Alert> : null}
      </Box>
    );
  const wrongPlace = device.installationId !== installationId;
  return (
    <Box>
      <PageHeader crumbs={crumbs} />
      <Typography variant="h5" component="h2" sx={{ my: 1 }}>
        {String(device.name)}
      </Typography>
      {wrongPlace && <Alert severity="warning">{translate('gondola.devices.elsewhere')}</Alert>}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card variant="outlined">
            <CardContent>
              <DeviceFacts device={device} />
              <Button component={RouterLink} to={`/devices/${encodeURIComponent(deviceId)}/show`} size="small" sx={{ mt: 1 }}>
                {translate('gondola.devices.record')}
              </Button>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {translate('gondola.devices.commands')}
              </Typography>
              <CommandPanel deviceId={deviceId} only={route.key === 'actioncam' ? ['actioncam.status', 'status'] : undefined} />
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {translate('gondola.devices.recent')}
      </Typography>
      <RecentCommands deviceId={deviceId} />
    </Box>
  );
}

/** `devices/{deviceId}/{conf}`: one section of the state the device last reported. */
export function DeviceConfigurationPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const { deviceId = '', conf = '' } = useParams();
  const { data: device } = useGetOne('devices', { id: deviceId });
  const crumbs = useDeviceCrumbs(route, device ? [{ label: String(device.name) }] : []);
  const state = parseDeviceState(device?.lastState);
  const section = conf in state ? { [conf]: state[conf] } : null;
  return (
    <Box>
      <PageHeader crumbs={crumbs} />
      <Typography variant="h6" component="h2" sx={{ my: 1 }}>
        {translate('gondola.devices.configurationOf', { conf, device: device ? String(device.name) : deviceId })}
      </Typography>
      {section ? (
        <Box component="pre" data-testid="device-configuration" sx={{ p: 2, bgcolor: 'action.hover', borderRadius: 1, overflow: 'auto' }}>
          {JSON.stringify(section, null, 2)}
        </Box>
      ) : (
        <Alert severity="info">{translate('gondola.devices.noSection', { conf, sections: Object.keys(state).join(', ') || '–' })}</Alert>
      )}
    </Box>
  );
}

/** A page per device of the given types with some of its commands: IP scanner, panorama, terminals. */
function DeviceCommandsPage({ route, types, commands, latest }: { route: RouteEntry; types: string[]; commands: string[]; latest?: string }) {
  const translate = useTranslate();
  const crumbs = useDeviceCrumbs(route);
  const { laneNumber } = useParams();
  const { devices, isPending } = useInstallationDevices(types);
  const shown = laneNumber ? devices.filter((d) => String(d.laneNumber) === laneNumber) : devices;
  return (
    <Box>
      <PageHeader crumbs={crumbs} />
      {!isPending && !shown.length && <Alert severity="info">{translate('gondola.devices.errors.noDevicesOfType')}</Alert>}
      <Stack spacing={2} sx={{ mt: 1 }}>
        {shown.map((d) => (
          <DeviceCard key={String(d.id)} device={d}>
            <CommandPanel deviceId={String(d.id)} only={commands} />
            {latest && <LatestResult deviceId={String(d.id)} command={latest} />}
          </DeviceCard>
        ))}
      </Stack>
    </Box>
  );
}

/** The latest successful answer to a command (the last panorama, the last screenshot). */
export function LatestResult({ deviceId, command }: { deviceId: string; command: string }) {
  const { record } = useLatestCommand(deviceId, command);
  return record ? <CommandResultView record={record} /> : null;
}

/** Terminal status: live state of every terminal of the installation. */
export function TerminalStatusPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const crumbs = useDeviceCrumbs(route);
  const { devices, isPending, installationId } = useInstallationDevices(['terminal']);
  return (
    <Box>
      <PageHeader crumbs={crumbs} />
      {!isPending && !devices.length ? (
        <Alert severity="info">{translate('gondola.devices.errors.noDevicesOfType')}</Alert>
      ) : (
        <DevicesTable devices={devices} installationId={installationId} />
      )}
    </Box>
  );
}

export function IpScannerPage({ route }: { route: RouteEntry }) {
  return <DeviceCommandsPage route={route} types={['recorder', 'startFinish', 'terminal']} commands={['ipscan']} />;
}

export function PanocamImagePage({ route }: { route: RouteEntry }) {
  return <DeviceCommandsPage route={route} types={['panocam']} commands={['panorama.capture']} latest="panorama.capture" />;
}

export function TerminalToolPage({ route }: { route: RouteEntry }) {
  return <DeviceCommandsPage route={route} types={['terminal']} commands={['status', 'screenshot', 'reboot', 'printer.reset', 'ipscan']} />;
}
