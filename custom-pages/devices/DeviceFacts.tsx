import { Typography } from '@mui/material';
import { type RaRecord, useTranslate } from 'react-admin';
import { useDateFormat } from '@src/i18n/date-format';
import { FactTable } from '@src/kit/FactTable';
import { DeviceStatusChip } from '@src/kit/command-parts';
import { useDeviceValues } from '@src/kit/device-values';

/** A device's facts, and what it last reported, as labelled values. */
export function DeviceFacts({ device }: { device: RaRecord }) {
  const formatDate = useDateFormat();
  const translate = useTranslate();
  const deviceValues = useDeviceValues();
  const facts = ['type', 'status', 'laneNumber', 'ip', 'vpnIp', 'installedVersion', 'imageVersion', 'macAddress', 'lastSeenAt'];
  // The status is the device's own (above); the rest of its last message as labelled values.
  const { status: _status, ...reported } = parseDeviceState(device.lastState);
  return (
    <>
      <FactTable
        label={translate('gondola.kit.details')}
        facts={facts.map((f) => ({
          id: f,
          label: translate(`resources.devices.fields.${f}`),
          value:
            f === 'status' ? (
              <DeviceStatusChip status={device.status} />
            ) : f === 'type' ? (
              translate(`resources.devices.options.type.${String(device.type)}`)
            ) : f === 'lastSeenAt' && device.lastSeenAt ? (
              formatDate.dateTime(String(device.lastSeenAt))
            ) : (
              String(device[f] ?? '')
            ),
        }))}
      />
      {Object.keys(reported).length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
            {translate('gondola.devices.values.lastState')}
          </Typography>
          <FactTable label={translate('gondola.devices.values.lastState')} testId="device-last-state" facts={deviceValues(reported)} />
        </>
      )}
    </>
  );
}

/** A device's last state message (JSON text), or nothing where it sent none or something unreadable. */
export function parseDeviceState(text: unknown): Record<string, unknown> {
  if (typeof text !== 'string' || !text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
