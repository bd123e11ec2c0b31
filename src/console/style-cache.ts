import createCache, { type EmotionCache } from '@emotion/cache';
import { STYLE_KEY, storeStyleSnapshot } from '@src/boot/style-snapshot';

/**
 * The console's emotion cache, made once: it takes the styles the boot put back from the last
 * visit (src/boot/style-snapshot.ts) as already inserted, and what it holds when the page is left
 * or hidden is kept for the next visit.
 */
export const styleCache: EmotionCache = createCache({ key: STYLE_KEY });

/** Every rule the cache's sheet holds, with the names emotion marked as inserted. */
export function snapshotOf(cache: EmotionCache): { names: string[]; css: string } {
  const names = Object.keys(cache.inserted).filter((name) => cache.inserted[name] === true);
  const css: string[] = [];
  for (const tag of cache.sheet.tags) {
    const rules = tag.sheet?.cssRules;
    if (rules) for (const rule of rules) css.push(rule.cssText);
  }
  return { names, css: css.join('\n') };
}

let watching = false;
/** Keeps the styles when the user leaves or hides the page (the moments a browser still lets a page write). */
export function keepStylesForNextVisit(cache: EmotionCache = styleCache): void {
  if (watching) return;
  watching = true;
  // Leaving fires both events, and a tab switched back and forth makes no new class: emotion's
  // names only grow, so an unchanged count is an unchanged sheet, not written again.
  let kept = -1;
  const keep = () => {
    const { names, css } = snapshotOf(cache);
    if (names.length === kept) return;
    kept = names.length;
    storeStyleSnapshot(names, css);
  };
  window.addEventListener('pagehide', keep);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && keep());
}
