import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { apiAs, launchBrowser, NO_RATE_LIMITS, startServer, WITH_MOTION } from '../tests/e2e/harness';
import { signInThroughProvider } from '../tests/e2e/sign-in-helpers';
import { RESOURCES } from '../resources';
import { ensureBuild, ROOT } from './lib/build';
import { measureFirstLoad } from './lib/first-load';
import { type lighthouseScores, medianLighthouseScores, signedInAsAdmin } from './lib/lighthouse';
import { confirmSlowest, GONDOLA_CONTENT, walk, warmCache, watchRequests, type ContentRule, type Step } from './lib/navigation';
import { buildPlainReactAdmin, servePlainReactAdmin } from './lib/peers/plain-react-admin';
import type { Bench, Figure } from './lib/result';
import { round } from './lib/stats';
import { navigationFigures } from './navigation.bench';
import { startFromSeededDataDirectory } from './lib/seeded';

/** react-admin's pages have no h1: their title is in the app bar's portal. */
const PEER_CONTENT: ContentRule = { ...GONDOLA_CONTENT, title: '#react-admin-title' };

const kb = (bytes: number) => round(bytes / 1024, 1);

/** The peer's JS and CSS (gzip -9 of each file, as Gondola's build precompresses) until its first list is interactive. */
async function peerFirstLoad(page: Page, url: string, dir: string, token: string) {
  const files = new Set<string>();
  page.on('requestfinished', (request) => {
    const at = new URL(request.url());
    if (at.origin === url && /\.(js|css)$/.test(at.pathname)) files.add(at.pathname);
  });
  await page.addInitScript((t) => localStorage.setItem('peerToken', t), token);
  await page.goto(`${url}/#/installations`);
  await page.locator('table tbody tr').first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(1500);
  return [...files].reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(dir, f)), { level: 9 }).length, 0);
}

type LighthouseRun = Awaited<ReturnType<typeof lighthouseScores>>;

/**
 * Lighthouse runs per app and preset, the median reported: the same treatment for both apps. Five,
 * as Lighthouse's own variability guide advises: on this workplace's hosts one list's phone runs
 * spread from 0.80 to 0.95 within minutes (the benchmark index moving with them), and a median of
 * three still put a different list lowest on each run.
 */
const LIGHTHOUSE_RUNS = 5;

/** Issue 48's goals for a list opened directly: a phone's score, and a desktop's. */
const LIST_SCORE_TARGET = { mobile: 0.9, desktop: 0.95 } as const;
/** Issue 48's goal for Gondola's slowest list or edit screen, route to route. */
const WORST_TARGET_MS = 300;

/**
 * Gondola's slowest screen against the peer's, each walk's five slowest confirmed by two more
 * visits (bench/lib/navigation.ts `confirmSlowest`, the same treatment for both): at most the
 * peer's worst (and, its own figure, at most WORST_TARGET_MS).
 */
function worstAgainstPeer(gondola: Step[], peer: Step[]): Figure {
  const worst = (steps: Step[]) => Math.max(...steps.map((s) => s.ms));
  return {
    bench: 'react-admin-peer',
    name: 'lists and edit screens, route to route (worst): Gondola ÷ plain react-admin',
    value: round(worst(gondola) / worst(peer), 2),
    unit: '×',
    reference: { name: "plain react-admin's worst", value: round(worst(peer), 0), unit: 'ms' },
    target: { max: 1 },
    note: `Gondola's worst ${round(worst(gondola), 0)} ms`,
  };
}

/**
 * A Lighthouse score counts only for the screen it was meant to measure: the list whose first page
 * the app asked for and got during Lighthouse's own load. A page that showed an error or a sign-in
 * screen instead scores far better (a run once put the peer at 0.98, its accessibility score giving
 * away that no list was on screen).
 */
function assertListLoaded(app: string, preset: string, run: LighthouseRun, resource = 'installations') {
  const items = ((run.lhr.audits['network-requests']?.details as { items?: Array<{ url: string; statusCode: number }> } | undefined)?.items ?? []).filter(
    (item) => new URL(item.url).pathname === `/api/${resource}`,
  );
  if (!items.some((item) => item.statusCode === 200))
    throw new Error(`Lighthouse ${preset}, ${app}: the ${resource} list was not loaded (its requests answered ${items.map((i) => i.statusCode).join(', ') || 'nothing'})`);
}

/**
 * Issue 48's main lists, each opened directly as the link in an alert e-mail or SMS would: the phone
 * goal holds for every one of them, not only the installations list the peer is compared on. The
 * support tickets are the menu's page of them (spec §2 `/support-requests`), a list of `tickets`; the
 * problems are at their list's own address (`/problem`, the menu's), not react-admin's `/problems`,
 * which only forwards there and which the server gives no preloads.
 */
