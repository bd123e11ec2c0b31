import type { ReviewItem } from '@core/media-review';
import { setBounded } from '@core/bounded-map';

/** Pictures already fetched and decoded, kept alive so the next one shows without a wait. */
const cache = new Map<string, HTMLImageElement>();
const LIMIT = 12;

/**
 * Loads and decodes the pictures about to be shown (the current one and the next few), so a
 * decision puts the next one on screen from memory. Videos only fetch their start (the element's
 * own `preload`), not whole files nobody may watch.
 */
export function prefetchMedia(items: ReviewItem[]) {
  for (const item of items) {
    const url = item.contentType.startsWith('image/') ? item.url : item.thumbnailUrl;
    if (!url || cache.has(url)) continue;
    const img = new Image();
    img.decoding = 'async';
    img.src = url;
    // A picture that cannot be decoded shows its own error where it is displayed.
    void img.decode?.().catch(() => undefined);
    setBounded(cache, url, img, LIMIT);
  }
}
