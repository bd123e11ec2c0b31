import { Alert, Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Link, RecordContextProvider, Title, useCanAccess, useGetList, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { Loading } from '@src/kit/Loading';
import { HistoryTab } from '@src/resource-screens/HistoryTab';
import { PageHeader } from '@src/resource-screens/page-title';
import type { RouteEntry } from '@src/shell/route-table';
import { useInstallationCrumbs } from '@src/kit/installation-crumbs';
import { DirectorEditor } from './DirectorEditor';
import { PictureBar, useLanePicture } from './lane-picture';

const RESOURCE = 'video-director-configs';
const DEFAULT_SIZE = { width: 1280, height: 720 };

const base = (installationId: string, trackerRoute: boolean) =>
  `/installation/${encodeURIComponent(installationId)}/${trackerRoute ? 'tracker/config/videodirector' : 'videodirector'}`;

/** The installation's configurations and recorders, when the address names no recorder. */
function ConfigurationList({ installationId }: { installationId: string }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.director.list.${key}`, options);
  const { data: configs = [], isPending } = useGetList(RESOURCE, { filter: { installationId }, sort: { field: 'recorder', order: 'ASC' }, pagination: { page: 1, perPage: 200 } });
  const { data: recorders = [] } = useGetList('devices', {
    filter: { installationId, type: 'recorder' },
    sort: { field: 'name', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  const to = (recorder: string, lane: number) => `${base(installationId, true)}/${encodeURIComponent(recorder)}/lane/${lane}`;
  const nameOf = (recorder: string) => String(recorders.find((r) => String(r.id) === recorder)?.name ?? recorder);
  if (isPending) return <Loading />;
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('title')}
      </Typography>
      {!configs.length && <Typography color="text.secondary">{t('empty')}</Typography>}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {configs.map((c) => (
          <li key={c.id}>
            <Button component={Link} to={to(String(c.recorder), Number(c.lane))} variant="outlined" size="small" sx={{ textTransform: 'none' }}>
              {t('open', { recorder: nameOf(String(c.recorder)), lane: c.lane })}
            </Button>
          </li>
        ))}
      </Stack>
      {recorders.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3">
            {t('newFor')}
          </Typography>
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            {recorders.map((r) => (
              <Button key={r.id} component={Link} to={to(String(r.id), Number(r.laneNumber ?? 1))} size="small" sx={{ textTransform: 'none' }}>
                {String(r.name)}
              </Button>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

/**
 * The video director (`tracker/config/videodirector/{configId}[/lane/{n}]` and
 * `videodirector/{videoRecorderId}`): the areas over the lane camera's picture, edited, saved
 * with their version, copied to another lane and applied to the recorder.
 */
export default function VideoDirectorPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.director.${key}`, options);
  const { installationId = '', configId, laneNumber, videoRecorderId } = useParams();
  const crumbs = useInstallationCrumbs(route);
  const { data: installation } = useGetOne('installations', { id: installationId }, { enabled: !!installationId });
  const recorder = configId ?? videoRecorderId;
  const trackerRoute = route.key === 'configVideoDirector';
  const lane = laneNumber === undefined ? 1 : Number(laneNumber);
  const validLane = Number.isInteger(lane) && lane >= 1 && lane <= 99;
  const { canAccess: canEdit = false } = useCanAccess({ resource: RESOURCE, action: 'edit' });
  const [tab, setTab] = useState<'editor' | 'history'>('editor');
  const { data: configs = [], isPending } = useGetList(
    RESOURCE,
    { filter: { installationId, recorder }, sort: { field: 'lane', order: 'ASC' }, pagination: { page: 1, perPage: 100 } },
    { enabled: !!recorder },
  );
  // The recorder by its name: a recorder device, or a recorder configuration and its device. An
  // address naming neither (and no stored configuration) says so, not lane 1 of nothing.
  const { data: recorderDevice, error: deviceError, isPending: devicePending } = useGetOne('devices', { id: recorder ?? '' }, { enabled: !!recorder, retry: false });
  const { data: recorderConfig, error: configError } = useGetOne('recorder-configs', { id: recorder ?? '' }, { enabled: !!recorder && !!deviceError, retry: false });
  const { data: configDevice } = useGetOne('devices', { id: String(recorderConfig?.recorderId ?? '') }, { enabled: !!recorderConfig?.recorderId, retry: false });
  const recorderName = String(recorderDevice?.name ?? configDevice?.name ?? recorder ?? '');
  const recorderPending = devicePending && !deviceError;
  const unknownRecorder = !!recorder && !isPending && !configs.length && !!deviceError && !!configError;
  const { camera, picture, isPending: picturePending } = useLanePicture(installationId, lane);
  const record = configs.find((c) => Number(c.lane) === lane);
  const size = record ? { width: Number(record.pictureWidth), height: Number(record.pictureHeight) } : picture ? { width: picture.width, height: picture.height } : DEFAULT_SIZE;
  const title = installation ? `${String(installation.name)} · ${translate(`gondola.routes.${route.key}`)}` : translate(`gondola.routes.${route.key}`);
  const lanes = [...new Set([...configs.map((c) => Number(c.lane)), lane])].sort((a, b) => a - b);
  return (
    <Box>
      <PageHeader crumbs={crumbs} titled={false} />
      <Title title={title} />
      {!recorder ? (
        <ConfigurationList installationId={installationId} />
      ) : unknownRecorder ? (
        <Alert severity="warning" data-testid="unknown-recorder">
          {translate('gondola.video.missing', { id: recorder })}
        </Alert>
      ) : !validLane ? (
        <Alert severity="warning">{translate('gondola.video.missing', { id: laneNumber })}</Alert>
      ) : isPending || picturePending || recorderPending ? (
        <Loading />
      ) : (
        <>
          <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography variant="h6" component="h2">
              {recorderName} · {t('lane', { lane })}
            </Typography>
            {trackerRoute && lanes.length > 1 && (
              <Stack direction="row" spacing={0.5} component="nav" aria-label={t('lanes')}>
                {lanes.map((n) => (
                  <Button
                    key={n}
                    size="small"
                    component={Link}
                    to={`${base(installationId, true)}/${encodeURIComponent(recorder)}/lane/${n}`}
                    variant={n === lane ? 'contained' : 'text'}
                    aria-current={n === lane ? 'page' : undefined}
                  >
                    {t('lane', { lane: n })}
                  </Button>
                ))}
              </Stack>
            )}
          </Stack>
          <PictureBar camera={camera} picture={picture} canTake={canEdit} size={size} />
          <Tabs value={tab} onChange={(_, v) => setTab(v)} sx={{ mb: 1 }}>
            <Tab value="editor" label={t('editor')} />
            <Tab value="history" label={t('history')} disabled={!record} />
          </Tabs>
          <Box hidden={tab !== 'editor'}>
            <DirectorEditor
              key={`${recorder}|${lane}`}
              target={{ installationId, recorder, lane, pictureWidth: size.width, pictureHeight: size.height }}
              record={record}
              image={picture?.image}
              canEdit={canEdit}
              name={t('canvas', { recorder: recorderName, lane })}
            />
          </Box>
          {tab === 'history' && record && (
            <RecordContextProvider value={record}>
              <HistoryTab resource={RESOURCE} />
            </RecordContextProvider>
          )}
        </>
      )}
    </Box>
  );
}