const MAIN_LISTS = [
  { path: '/problem', resource: 'problems' },
  { path: '/installations', resource: 'installations' },
  { path: '/devices', resource: 'devices' },
  { path: '/support-requests', resource: 'tickets' },
  { path: '/worklogs', resource: 'worklogs' },
  { path: '/notes', resource: 'notes' },
] as const;

/** Gondola's phone score on every main list (median of LIGHTHOUSE_RUNS each): the lowest is the goal's figure. */
async function phoneScoresOfMainLists(serverUrl: string, installations: LighthouseRun & { scores: number[] }, log: (line: string) => void): Promise<Figure> {
  const lists: Array<{ name: string; run: LighthouseRun & { scores: number[] } }> = [];
  for (const { path: name, resource } of MAIN_LISTS) {
    const run = resource === 'installations' ? installations : await medianLighthouseScores(LIGHTHOUSE_RUNS, `${serverUrl}${name}`, 'mobile', signedInAsAdmin(serverUrl));
    assertListLoaded('Gondola', 'mobile', run, resource);
    log(`lighthouse mobile on the ${name} list: ${run.performance} (${run.scores.join(', ')}; TBT ${round(run.tbtMs, 0)} ms)`);
    lists.push({ name, run });
  }
  const lowest = lists.reduce((a, b) => (b.run.performance < a.run.performance ? b : a));
  return {
    bench: 'react-admin-peer',
    name: 'Lighthouse mobile, every main list opened directly: Gondola performance (lowest)',
    value: lowest.run.performance,
    unit: 'score',
    target: { min: LIST_SCORE_TARGET.mobile },
    note: `median of ${LIGHTHOUSE_RUNS} runs each; ${lists.map((l) => `${l.name} ${l.run.performance} (LCP ${round(l.run.lcpMs, 0)} ms, TBT ${round(l.run.tbtMs, 0)} ms)`).join('; ')}; Lighthouse's benchmark index ${round(lowest.run.lhr.environment.benchmarkIndex, 0)}`,
  };
}

/**
 * Gondola beside a plain react-admin app doing its job (bench/peers/plain-react-admin): the same
 * API and demo data, the same Vite, the same Chromium. First-load bytes, Lighthouse on the
 * installations list, and route to route over every entity's list and edit screen.
 */
