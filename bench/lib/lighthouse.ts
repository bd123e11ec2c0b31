import { chromium, type Page } from 'playwright-core';
import { LIST_CHUNKS_ELEMENT_ID } from '../../core/constants';
import { CHROMIUM_ARGS, chromiumPath, freePort } from '../../tests/e2e/harness';
import { signInThroughProvider } from '../../tests/e2e/sign-in-helpers';

/**
 * Until the console has fetched ahead, into the cache, what a list opened later needs (the files
 * the page names, src/shell/ListScreensPreload.tsx: once its own downloads have been quiet for two
 * seconds and it is idle). A page that names none is settled at once.
 */
export async function untilFetchedAhead(page: Page) {
  await page.waitForFunction(
    (id) => {
      if (document.getElementById(id)) return false;
      const finished = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
      return [...document.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]')].every((link) => finished.has(link.href));
    },
    LIST_CHUNKS_ELEMENT_ID,
    { timeout: 30_000 },
  );
}

/**
 * The `prepare` of most runs: the admin signed in through the provider on the phone, the dashboard
 * on screen, and the console settled (what it fetches ahead is in the cache). The run then opens a
 * link on a phone that has used the console before, as the on-call engineer's has; without the
 * wait, whether a list's files were in the cache depended on whether Lighthouse started within two
 * seconds of the dashboard, and a list's score on which way that went (0.82 vs 0.92 on one host).
 */
export const signedInAsAdmin = (serverUrl: string) => async (page: Page) => {
  await signInThroughProvider(page, serverUrl, 'admin');
  await page.getByTestId('dashboard').waitFor();
  await untilFetchedAhead(page);
};

/**
 * Lighthouse on `url` in a profile `prepare` has signed in: the profile keeps the session and
 * Lighthouse keeps the storage. The sign-in happens on the device Lighthouse then emulates (its
 * screen): a profile is one browser, and what an app keeps of a visit (Gondola keeps the styles
 * it made, for the next start) is of that browser's screen, not of a desktop window's.
 */
export async function lighthouseScores(url: string, preset: 'desktop' | 'mobile', prepare: (page: Page) => Promise<void>) {
  const { default: lighthouse } = await import('lighthouse');
  const desktop = (await import('lighthouse/core/config/desktop-config.js')).default;
  const { screenEmulationMetrics } = await import('lighthouse/core/config/constants.js');
  const port = await freePort();
  const executablePath = chromiumPath()!;
  const context = await chromium.launchPersistentContext('', {
    executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const { width, height, deviceScaleFactor, mobile } = screenEmulationMetrics[preset];
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor, mobile });
    await prepare(page);
    await cdp.send('Emulation.clearDeviceMetricsOverride');
    await cdp.detach();
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', disableStorageReset: true, onlyCategories: ['performance', 'accessibility'] },
      preset === 'desktop' ? desktop : undefined,
    );
    const lhr = result!.lhr;
    const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && lhr.categories.accessibility!.auditRefs.some((r) => r.id === a.id && r.weight > 0));
    return {
      // A run Lighthouse could not complete (no paint, a page that did not load) has no scores.
      runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : lhr.categories.performance!.score === null ? 'no performance score' : undefined,
      failingAccessibility: failing.map((a) => a.id),
      lhr,
      performance: lhr.categories.performance!.score ?? 0,
      accessibility: lhr.categories.accessibility!.score ?? 0,
      lcpMs: lhr.audits['largest-contentful-paint']!.numericValue ?? NaN,
      tbtMs: lhr.audits['total-blocking-time']!.numericValue ?? NaN,
    };
  } finally {
    await context.close();
  }
}

/**
 * Lighthouse `runs` times, each in a fresh profile: the run with the median performance score,
 * with every run's score. One run of a phone's score moves by ±0.1 from one to the next (Lighthouse's
 * own advice on variability is a median of several runs), which is wider than the goals it is read against.
 */
export async function medianLighthouseScores(runs: number, url: string, preset: 'desktop' | 'mobile', prepare: (page: Page) => Promise<void>) {
  const results: Awaited<ReturnType<typeof lighthouseScores>>[] = [];
  const failures: string[] = [];
  // A run Lighthouse did not complete scores 0: it is said and run again (up to `runs` more times), not counted.
  while (results.length < runs) {
    const run = await lighthouseScores(url, preset, prepare);
    if (!run.runtimeError) results.push(run);
    else if (failures.push(run.runtimeError) > runs) throw new Error(`Lighthouse ${preset} on ${url} failed ${failures.length} times: ${failures.join('; ')}`);
  }
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, scores: results.map((r) => r.performance), failures };
}
