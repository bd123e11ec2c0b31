import { Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { Link, useGetList, useTranslate, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { Loading } from '@src/kit/Loading';
import { useDateFormat } from '@src/i18n/date-format';
import { RecordTable } from '@src/kit/RecordTable';
import { ToneChip } from '@src/kit/ToneChip';
import { PageHeader } from '@src/resource-screens/page-title';
import { keys } from '@src/resource-screens/resource-messages';
import type { RouteEntry } from '@src/shell/route-table';
import { DeviceStatusChip } from '@src/kit/command-parts';
import { useInstallationCrumbs } from '@src/kit/installation-crumbs';
import { CameraPicture } from './CameraActions';
import { installationBase, useLanes } from './lanes';
import { SessionList } from './SessionList';

type PageProps = { route: RouteEntry };

/** One lane at a glance: its limits and opening hours, its devices, its last runs. */
function LaneCard({
  installationId,
  lane,
  config,
  devices,
  configurable,
}: {
  installationId: string;
  lane: number;
  config?: RaRecord;
  devices: RaRecord[];
  configurable: boolean;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.tracker.overview.${key}`, options);
  const format = useDateFormat();
  const { data: runs = [], isPending } = useGetList('timing-runs', {
    filter: { installationId, lane },
    sort: { field: 'startedAt', order: 'DESC' },
    pagination: { page: 1, perPage: 8 },
  });
  return (
    <Card variant="outlined" data-testid={`lane-${lane}`}>
      <CardContent>
        <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {translate('gondola.tracker.lane', { lane })}
          </Typography>
          {configurable && (
            <Button size="small" component={Link} to={`${installationBase(installationId)}/tracker/config/startfinish/lane/${lane}`}>
              {t('configure')}
            </Button>
          )}
        </Stack>
        <Typography variant="subtitle2" component="h3">
          {t('limits')}
        </Typography>
        {config ? (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('window', { min: config.runtimeMinS, max: config.runtimeMaxS, pre: config.preRuntimeMaxS })} · {t('hours', { from: config.openingTime, until: config.closingTime })}
            {config.startWithIdentification ? ` · ${t('identification')}` : ''}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('gondola.tracker.notConfigured', { lane, what: translate(keys.name('start-finish-configs'), { smart_count: 1 }) })}
          </Typography>
        )}
        <Typography variant="subtitle2" component="h3">
          {t('devices')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mb: 1 }} useFlexGap>
          {devices.map((d) => (
            <Stack key={String(d.id)} direction="row" spacing={0.5} alignItems="center">
              <Link to={`${installationBase(installationId)}/devices/device/${encodeURIComponent(String(d.id))}`}>{String(d.name)}</Link>
              <DeviceStatusChip status={d.status} />
            </Stack>
          ))}
        </Stack>
        <RecordTable<RaRecord>
          rows={runs}
          loading={isPending}
          label={t('lastRuns')}
          empty={t('noRuns')}
          rowKey={(r) => String(r.id)}
          columns={[
            { id: 'startedAt', label: translate(keys.field('timing-runs', 'startedAt')), render: (r) => format.dateTime(String(r.startedAt)), nowrap: true },
            { id: 'startNumber', label: translate(keys.field('timing-runs', 'startNumber')), render: (r) => String(r.startNumber ?? '—') },
            {
              id: 'runtime',
              label: translate(keys.field('timing-runs', 'runtimeMs')),
              render: (r) => (r.runtimeMs == null ? '—' : `${(Number(r.runtimeMs) / 1000).toFixed(2)} s`),
              align: 'right',
              nowrap: true,
            },
            {
              id: 'valid',
              label: translate(keys.field('timing-runs', 'valid')),
              render: (r) => (
                <ToneChip
                  tone={r.valid ? 'success' : 'warning'}
                  label={r.valid ? t('valid') : translate(keys.option('timing-runs', 'invalidReason', String(r.invalidReason ?? 'noFinish')))}
                />
              ),
            },
          ]}
        />
      </CardContent>
    </Card>
  );
}

/** Every lane of an installation as cards. */
function LaneOverview({ route, intro, configurable }: PageProps & { intro?: string; configurable: boolean }) {
  const translate = useTranslate();
  const { installationId = '' } = useParams();
  const crumbs = useInstallationCrumbs(route);
  const { lanes, configs, devices, isPending } = useLanes(installationId);
  return (
    <Box>
      <PageHeader crumbs={crumbs} />
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      )}
      {isPending ? (
        <Loading />
      ) : !lanes.length ? (
        <Typography color="text.secondary">{translate('gondola.tracker.noLanes')}</Typography>
      ) : (
        <Grid container spacing={2}>
          {lanes.map((lane) => (
            <Grid key={lane} size={{ xs: 12, lg: 6 }}>
              <LaneCard
                installationId={installationId}
                lane={lane}
                config={configs.find((c) => Number(c.lane) === lane)}
                devices={devices.filter((d) => Number(d.laneNumber ?? 1) === lane)}
                configurable={configurable}
              />
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}

/** `trackerv3`: the legacy V3 tracker's lanes with their limits and last runs. */
export function TrackerV3Page({ route }: PageProps) {
  const translate = useTranslate();
  return <LaneOverview route={route} intro={translate('gondola.tracker.overview.v3')} configurable={false} />;
}

/** `startfinish`: a start/finish installation's lanes: limits, units and runs. */
export function StartFinishPage({ route }: PageProps) {
  return <LaneOverview route={route} configurable />;
}

/** `cameramanagement`: every camera of the installation with its latest picture, and where to configure it. */
export function CameraManagementPage({ route }: PageProps) {
  const translate = useTranslate();
  const { installationId = '' } = useParams();
  const crumbs = useInstallationCrumbs(route);
  const { data: cameras = [], isPending } = useGetList('devices', {
    filter: { installationId, type: 'camera' },
    sort: { field: 'name', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  return (
    <Box>
      <PageHeader crumbs={crumbs} />
      {isPending ? (
        <Loading />
      ) : !cameras.length ? (
        <Typography color="text.secondary">{translate('gondola.tracker.noDevicesOfType')}</Typography>
      ) : (
        <Grid container spacing={2}>
          {cameras.map((camera) => (
            <Grid key={String(camera.id)} size={{ xs: 12, md: 6 }}>
              <Card variant="outlined">
                <CardContent>
                  <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
                    <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
                      {String(camera.name)} · {translate('gondola.tracker.lane', { lane: camera.laneNumber ?? 1 })}
                    </Typography>
                    <DeviceStatusChip status={camera.status} />
                  </Stack>
                  <CameraPicture deviceId={String(camera.id)} name={String(camera.name)} />
                  <Button
                    size="small"
                    sx={{ mt: 1 }}
                    component={Link}
                    to={`${installationBase(installationId)}/tracker/config/cameramanagement/lane/${Number(camera.laneNumber ?? 1)}`}
                  >
                    {translate('gondola.tracker.camera.open')}
                  </Button>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}

/** `session`: the installation's recorded sessions, their events and reprocessing. */
export function SessionPage({ route }: PageProps) {
  const { installationId = '' } = useParams();
  const crumbs = useInstallationCrumbs(route);
  return (
    <Box>
      <PageHeader crumbs={crumbs} />
      <SessionList installationId={installationId} />
    </Box>
  );
}
