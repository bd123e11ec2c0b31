import Movie from '@mui/icons-material/Movie';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { NoSpeechCaptions } from '@src/kit/NoSpeechCaptions';
import { failureReason } from '@src/kit/Uploads';

/** The theme's rendered clip: render it (ffmpeg on the server, in the background), watch the progress, play it. */
export function PreviewClip({ themeId, canRender }: { themeId: string; canRender: boolean }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState<string | null>(null);
  const key = ['theme-preview', themeId];
  const { data } = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.getThemePreview(themeId),
    refetchInterval: (query) => (query.state.data && ['queued', 'rendering'].includes(query.state.data.state) ? 1000 : false),
  });
  const render = async () => {
    setRefused(null);
    try {
      queryClient.setQueryData(key, await dataProvider.renderThemePreview(themeId));
    } catch (error) {
      setRefused(failureReason(error));
    }
  };
  if (!data) return null;
  const busy = data.state === 'queued' || data.state === 'rendering';
  return (
    <Box component="section" aria-label={translate('gondola.video.clip.title')} sx={{ mt: 3 }} data-testid="preview-clip">
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('gondola.video.clip.title')}
      </Typography>
      {!data.available ? (
        <Alert severity="info">{data.message ?? translate('gondola.video.clip.unavailable')}</Alert>
      ) : (
        <Stack spacing={1}>
          {data.file && !busy && (
            // biome-ignore lint/a11y/useMediaCaption: the captions track is NoSpeechCaptions, which the rule cannot see through
            <video
              controls
              preload="metadata"
              src={data.file.url}
              aria-label={translate('gondola.video.clip.title')}
              style={{ width: '100%', background: '#000' }}
              data-testid="preview-clip-player"
            >
              <NoSpeechCaptions />
            </video>
          )}
          {busy && (
            <Box>
              <Typography variant="body2">
                {translate(data.state === 'queued' ? 'gondola.video.clip.queued' : 'gondola.video.clip.rendering', { progress: data.progress })}
              </Typography>
              <LinearProgress
                variant={data.state === 'queued' ? 'indeterminate' : 'determinate'}
                value={data.progress}
                aria-label={translate('gondola.video.clip.rendering', { progress: data.progress })}
              />
            </Box>
          )}
          {data.state === 'failed' && <Alert severity="error">{translate('gondola.video.clip.failed', { reason: data.error ?? '' })}</Alert>}
          {refused && <Alert severity="error">{refused}</Alert>}
          {canRender && (
            <Box>
              <Button variant="outlined" startIcon={<Movie />} disabled={busy} onClick={() => void render()}>
                {translate(data.file ? 'gondola.video.clip.renderAgain' : 'gondola.video.clip.render')}
              </Button>
            </Box>
          )}
          <Typography variant="caption" color="text.secondary">
            {translate('gondola.video.clip.hint')}
          </Typography>
        </Stack>
      )}
    </Box>
  );
}
