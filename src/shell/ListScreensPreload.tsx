import { useEffect } from 'react';
import { LIST_CHUNKS_ELEMENT_ID } from '@core/constants';
import { LazyResourceList } from '@src/resource-screens/lazy-screens';

/** The page's own downloads have been quiet this long (no file or answer finished) before anything is fetched ahead… */
export const QUIET_MS = 2_000;
/** …and then the console waits at most this long for an idle moment. */
export const IDLE_TIMEOUT_MS = 5_000;
/** The build's own files, as the server names them; nothing else becomes a link. */
const BUILT_FILE = /^\/assets\/[\w.-]+\.js$/;

/** Pointing at, touching or tabbing to a link or button: the user is about to go somewhere. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;
const ACTIONABLE = 'a[href], button, [role="button"], [role="menuitem"]';

/**
 * Runs `work` once, at the first sign that the user is about to move on: a pointer over, a touch
 * of or the focus on a link or button (the menu, a dashboard card, the drawer's button on a phone).
 * The returned function stops listening. Not on a timer: the first screen's own work (and a
 * phone's first-load score, which counts any later task as blocking) stays untouched until the
 * user acts, and a hover or the drawer's tap comes 100–300 ms before the click it announces.
 */
export function onFirstIntent(work: () => void, target: Document = document): () => void {
  const stop = () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, seen, true);
  };
  function seen(event: Event) {
    if (!(event.target instanceof Element) || !event.target.closest(ACTIONABLE)) return;
    stop();
    work();
  }
  for (const type of INTENT_EVENTS) target.addEventListener(type, seen, { capture: true, passive: true });
  return stop;
}

/**
 * Runs `work` once the page's own downloads have been quiet for QUIET_MS (its first screen's files
 * and answers are in: nothing fetched ahead competes with them) and the browser is idle. The
 * returned function cancels it.
 */
function whenSettled(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const observer = typeof PerformanceObserver === 'function' ? new PerformanceObserver(() => restart()) : undefined;
  const stop = () => {
    observer?.disconnect();
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
  function restart() {
    clearTimeout(timer);
    timer = setTimeout(() => {
      observer?.disconnect();
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
      else work();
    }, QUIET_MS);
  }
  observer?.observe({ type: 'resource' });
  restart();
  return stop;
}

/**
 * Fetches into the browser's cache, without running them, the generic list's files the page names
 * (server/http/spa-index.ts) and has not loaded: the next list opened, or an alert's link opened
 * on this phone later, then downloads none of them (~135 KB, half a second on a slow mobile
 * network). Prefetches go at the lowest priority and take no time of the main thread.
 */
export function prefetchListChunks(doc: Document = document): void {
  const element = doc.getElementById(LIST_CHUNKS_ELEMENT_ID);
  if (!element?.textContent) return;
  // Once per page: a second console (a test's, a sign-in after a sign-out) finds them in the cache.
  element.remove();
  let urls: unknown;
  try {
    urls = JSON.parse(element.textContent);
  } catch {
    return;
  }
  if (!Array.isArray(urls)) return;
  // What the page has loaded (its resource timings) or named already needs no second fetch.
  const loaded = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('resource').map((entry) => new URL(entry.name, doc.baseURI).pathname) : [];
  const named = new Set([...loaded, ...[...doc.querySelectorAll('link[href], script[src]')].map((e) => e.getAttribute('href') ?? e.getAttribute('src'))]);
  for (const url of urls) {
    if (typeof url !== 'string' || !BUILT_FILE.test(url) || named.has(url)) continue;
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.crossOrigin = '';
    link.href = url;
    doc.head.appendChild(link);
  }
}

/**
 * The generic list screens (their chunk, the whole definitions and their messages) load when the
 * user first reaches for a link: lists are most of a support engineer's work, and the first one
 * opened otherwise paid ~80–150 ms evaluating them after the click. Before that, once the first
 * screen's downloads are done and the console is idle, their files are fetched into the cache
 * (prefetchListChunks). A failure here is not shown:
 * the list loads them again when opened, and says so if it cannot.
 */
export function ListScreensPreload() {
  useEffect(() => {
    const cancelPrefetch = whenSettled(() => prefetchListChunks());
    const stopListening = onFirstIntent(() => void LazyResourceList.preload().catch(() => undefined));
    return () => {
      cancelPrefetch();
      stopListening();
    };
  }, []);
  return null;
}
