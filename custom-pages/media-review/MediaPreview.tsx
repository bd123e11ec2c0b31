import type { ReviewItem } from '@core/media-review';
import { Box } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { NoSpeechCaptions } from '@src/kit/NoSpeechCaptions';

/** How a medium is named to screen readers: kind, installation and when it was taken. */
export function useMediumName() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (item: ReviewItem, key: 'preview' | 'thumbnail' = 'preview') =>
    translate(`gondola.review.${key}`, {
      kind: translate(`gondola.review.kindOne.${item.kind}`),
      installation: item.installationName,
      time: new Date(item.takenAt).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'medium' }),
    });
}

/**
 * The medium large: a picture (prefetched and decoded before it is shown), or a video that plays
 * inline and seeks by Range requests. Keyed by the item so the element is new for each one.
 */
export function MediaPreview({ item }: { item: ReviewItem }) {
  const name = useMediumName()(item);
  const frame = {
    width: '100%',
    height: { xs: 260, sm: 420, lg: 520 },
    bgcolor: 'grey.900',
    borderRadius: 1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
  } as const;
  if (item.contentType.startsWith('video/')) {
    return (
      <Box sx={frame}>
        {/* biome-ignore lint/a11y/useMediaCaption: the track says the clip has no speech. */}
        <video
          key={item.id}
          src={item.url}
          poster={item.thumbnailUrl ?? undefined}
          controls
          preload="auto"
          aria-label={name}
          data-testid="review-preview"
          style={{ maxWidth: '100%', maxHeight: '100%' }}
        >
          <NoSpeechCaptions />
        </video>
      </Box>
    );
  }
  return (
    <Box sx={frame}>
      <img key={item.id} src={item.url} alt={name} data-testid="review-preview" data-id={item.id} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
    </Box>
  );
}
