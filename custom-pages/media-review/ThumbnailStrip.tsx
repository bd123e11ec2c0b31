import type { ReviewItem } from '@core/media-review';
import Movie from '@mui/icons-material/Movie';
import { Box } from '@mui/material';
import { memo, useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useMediumName } from './MediaPreview';

interface StripProps {
  items: ReviewItem[];
  index: number;
  range: [number, number] | undefined;
  onPick(index: number, extend: boolean): void;
}

/**
 * What the reviewer holds, as a strip of thumbnails: the current one outlined, a selected range
 * tinted. A click goes to an item, Shift+click selects the range up to it. The keys live on the
 * review area (the strip is a listbox whose active item follows the current one).
 */
export const ThumbnailStrip = memo(function ThumbnailStrip({ items, index, range, onPick }: StripProps) {
  const translate = useTranslate();
  const name = useMediumName();
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    list.current?.querySelector<HTMLElement>(`[data-index="${index}"]`)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [index]);
  const inRange = (i: number) => !!range && i >= range[0] && i <= range[1];
  return (
    <Box
      ref={list}
      role="listbox"
      tabIndex={0}
      aria-label={translate('gondola.review.strip')}
      aria-multiselectable
      aria-activedescendant={items[index] ? `review-thumb-${items[index].id}` : undefined}
      data-testid="review-strip"
      sx={{ display: 'flex', gap: 1, overflowX: 'auto', py: 1, px: 0.5, width: 0, minWidth: '100%' }}
    >
      {items.map((item, i) => (
        <Box
          key={item.id}
          id={`review-thumb-${item.id}`}
          role="option"
          aria-selected={i === index || inRange(i)}
          data-index={i}
          onClick={(e) => onPick(i, e.shiftKey)}
          sx={{
            flex: '0 0 auto',
            width: 96,
            height: 64,
            borderRadius: 1,
            cursor: 'pointer',
            overflow: 'hidden',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: inRange(i) ? 'primary.light' : 'action.hover',
            outline: i === index ? '3px solid' : inRange(i) ? '2px dashed' : 'none',
            outlineColor: 'primary.main',
            outlineOffset: 1,
          }}
        >
          {item.thumbnailUrl ? (
            <img
              src={item.thumbnailUrl}
              alt={name(item, 'thumbnail')}
              loading="lazy"
              style={{ width: '100%', height: '100%', objectFit: 'cover', opacity: inRange(i) ? 0.8 : 1 }}
            />
          ) : (
            <Movie titleAccess={name(item, 'thumbnail')} />
          )}
        </Box>
      ))}
    </Box>
  );
});
