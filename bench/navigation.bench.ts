import fs from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';
import { apiAs, launchBrowser, WITH_MOTION } from '../tests/e2e/harness';
import { signInThroughProvider } from '../tests/e2e/sign-in-helpers';
import type { A11yPage } from '../tests/e2e/a11y-routes';
import { ensureBuild, ROOT } from './lib/build';
import { medianLighthouseScores, signedInAsAdmin } from './lib/lighthouse';
import { confirmSlowest, GONDOLA_CONTENT, walk, warmCache, watchRequests, type Step } from './lib/navigation';
import type { Bench, Figure } from './lib/result';
import { median, round } from './lib/stats';
import { startSeededServer } from './lib/seeded';

export const NAVIGATION_TARGET_MS = { median: 300, worst: 1000 } as const;
/**
 * What CI holds every route to until the worst case meets its target: a route that takes twice
 * the target is a regression, not noise (the slowest screens take 0.9–1.2 s today).
 */
export const NAVIGATION_GATE_MS = NAVIGATION_TARGET_MS.worst;
/**
 * The floor CI holds the phone score of a list opened directly to (Lighthouse mobile, the
 * installations list): this issue's work started at 0.45 and runs here at 0.64–0.71, ±0.1 from
 * run to run. The goal (≥ 0.90, above the peer) is reported by the full react-admin-peer run.
 */
export const PHONE_LIST_GATE = 0.5;

/**
 * Every page of the console with real records for its parameters (the list the accessibility suite
 * walks), read through Vite: the route table and the resource index are made with import.meta.glob.
 */
async function consolePages(api: <T>(method: string, url: string) => Promise<T>, generated: 'sample' | 'every'): Promise<A11yPage[]> {
  // Vite's dev server sets NODE_ENV=development for the whole process: the benches after this one
  // (the servers they start, the builds they make) must not inherit it.
  const nodeEnv = process.env.NODE_ENV;
  const vite = await createServer({
    configFile: path.join(ROOT, 'vite.config.ts'),
    root: ROOT,
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { a11yPages } = (await vite.ssrLoadModule('/tests/e2e/a11y-routes.ts')) as typeof import('../tests/e2e/a11y-routes');
    return await a11yPages(api, generated);
  } finally {
    await vite.close();
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

const GENERIC_SCREEN = / (create|edit|show)$/;

/** Every script and style sheet of the build, for the warm cache. */
const buildAssets = () =>
  fs
    .readdirSync(path.join(ROOT, 'dist/spa/assets'))
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => `/assets/${f}`);

export function navigationFigures(bench: string, who: string, steps: Step[], targets: boolean): Figure[] {
  const times = steps.map((s) => s.ms);
  const slowest = [...steps].sort((a, b) => b.ms - a.ms).slice(0, 10);
  const timedOut = steps.filter((s) => s.timedOut);
  return [
    {
      bench,
      name: `${who}: route to route, content on screen (median)`,
      value: round(median(times), 0),
      unit: 'ms',
      ...(targets && { target: { max: NAVIGATION_TARGET_MS.median } }),
      note: `${steps.length} routes, in-app navigation, warm cache, demo data`,
    },
    {
      bench,
      name: `${who}: route to route, content on screen (worst)`,
      value: round(Math.max(...times), 0),
      unit: 'ms',
      ...(targets && { target: { max: NAVIGATION_TARGET_MS.worst } }),
      note: `slowest: ${slowest.map((s) => `${s.what} ${round(s.ms, 0)} ms${s.visits ? ` (median of ${s.visits.map((v) => round(v, 0)).join(', ')})` : ''}`).join('; ')}${timedOut.length ? `; never settled: ${timedOut.map((s) => s.what).join(', ')}` : ''}`,
    },
    ...(targets
      ? [
          {
            bench,
            name: `${who}: routes over the CI gate of ${NAVIGATION_GATE_MS} ms`,
            value: steps.filter((s) => s.ms > NAVIGATION_GATE_MS).length,
            unit: 'routes',
            target: { max: 0 },
            budget: true,
          },
        ]
      : []),
  ];
}

/**
 * Signed in as admin in Chromium with a warm cache: one in-app navigation to each route after the
 * other, timed until the page's content is on screen (bench/lib/navigation.ts). The quick subset
 * walks every route of the route table and every entity's list; the full run adds each entity's
 * create, edit and show screens.
 */
export const navigation: Bench = {
  name: 'navigation',
  quick: true,
  async run({ quick, databaseUrl, log }) {
    ensureBuild();
    const { server, stop } = await startSeededServer(databaseUrl, 'gondola_bench_navigation');
    const browser = await launchBrowser(WITH_MOTION);
    try {
      const { api } = await apiAs(server);
      // The quick subset (CI): the bespoke pages and the lists of the resources whose screens cover every field kind.
      const pages = (await consolePages(api, quick ? 'sample' : 'every')).filter((p) => !quick || !GENERIC_SCREEN.test(p.what));
      const { page } = browser;
      await watchRequests(page);
      await signInThroughProvider(page, server.url, 'admin', '/');
      await page.getByTestId('dashboard').waitFor({ timeout: 30_000 });
      await warmCache(page, buildAssets());
      const walkStarted = Date.now();
      const steps = await confirmSlowest(page, await walk(page, pages, GONDOLA_CONTENT), GONDOLA_CONTENT);
      log(`walked ${pages.length} routes in ${round((Date.now() - walkStarted) / 1000, 0)} s`);
      const slowest = [...steps].sort((a, b) => b.ms - a.ms).slice(0, 10);
      log(
        `${steps.length} routes; slowest: ${slowest.map((s) => `${s.path} ${round(s.ms, 0)} ms${s.visits ? ` (${s.visits.map((v) => round(v, 0)).join(' / ')})` : ''}`).join(', ')}`,
      );
      if (browser.consoleErrors.length) log(`console errors: ${browser.consoleErrors.slice(0, 5).join(' | ')}`);
      const phoneScores = (runs: number) => medianLighthouseScores(runs, `${server.url}/installations`, 'mobile', signedInAsAdmin(server.url));
      // One run moves by ±0.1, and a busy or slow machine reads low (0.51 once on a half-speed CI
      // machine): a score under the floor is confirmed by the median of three before it fails CI.
      let phone = await phoneScores(1);
      if (phone.performance < PHONE_LIST_GATE) {
        log(`lighthouse mobile read ${phone.performance}, under the floor: confirming with the median of 3`);
        phone = await phoneScores(3);
      }
      log(`lighthouse mobile on the installations list: ${phone.performance} (LCP ${round(phone.lcpMs, 0)} ms, TBT ${round(phone.tbtMs, 0)} ms)`);
      return [
        ...navigationFigures('navigation', 'Gondola', steps, true),
        {
          bench: 'navigation',
          name: 'Lighthouse mobile, installations list opened directly: performance (CI gate)',
          value: phone.performance,
          unit: 'score',
          target: { min: PHONE_LIST_GATE },
          budget: true,
          note: `${phone.scores.length > 1 ? `median of ${phone.scores.join(' / ')}; ` : ''}${phone.failures.map((f) => `a run failed and was repeated (${f}); `).join('')}LCP ${round(phone.lcpMs, 0)} ms, TBT ${round(phone.tbtMs, 0)} ms; a regression floor, the goal (≥ 0.90) is react-admin-peer's`,
        },
      ];
    } finally {
      await browser.close();
      await stop();
    }
  },
};
