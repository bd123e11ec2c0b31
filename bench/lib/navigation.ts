import type { Page } from 'playwright-core';
import { median } from './stats';

/** What a page's content being on screen means to the walk (the peer app's title is not an h1). */
export interface ContentRule {
  /** The page's title: present and not empty. */
  title: string;
  /** The page settles once nothing is in flight and no progress indicator shows for `settleMs`. */
  settleMs: number;
  /** Given up after. */
  limitMs: number;
}

export const GONDOLA_CONTENT: ContentRule = { title: 'h1', settleMs: 300, limitMs: 10_000 };

export interface Step {
  path: string;
  what: string;
  /** Navigation start → first frame from which the content stayed on screen, settled. */
  ms: number;
  timedOut: boolean;
  /** Each visit's time, where the route was visited again (confirmSlowest). */
  visits?: number[];
}

/** The bench runs under tsx, whose esbuild names inner functions with a helper the page lacks: every document gets one. */
export async function allowTsxNames(page: Page) {
  await page.addInitScript({ content: 'globalThis.__name = (target) => target;' });
}

/**
 * Counts the page's API requests in flight (the live-update stream excepted), so the walk knows
 * when a screen has what it asked for. Installed before the console loads.
 */
export async function watchRequests(page: Page) {
  await allowTsxNames(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __inflight: number; __lastRequestAt: number };
    w.__inflight = 0;
    w.__lastRequestAt = 0;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes('/api/') || url.includes('/api/events')) return original(input, init);
      w.__inflight++;
      w.__lastRequestAt = performance.now();
      // Settled once the body is read too: a list is not shown before its JSON is.
      return original(input, init).then(
        (response) => {
          const done = () => w.__inflight--;
          response.clone().arrayBuffer().then(done, done);
          return response;
        },
        (error: unknown) => {
          w.__inflight--;
          throw error;
        },
      );
    };
  });
}

/**
 * An in-app navigation (what a link does) timed in the page: from the history change to the first
 * animation frame from which the DOM has changed (or, for a route showing what the previous one
 * showed, `settleMs` passed), the title is there, no API request is in flight
 * and no progress indicator or skeleton shows — and that stays so for `settleMs` (a request that
 * starts in between restarts the wait, so a screen that loads in two steps counts both; so does a
 * change of the page's content, so rows rendered after the answer, in a deferred pass, count).
 */
export async function navigateTimed(page: Page, to: string, rule: ContentRule): Promise<{ ms: number; timedOut: boolean }> {
  return page.evaluate(
    ({ to, rule }) =>
      new Promise<{ ms: number; timedOut: boolean }>((resolve) => {
        const w = window as unknown as { __inflight: number; __lastRequestAt: number };
        let changed = false;
        let changedAt = 0;
        const observer = new MutationObserver(() => {
          changed = true;
          changedAt = performance.now();
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        const started = performance.now();
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
        const visible = (selector: string) => [...document.querySelectorAll(selector)].some((e) => e.getClientRects().length > 0);
        let shownAt: number | undefined;
        const frame = () => {
          const now = performance.now();
          // A route that shows exactly what the previous one showed changes nothing: its content is
          // counted as on screen once settleMs passed without a change (conservative by settleMs).
          const shown =
            (changed || now - started >= rule.settleMs) &&
            w.__inflight === 0 &&
            !!document.querySelector(rule.title)?.textContent?.trim() &&
            !visible('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root');
          if (!shown) shownAt = undefined;
          else if (shownAt === undefined || w.__lastRequestAt > shownAt || changedAt > shownAt) shownAt = now;
          if (shownAt !== undefined && now - shownAt >= rule.settleMs) {
            observer.disconnect();
            resolve({ ms: shownAt - started, timedOut: false });
          } else if (now - started > rule.limitMs) {
            observer.disconnect();
            resolve({ ms: now - started, timedOut: true });
          } else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    { to, rule },
  );
}

/** Puts every script and style sheet of the build into the browser's cache (a returning user's warm cache). */
export async function warmCache(page: Page, assets: string[]) {
  await page.evaluate(async (urls) => {
    for (let i = 0; i < urls.length; i += 16) await Promise.all(urls.slice(i, i + 16).map((u) => fetch(u).then((r) => r.arrayBuffer())));
  }, assets);
}

/** Walks the pages in order, one in-app navigation each. */
export async function walk(page: Page, pages: Array<{ path: string; what: string }>, rule: ContentRule): Promise<Step[]> {
  const steps: Step[] = [];
  for (const target of pages) steps.push({ ...target, ...(await navigateTimed(page, target.path, rule)) });
  return steps;
}

/**
 * The slowest routes visited twice more, each then counted at the median of its three visits. A
 * route is slow when it is slow again, not when one visit met a busy machine: a CI run measured
 * 1,012 ms once on a route that takes 400 ms here. A real regression is slow all three times.
 */
export async function confirmSlowest(page: Page, steps: Step[], rule: ContentRule, count = 5): Promise<Step[]> {
  const slowest = [...steps].sort((a, b) => b.ms - a.ms).slice(0, count);
  const visits = new Map<Step, number[]>(slowest.map((s) => [s, [s.ms]]));
  for (let round = 0; round < 2; round++) {
    for (const step of slowest) visits.get(step)!.push((await navigateTimed(page, step.path, rule)).ms);
  }
  return steps.map((s) => {
    const times = visits.get(s);
    return times ? { ...s, ms: median(times), visits: times } : s;
  });
}
