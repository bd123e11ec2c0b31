import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { LaneConfigKind } from '@core/lane-configs';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { failureAnswer } from '@src/http/failure-answer';
import { useDateFormat } from '@src/i18n/date-format';
import { RecordTable } from '@src/kit/RecordTable';
import { ToneChip } from '@src/kit/ToneChip';
import type { DeviceApplied } from '@core/lane-configs';

const TONE = { matches: 'success', outdated: 'warning', pending: 'info', failed: 'error', drift: 'error', never: 'neutral' } as const;

/** Why the devices could not be asked, in spec §8's words. */
function failureKey(error: unknown): string {
  const { status, error: code } = failureAnswer(error);
  if (code === 'no_devices_of_type') return 'gondola.tracker.noDevicesOfType';
  if (code === 'devices_unavailable') return 'gondola.tracker.devicesUnavailable';
  return status && status < 500 && status !== 0 ? 'gondola.messages.configurationNotSaved' : 'gondola.tracker.trackerUnavailable';
}

/**
 * A lane configuration on its devices: per device the version it confirmed, the version it reports
 * and whether that is the stored one; "apply" sends the stored version (a stored, audited command).
 */
export function ApplyPanel({ kind, record, resource }: { kind: LaneConfigKind; record: { id: unknown; version?: unknown }; resource: string }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.tracker.apply.${key}`, options);
  const format = useDateFormat();
  const notify = useNotify();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const { canAccess: canApply = false } = useCanAccess({ resource, action: 'edit' });
  const id = String(record.id);
  const version = Number(record.version);
  const applied = useQuery({ queryKey: ['lane-configs', kind, id, 'applied', version], queryFn: () => dataProvider.getApplied(kind, id), refetchInterval: 5000, retry: false });
  const apply = useMutation({
    mutationFn: () => dataProvider.applyLaneConfig(kind, id, version),
    onSuccess: ({ commands }) => {
      notify(t('applied', { smart_count: commands.length }), { type: 'info' });
      void applied.refetch();
    },
    onError: (error) => notify(failureKey(error), { type: 'error' }),
  });
  const devices = applied.data?.devices;
  return (
    <Card variant="outlined" sx={{ mt: 2 }} component="section" aria-label={t('title')} data-testid="apply-panel">
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('title')}
          </Typography>
          <Button size="small" onClick={() => void applied.refetch()}>
            {translate('gondola.tracker.refresh')}
          </Button>
          {canApply && (
            <Button variant="contained" size="small" disabled={apply.isPending || !devices?.length} onClick={() => apply.mutate()}>
              {t('button', { version })}
            </Button>
          )}
        </Stack>
        {applied.isError ? (
          <Alert severity="warning" action={<Button onClick={() => void applied.refetch()}>{translate('gondola.tracker.refresh')}</Button>}>
            {translate(failureKey(applied.error))}
          </Alert>
        ) : devices && !devices.length ? (
          <Typography color="text.secondary">{t('none')}</Typography>
        ) : (
          <Box>
            <RecordTable<DeviceApplied>
              rows={devices}
              loading={applied.isPending}
              label={t('title')}
              rowKey={(d) => d.deviceId}
              testId="applied-devices"
              columns={[
                { id: 'device', label: t('device'), render: (d) => `${d.name} (${d.deviceId})` },
                { id: 'state', label: t('state'), render: (d) => <ToneChip tone={TONE[d.state]} label={t(`states.${d.state}`, { version: d.appliedVersion })} /> },
                { id: 'confirmed', label: t('confirmed'), render: (d) => d.appliedVersion ?? '—', nowrap: true },
                { id: 'reported', label: t('reported'), render: (d) => d.reportedVersion ?? '—', nowrap: true },
                {
                  id: 'last',
                  label: t('lastAttempt'),
                  render: (d) => (d.last ? `v${d.last.version} · ${format.dateTime(d.last.at)}${d.last.error ? ` · ${d.last.error}` : ''}` : '—'),
                },
              ]}
            />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
