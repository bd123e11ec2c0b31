import { Alert, Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ResourceContextProvider, useDataProvider, useGetList, useTranslate, type RaRecord } from 'react-admin';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { useParams } from 'react-router-dom';
import { LANE_CONFIG_KINDS, type LaneConfigKind } from '@core/lane-configs';
import { Loading } from '@src/kit/Loading';
import { PageHeader } from '@src/resource-screens/page-title';
import { registry } from '@src/resource-screens/registry';
import { EditOrShow } from '@src/resource-screens/ResourceForm';
import { CreateWith } from '@src/resource-screens/ResourceList';
import { keys } from '@src/resource-screens/resource-messages';
import type { RouteEntry } from '@src/shell/route-table';
import { useInstallationCrumbs } from '@src/kit/installation-crumbs';
import { ApplyPanel } from './ApplyPanel';
import { CameraActions } from './CameraActions';
import { installationBase, LaneNav, useCurrentLane, useLanes } from './lanes';
import { SessionList } from './SessionList';

type PageProps = { route: RouteEntry };

const LANE_FIXED = ['installationId', 'lane'] as const;

/** One configuration record of a lane: its form (or page, read-only) and where it runs. */
function ConfigRecord({ kind, record, children }: { kind: LaneConfigKind; record: RaRecord; children?: ReactNode }) {
  const resource = LANE_CONFIG_KINDS[kind].resource;
  return (
    <Box sx={{ mb: 3 }} data-testid={`config-${String(record.id)}`}>
      <ResourceContextProvider value={resource}>
        {/* The page is the lane's: its installation and number are not changed here. */}
        <EditOrShow def={registry.get(resource)!} id={String(record.id)} headless fixed={LANE_FIXED} />
      </ResourceContextProvider>
      {children}
      <ApplyPanel kind={kind} record={record} resource={resource} />
    </Box>
  );
}

/**
 * The frame of a lane configuration page (`tracker/config/…`, `tracker/videopublisher`): the lanes,
 * the lane's records of one kind with their forms and devices, and create where the lane has none.
 */
function LaneConfigFrame({ route, kind, single, extra }: PageProps & { kind: LaneConfigKind; single: boolean; extra?: (lane: number, records: RaRecord[]) => ReactNode }) {
  const translate = useTranslate();
  const { installationId = '', laneNumber } = useParams();
  const crumbs = useInstallationCrumbs(route);
  const { lanes, isPending } = useLanes(installationId);
  const lane = useCurrentLane(lanes);
  const resource = LANE_CONFIG_KINDS[kind].resource;
  const def = registry.get(resource)!;
  const { data: records = [], isPending: recordsPending } = useGetList(
    resource,
    { filter: { installationId, lane }, sort: { field: 'lane', order: 'ASC' }, pagination: { page: 1, perPage: 50 } },
    { enabled: lane !== undefined },
  );
  const base = `${installationBase(installationId)}/${route.path.split('/:installationId/')[1]!.replace(/\/lane\/:laneNumber$/, '')}`;
  const what = translate(keys.name(resource), { smart_count: 1 });
  return (
    <Box>
      <PageHeader crumbs={lane ? [...crumbs.slice(0, -1), { ...crumbs.at(-1)!, to: base }, { label: translate('gondola.tracker.lane', { lane }) }] : crumbs} />
      {lane === undefined ? (
        <Alert severity="warning">{translate('gondola.video.missing', { id: laneNumber })}</Alert>
      ) : isPending || recordsPending ? (
        <Loading />
      ) : (
        <>
          <LaneNav lanes={lanes} current={lane} base={base} />
          {records.map((record) => (
            <ConfigRecord key={String(record.id)} kind={kind} record={record}>
              {kind === 'cameras' && <CameraActions camera={record} />}
            </ConfigRecord>
          ))}
          {(!single || !records.length) && (
            <Stack direction="row" spacing={2} alignItems="center" sx={{ my: 2 }}>
              {!records.length && <Typography color="text.secondary">{translate('gondola.tracker.notConfigured', { lane, what })}</Typography>}
              <ResourceContextProvider value={resource}>
                <CreateWith def={def} values={{ installationId, lane }} />
              </ResourceContextProvider>
            </Stack>
          )}
          {extra?.(lane, records)}
        </>
      )}
    </Box>
  );
}

/** `tracker/config/startfinish[/lane/{n}]`: runtime window, pre-runtime, identification and opening hours per lane. */
export function StartFinishConfigPage({ route }: PageProps) {
  return <LaneConfigFrame route={route} kind="startfinish" single />;
}

/** `tracker/config/cameramanagement[/lane/{n}]`: the lane's cameras, their presets, moving them and their pictures. */
export function CameraConfigPage({ route }: PageProps) {
  return <LaneConfigFrame route={route} kind="cameras" single={false} />;
}

/** `tracker/videopublisher[/lane/{n}]`: where the lane's videos go, and the lane's sessions with reprocessing. */
export function VideoPublisherPage({ route }: PageProps) {
  const { installationId = '' } = useParams();
  return <LaneConfigFrame route={route} kind="publisher" single extra={(lane) => <SessionList installationId={installationId} lane={lane} />} />;
}

/** `tracker/config/recorder/{configId}[/lane/{n}]`: one recorder configuration, or the lane's recorder configurations. */
export function RecorderConfigPage({ route }: PageProps) {
  const translate = useTranslate();
  const { installationId = '', configId = '' } = useParams();
  const crumbs = useInstallationCrumbs(route);
  const dataProvider = useDataProvider<GondolaDataProvider>();
  // Looked up without an error toast: a configuration id that is not there shows the lane's list.
  const { data: record, isPending } = useQuery({ queryKey: ['recorder-configs', 'find', configId], queryFn: () => dataProvider.findRecord('recorder-configs', configId) });
  if (isPending) return <Loading />;
  if (!record || record.installationId !== installationId) return <LaneConfigFrame route={route} kind="recorder" single={false} />;
  return (
    <Box>
      <PageHeader crumbs={[...crumbs, { label: translate('gondola.tracker.lane', { lane: record.lane }) }]} />
      <ConfigRecord kind="recorder" record={record} />
    </Box>
  );
}
