import PhotoCamera from '@mui/icons-material/PhotoCamera';
import { Button, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetList, useTranslate } from 'react-admin';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { useLatestCommand } from '@src/kit/latest-command';
import { useDateFormat } from '@src/i18n/date-format';

export interface LanePicture {
  image: string;
  width: number;
  height: number;
  at: string;
}

const SNAPSHOT = 'camera.snapshot';

/** The lane's camera and its latest picture (the last successful snapshot command). */
export function useLanePicture(installationId: string, lane: number) {
  const { data: cameras = [], isPending: camerasPending } = useGetList('devices', {
    filter: { installationId, type: 'camera', laneNumber: lane },
    sort: { field: 'name', order: 'ASC' },
    pagination: { page: 1, perPage: 1 },
  });
  const camera = cameras[0];
  const { record: shot, isPending: shotsPending } = useLatestCommand(camera ? String(camera.id) : undefined, SNAPSHOT);
  let picture: LanePicture | undefined;
  if (shot?.result) {
    try {
      const result = JSON.parse(String(shot.result)) as Partial<LanePicture>;
      if (typeof result.image === 'string' && Number(result.width) > 0 && Number(result.height) > 0)
        picture = { image: result.image, width: Number(result.width), height: Number(result.height), at: String(shot.finishedAt ?? shot.queuedAt) };
    } catch {
      // An answer that is not a picture leaves the frame empty.
    }
  }
  return { camera, picture, isPending: camerasPending || shotsPending };
}

/** The picture's source line and the button that asks the camera for a new one. */
export function PictureBar({
  camera,
  picture,
  canTake,
  size,
}: {
  camera: { id: unknown; name?: unknown } | undefined;
  picture: LanePicture | undefined;
  canTake: boolean;
  size: { width: number; height: number };
}) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.director.picture.${key}`, options);
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const queryClient = useQueryClient();
  const { dateTime } = useDateFormat();
  const take = useMutation({
    mutationFn: () => dataProvider.runDeviceCommand(String(camera!.id), { command: SNAPSHOT, wait: 20_000 }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['device-commands'] }),
  });
  const failed = take.data && take.data.status !== 'succeeded' ? String(take.data.error ?? take.data.status) : take.error ? (take.error as Error).message : undefined;
  return (
    <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap sx={{ my: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 220 }} data-testid="picture-source">
        {[!camera ? t('noCamera') : picture ? t('taken', { camera: String(camera.name ?? camera.id), at: dateTime(picture.at) }) : t('none', size), t('size', size)].join(' · ')}
      </Typography>
      {camera && canTake && (
        <Button size="small" startIcon={<PhotoCamera />} onClick={() => take.mutate()} disabled={take.isPending}>
          {take.isPending ? t('taking') : t('take')}
        </Button>
      )}
      {failed && (
        <Typography role="alert" color="error" variant="body2">
          {t('failed', { reason: failed })}
        </Typography>
      )}
    </Stack>
  );
}
