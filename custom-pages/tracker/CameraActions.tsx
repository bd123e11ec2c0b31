import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useTranslate, type RaRecord } from 'react-admin';
import { useRunCommand } from '@src/kit/command-parts';
import { useLatestCommand } from '@src/kit/latest-command';

interface Preset {
  name: string;
  pan: number;
  tilt: number;
  zoom: number;
}

/** The latest picture a camera answered a snapshot with. */
export function CameraPicture({ deviceId, name }: { deviceId: string; name: string }) {
  const translate = useTranslate();
  const { record } = useLatestCommand(deviceId, 'camera.snapshot');
  const image = (() => {
    try {
      return (JSON.parse(String(record?.result ?? 'null')) as { image?: string } | null)?.image;
    } catch {
      return undefined;
    }
  })();
  const label = translate('gondola.tracker.camera.picture', { camera: name });
  return image ? (
    <Box component="img" src={image} alt={label} sx={{ maxWidth: '100%', width: 480, borderRadius: 1, display: 'block' }} data-testid="camera-picture" />
  ) : (
    <Typography color="text.secondary">{translate('gondola.tracker.camera.noPicture')}</Typography>
  );
}

/** Moves a lane camera to one of its presets and takes a picture, through the camera's own commands. */
export function CameraActions({ camera }: { camera: RaRecord }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.tracker.camera.${key}`, options);
  const deviceId = String(camera.deviceId);
  const { canAccess: canMove = false } = useCanAccess({ resource: 'lane-cameras', action: 'edit' });
  const { run, running, last } = useRunCommand(deviceId);
  const [failed, setFailed] = useState(false);
  const presets = (camera.presets as Preset[] | undefined) ?? [];
  const move = async (preset: Preset) => {
    setFailed(false);
    await run('camera.move', { pan: preset.pan, tilt: preset.tilt, zoom: preset.zoom });
  };
  const moveFailed = failed || (last?.command === 'camera.move' && last.status !== 'succeeded');
  return (
    <Box sx={{ mt: 1 }} component="section" aria-label={t('presets')}>
      {canMove && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mb: 1 }} useFlexGap>
          {presets.map((p) => (
            <Button key={p.name} size="small" variant="outlined" disabled={!!running} onClick={() => void move(p).catch(() => setFailed(true))}>
              {t('moveTo', { preset: p.name })}
            </Button>
          ))}
          <Button size="small" variant="contained" disabled={!!running} onClick={() => void run('camera.snapshot', { width: 1280, height: 720 })}>
            {t('snapshot')}
          </Button>
        </Stack>
      )}
      {moveFailed && <Alert severity="error">{t('moveFailed')}</Alert>}
      <CameraPicture deviceId={deviceId} name={deviceId} />
    </Box>
  );
}
