import { Button, Stack } from '@mui/material';
import { Link, useGetList, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';

/** An installation's lanes: those with a start/finish configuration and those its devices serve, in order. */
export function useLanes(installationId: string) {
  const configs = useGetList('start-finish-configs', { filter: { installationId }, sort: { field: 'lane', order: 'ASC' }, pagination: { page: 1, perPage: 64 } });
  const devices = useGetList('devices', { filter: { installationId }, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 200 } });
  const lanes = [...new Set([...(configs.data ?? []).map((c) => Number(c.lane)), ...(devices.data ?? []).map((d) => Number(d.laneNumber ?? 1))])]
    .filter((n) => Number.isInteger(n) && n >= 1)
    .sort((a, b) => a - b);
  return { lanes, configs: configs.data ?? [], devices: devices.data ?? [], isPending: configs.isPending || devices.isPending };
}

/** The lane the address names (`…/lane/{laneNumber}`), else the first one. */
export function useCurrentLane(lanes: number[]): number | undefined {
  const { laneNumber } = useParams();
  if (laneNumber !== undefined) {
    const n = Number(laneNumber);
    return Number.isInteger(n) && n >= 1 && n <= 64 ? n : undefined;
  }
  return lanes[0] ?? 1;
}

/** Switches between lanes; the lane is part of the address, so a link shares it. */
export function LaneNav({ lanes, current, base }: { lanes: number[]; current: number; base: string }) {
  const translate = useTranslate();
  const shown = [...new Set([...lanes, current])].sort((a, b) => a - b);
  return (
    <Stack direction="row" spacing={0.5} component="nav" aria-label={translate('gondola.tracker.lanes')} sx={{ my: 1, flexWrap: 'wrap' }} useFlexGap data-testid="lane-nav">
      {shown.map((n) => (
        <Button key={n} size="small" component={Link} to={`${base}/lane/${n}`} variant={n === current ? 'contained' : 'outlined'} aria-current={n === current ? 'page' : undefined}>
          {translate('gondola.tracker.lane', { lane: n })}
        </Button>
      ))}
    </Stack>
  );
}

export const installationBase = (installationId: string) => `/installation/${encodeURIComponent(installationId)}`;
