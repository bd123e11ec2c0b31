import { Alert, Box, Button, Card, CardContent, Grid, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import { useCanAccess, useGetList, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageHeader } from '@src/resource-screens/page-title';
import type { RouteEntry } from '@src/shell/route-table';
import { bulkCommandPath } from './BulkCommandButton';
import { CommandPanel, CommandResultView, CommandStatusChip, DeviceStatusChip, useCommandError } from './command-kit';
import { useDateFormat } from '@src/i18n/date-format';
import { useInstallationCrumbs } from '@custom-pages/installation/crumbs';
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
    <Table size="small" data-testid="devices-table">
      <TableHead>
        <TableRow>
          {['name', 'type', 'status', 'laneNumber', 'installedVersion', 'ip', 'lastSeenAt'].map((f) => (
            <TableCell key={f}>{translate(`resources.devices.fields.${f}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {devices.map((d) => (
          <TableRow key={String(d.id)} hover data-device-id={String(d.id)}>
            <TableCell>
              <RouterLink to={`${base(installationId)}/devices/device/${encodeURIComponent(String(d.id))}`}>{String(d.name)}</RouterLink>
            </TableCell>
            <TableCell>{translate(`resources.devices.options.type.${String(d.type)}`, { _: String(d.type) })}</TableCell>
            <TableCell>
              <DeviceStatusChip status={d.status} />
            </TableCell>
            <TableCell>{d.laneNumber == null ? '' : String(d.laneNumber)}</TableCell>
            <TableCell>{String(d.installedVersion ?? '')}</TableCell>
            <TableCell>{String(d.ip ?? '')}</TableCell>
            <TableCell>{d.lastSeenAt ? formatDate.dateTime(String(d.lastSeenAt)) : ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
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
  const errorText = useCommandError();
  const { data = [] } = useGetList('device-commands', {
    filter: { deviceId, ...(command ? { command } : {}) },
    sort: { field: 'queuedAt', order: 'DESC' },
    pagination: { page: 1, perPage: 10 },
  });
  return (
    <Table size="small" aria-label={translate('gondola.devices.recent')} data-testid="recent-commands">
      <TableHead>
        <TableRow>
          {['queuedAt', 'command', 'status', 'requestedByName', 'durationMs', 'error'].map((f) => (
            <TableCell key={f}>{translate(`resources.device-commands.fields.${f}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((c) => (
          <TableRow key={String(c.id)}>
            <TableCell>
              <RouterLink to={`/command-audit/${encodeURIComponent(String(c.id))}`}>{formatDate.dateTime(String(c.queuedAt))}</RouterLink>
            </TableCell>
            <TableCell>{String(c.command)}</TableCell>
            <TableCell>
              <CommandStatusChip status={c.status} />
            </TableCell>
            <TableCell>{String(c.requestedByName ?? '')}</TableCell>
            <TableCell>{c.durationMs == null ? '' : String(c.durationMs)}</TableCell>
            <TableCell>{errorText(c.error)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function DeviceFacts({ device }: { device: RaRecord }) {
  const formatDate = useDateFormat();
  const translate = useTranslate();
  const facts = ['type', 'status', 'laneNumber', 'ip', 'vpnIp', 'installedVersion', 'imageVersion', 'macAddress', 'lastSeenAt'];
  return (
    <Table size="small">
      <TableBody>
        {facts.map((f) => (
          <TableRow key={f}>
            <TableCell component="th">{translate(`resources.devices.fields.${f}`)}</TableCell>
            <TableCell>
              {f === 'status' ? (
                <DeviceStatusChip status={device.status} />
              ) : f === 'type' ? (
                translate(`resources.devices.options.type.${String(device.type)}`)
              ) : f === 'lastSeenAt' && device.lastSeenAt ? (
                formatDate.dateTime(String(device.lastSeenAt))
              ) : (
                String(device[f] ?? '')
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
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
      <Typography variant="h5" component="h1" sx={{ my: 1 }}>
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
  let state: Record<string, unknown> = {};
  try {
    state = device?.lastState ? (JSON.parse(String(device.lastState)) as Record<string, unknown>) : {};
  } catch {
    state = {};
  }
  const section = conf in state ? { [conf]: state[conf] } : null;
  return (
    <Box>
      <PageHeader crumbs={crumbs} />
      <Typography variant="h6" component="h1" sx={{ my: 1 }}>
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
          <Card key={String(d.id)} variant="outlined" data-device-id={String(d.id)}>
            <CardContent>
              <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
                <Typography variant="subtitle1" component="h2">
                  {String(d.name)}
                </Typography>
                <DeviceStatusChip status={d.status} />
              </Stack>
              <CommandPanel deviceId={String(d.id)} only={commands} />
              {latest && <LatestResult deviceId={String(d.id)} command={latest} />}
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}

/** The latest successful answer to a command (the last panorama, the last screenshot). */
export function LatestResult({ deviceId, command }: { deviceId: string; command: string }) {
  const { data = [] } = useGetList('device-commands', {
    filter: { deviceId, command, status: 'succeeded' },
    sort: { field: 'queuedAt', order: 'DESC' },
    pagination: { page: 1, perPage: 1 },
  });
  return data[0] ? <CommandResultView record={data[0]} /> : null;
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
