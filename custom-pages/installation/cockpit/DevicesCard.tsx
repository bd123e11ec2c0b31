import { Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useCanAccess, useDataProvider, useGetList, useLocaleState, useTranslate } from 'react-admin';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { CommandButtons, DeviceStatusChip } from '@src/kit/command-parts';
import { relativeTime } from '@src/i18n/relative-time';

/** The installation's devices with their health, and the quick support commands each one offers. */
export function DevicesCard({ installationId }: { installationId: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const { data: devices = [], isPending } = useGetList('devices', { filter: { installationId }, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 100 } });
  const { canAccess: canRunQuick } = useCanAccess({ resource: 'devices', action: 'quickSupport' });
  const { data: quick = [] } = useQuery({
    queryKey: ['quick-support-commands', installationId],
    queryFn: () => dataProvider.getQuickSupportCommands(installationId),
    enabled: !!canRunQuick,
  });
  if (isPending) return null;
  if (!devices.length) return <Typography color="text.secondary">{translate('gondola.devices.none')}</Typography>;
  return (
    <Stack spacing={1.5} data-testid="cockpit-devices">
      {devices.map((device) => {
        const commands = quick.find((q) => q.device.id === device.id)?.commands ?? [];
        return (
          <Stack key={String(device.id)} spacing={0.5} data-device-id={String(device.id)}>
            <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
              <DeviceStatusChip status={device.status} />
              <Link to={`/installation/${encodeURIComponent(installationId)}/devices/device/${encodeURIComponent(String(device.id))}`}>{String(device.name)}</Link>
              <Typography variant="body2" color="text.secondary">
                {device.lastSeenAt
                  ? translate('gondola.cockpit.devices.lastSeen', { when: relativeTime(String(device.lastSeenAt), locale) })
                  : translate('gondola.cockpit.devices.neverSeen')}
              </Typography>
            </Stack>
            {commands.length > 0 && <CommandButtons deviceId={device.id} commands={commands} origin="quick" />}
          </Stack>
        );
      })}
    </Stack>
  );
}
