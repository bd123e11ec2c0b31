import type { ReviewItem } from '@core/media-review';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDateFormat } from '@src/i18n/date-format';
import { NoSpeechCaptions } from '@src/kit/NoSpeechCaptions';

/** How a medium is named to screen readers: kind, installation and when it was taken. */
export function useMediumName() {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  return (item: ReviewItem, key: 'preview' | 'thumbnail' = 'preview') =>
    translate(`gondola.review.${key}`, {
      kind: translate(`gondola.review.kindOne.${item.kind}`),
      installation: item.installationName,
      time: dateTime(item.takenAt),
    });
}

/**
 * The medium large: a picture (prefetched and decoded before it is shown), or a video that starts
 * playing, muted, as soon as it is the item under review (its poster frame until it plays; the
 * reviewer judges the picture, and browsers allow muted playback without a click), inline, seeking
 * by Range requests. Keyed by the item so the element is new for each one.
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
        <video
          key={item.id}
          src={item.url}
          poster={item.thumbnailUrl ?? undefined}
          controls
          autoPlay
          muted
          playsInline
          preload="auto"
          aria-label={name}
          data-testid="review-preview"
          // A small clip is drawn as large as the frame allows, never cropped.
          style={{ width: '100%', height: '100%', objectFit: 'contain' }}
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