export const reactAdminPeer: Bench = {
  name: 'react-admin-peer',
  quick: false,
  async run({ log }) {
    ensureBuild();
    await startFromSeededDataDirectory();
    const server = await startServer(NO_RATE_LIMITS);
    const dir = buildPlainReactAdmin();
    const peer = await servePlainReactAdmin(dir, server.url);
    const figures: Figure[] = [];
    try {
      const { api, headers } = await apiAs(server);
      const token = headers.authorization!.replace(/^Bearer /, '');
      // The peer cannot renew a token, and the harness's tokens live ten minutes: a later step takes a fresh one.
      const freshToken = async () => (await apiAs(server)).headers.authorization!.replace(/^Bearer /, '');
      const first = async (resource: string) => (await api<Array<{ id: string }>>('GET', `/${resource}?range=${encodeURIComponent('[0,0]')}`))[0];

      const fresh = await launchBrowser(WITH_MOTION);
      const peerBytes = await peerFirstLoad(fresh.page, peer.url, dir, token).finally(() => fresh.close());
      const gondolaBrowser = await launchBrowser(WITH_MOTION);
      const gondola = await measureFirstLoad(gondolaBrowser.page, server.url, path.join(ROOT, 'dist/spa')).finally(() => gondolaBrowser.close());
      figures.push({
        bench: 'react-admin-peer',
        name: 'plain react-admin: JS+CSS until its first list is interactive (gzip)',
        value: kb(peerBytes),
        unit: 'KB',
        reference: { name: "Gondola's login + dashboard", value: gondola.dashboard.gzipKb, unit: 'KB' },
        note: `one bundle, no code splitting beyond the framework defaults; ${RESOURCES.length} entities as <Resource> list/edit`,
      });

      // The same entities' list and edit screens in both apps, warm cache, in-app navigation: read
      // before the Lighthouse runs, which outlast the harness's ten-minute token on a slow machine.
      const gondolaPages: Array<{ path: string; what: string }> = [];
      const peerPages: Array<{ path: string; what: string }> = [];
      for (const def of RESOURCES) {
        const record = await first(def.name);
        gondolaPages.push({ path: `/${def.name}`, what: `${def.name} list` });
        peerPages.push({ path: `/#/${def.name}`, what: `${def.name} list` });
        if (record && def.access.update) {
          gondolaPages.push({ path: `/${def.name}/${encodeURIComponent(record.id)}`, what: `${def.name} edit` });
          peerPages.push({ path: `/#/${def.name}/${encodeURIComponent(record.id)}`, what: `${def.name} edit` });
        }
      }
      for (const preset of ['desktop', 'mobile'] as const) {
        const gondola = await medianLighthouseScores(LIGHTHOUSE_RUNS, `${server.url}/installations`, preset, signedInAsAdmin(server.url));
        // A token of its own for each run: the peer cannot renew one, and the run is minutes in.
        const peerToken = await freshToken();
        const plain = await medianLighthouseScores(LIGHTHOUSE_RUNS, `${peer.url}/#/installations`, preset, async (page) => {
          // The token is stored from a page of the peer's origin that is not the app: the app, started
          // without one, signs out and clears it, and did so after it was stored on a fast enough day.
          await page.goto(`${peer.url}/assets/${fs.readdirSync(path.join(dir, 'assets')).find((f) => f.endsWith('.css') || f.endsWith('.js'))}`);
          await page.evaluate((t) => localStorage.setItem('peerToken', t), peerToken);
        });
        assertListLoaded('Gondola', preset, gondola);
        assertListLoaded('plain react-admin', preset, plain);
        log(
          `lighthouse ${preset} on the installations list: Gondola ${gondola.performance} (TBT ${round(gondola.tbtMs, 0)} ms), plain react-admin ${plain.performance} (TBT ${round(plain.tbtMs, 0)} ms)`,
        );
        figures.push(
          {
            bench: 'react-admin-peer',
            name: `Lighthouse ${preset}, installations list: Gondola performance`,
            value: gondola.performance,
            unit: 'score',
            reference: { name: 'plain react-admin', value: plain.performance, unit: 'score' },
            target: { min: LIST_SCORE_TARGET[preset] },
            note: `median of ${LIGHTHOUSE_RUNS} runs each (Gondola ${gondola.scores.join(', ')}; plain react-admin ${plain.scores.join(', ')}${[...gondola.failures.map((f) => `Gondola run failed, repeated: ${f}`), ...plain.failures.map((f) => `plain react-admin run failed, repeated: ${f}`)].map((f) => `; ${f}`).join('')}); LCP ${round(gondola.lcpMs, 0)} vs ${round(plain.lcpMs, 0)} ms, TBT ${round(gondola.tbtMs, 0)} vs ${round(plain.tbtMs, 0)} ms; accessibility ${gondola.accessibility} vs ${plain.accessibility}`,
          },
          ...(preset === 'mobile'
            ? [
                {
                  bench: 'react-admin-peer',
                  name: 'Lighthouse mobile, installations list: Gondola − plain react-admin',
                  value: round(gondola.performance - plain.performance, 2),
                  unit: 'score',
                  target: { min: 0.1 },
                },
                await phoneScoresOfMainLists(server.url, gondola, log),
              ]
            : []),
        );
      }

      let gondolaSteps: Step[] = [];
      let peerSteps: Step[] = [];
      const assets = (root: string) =>
        fs
          .readdirSync(path.join(root, 'assets'))
          .filter((f) => /\.(js|css)$/.test(f))
          .map((f) => `/assets/${f}`);
      {
        const browser = await launchBrowser(WITH_MOTION);
        try {
          await watchRequests(browser.page);
          await signInThroughProvider(browser.page, server.url, 'admin', '/');
          await browser.page.getByTestId('dashboard').waitFor({ timeout: 30_000 });
          await warmCache(browser.page, assets(path.join(ROOT, 'dist/spa')));
          gondolaSteps = await confirmSlowest(browser.page, await walk(browser.page, gondolaPages, GONDOLA_CONTENT), GONDOLA_CONTENT);
          figures.push(
            ...navigationFigures('react-admin-peer', 'Gondola, lists and edit screens', gondolaSteps, false).map((f) =>
              f.name.endsWith('(worst)') ? { ...f, target: { max: WORST_TARGET_MS } } : f,
            ),
          );
        } finally {
          await browser.close();
        }
      }
      {
        const browser = await launchBrowser(WITH_MOTION);
        try {
          await watchRequests(browser.page);
          const walkToken = await freshToken();
          await browser.page.addInitScript((t) => localStorage.setItem('peerToken', t), walkToken);
          await browser.page.goto(`${peer.url}/#/installations`);
          await browser.page.locator('table tbody tr').first().waitFor({ timeout: 30_000 });
          await warmCache(browser.page, assets(dir));
          peerSteps = await confirmSlowest(browser.page, await walk(browser.page, peerPages, PEER_CONTENT), PEER_CONTENT);
          figures.push(...navigationFigures('react-admin-peer', 'plain react-admin, the same screens', peerSteps, false));
        } finally {
          await browser.close();
        }
      }
      figures.push(worstAgainstPeer(gondolaSteps, peerSteps));
    } finally {
      await peer.close();
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    return figures;
  },
};
