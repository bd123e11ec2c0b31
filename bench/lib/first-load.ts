import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../server/idp/demo-users';
import { allowTsxNames } from './navigation';

/**
 * Budgets of issues 10 and 31: JS+CSS (gzip) a fresh browser loads before each screen is
 * interactive. The dashboard's holds with axios (the design card's HTTP client, ~22 KB gzip) in the
 * console because the console's error pages load when a page fails (src/shell/ShellFrame.tsx) and
 * what the console loads statically is one chunk (scripts/lib/console-chunk.ts).
 */
export const FIRST_LOAD_BUDGET_KB = { login: 160, dashboard: 330 } as const;

export interface LoadedAsset {
  path: string;
  gzipBytes: number;
  transferredBytes: number;
}

export interface FirstLoad {
  login: { assets: LoadedAsset[]; gzipKb: number; transferredKb: number };
  /** Everything the browser fetched from the first request until the dashboard is interactive. */
  dashboard: { assets: LoadedAsset[]; gzipKb: number; transferredKb: number };
  /**
   * What the user waits for, in ms: the address opened until the sign-in button shows, its click
   * until the provider's form shows, the form sent until the dashboard shows. Their typing and the
   * bench's own pauses for late assets are not in it.
   */
  waits: { login: number; provider: number; dashboard: number };
  /**
   * Files the console fetched into the cache for a later screen (`<link rel="prefetch">`, the
   * generic list's: src/shell/ListScreensPreload.tsx), once idle: at the lowest priority, never run,
   * not needed for the dashboard to be interactive, and so not in its figure.
   */
  prefetched: { assets: string[]; gzipKb: number };
}

/** What each of the user's waits ends with: the sign-in button, the provider's form, the dashboard. */
const SHOWN = { login: '.login-button', provider: '#username', dashboard: '[data-testid="dashboard"]' } as const;
type ShownClock = { __gondolaShown?: Record<string, number> };

/**
 * Runs in every document the page opens: notes the wall-clock time of the first frame in which each
 * selector matches an element with a box. Playwright's `waitFor` polls at 0, 20, 50, 100 and 100 ms,
 * then every 500 ms, so its own return can come up to half a second after the element showed.
 */
function watchShown(selectors: string[]) {
  const clock = window as unknown as ShownClock;
  const shown: Record<string, number> = {};
  clock.__gondolaShown = shown;
  let scheduled = false;
  const check = () => {
    scheduled = false;
    for (const selector of selectors) {
      if (shown[selector] !== undefined) continue;
      const element = document.querySelector(selector);
      if (element && element.getClientRects().length > 0) shown[selector] = performance.timeOrigin + performance.now();
    }
  };
  new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(check);
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Records the console's own JS and CSS a fresh profile fetches, first until the login screen is
 * interactive, then through the provider's sign-in until the dashboard is. The budget counts each
 * file's gzip size (its `.gz` twin in the build, what a gzip-only client receives); what Chromium
 * actually transferred (it is offered Brotli) is reported beside it.
 */
export async function measureFirstLoad(page: Page, baseUrl: string, spaDir: string, username = 'admin'): Promise<FirstLoad> {
  const seen = new Map<string, LoadedAsset>();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  const pending = new Set<string>();
  const prefetches = new Set<string>();
  const prefetched = new Map<string, number>();
  let lastAssetAt = Date.now();
  const isAsset = (url: string) => url.startsWith(baseUrl) && /\.(js|css)$/.test(new URL(url).pathname);
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!isAsset(event.request.url)) return;
    if (/prefetch/i.test(String(event.request.headers['Sec-Purpose'] ?? event.request.headers['sec-purpose'] ?? ''))) {
      prefetches.add(event.requestId);
      return;
    }
    pending.add(event.requestId);
    lastAssetAt = Date.now();
  });
  cdp.on('Network.loadingFailed', (event) => pending.delete(event.requestId));
  cdp.on('Network.responseReceived', (event) => urls.set(event.requestId, event.response.url));
  cdp.on('Network.loadingFinished', (event) => {
    pending.delete(event.requestId);
    const url = urls.get(event.requestId);
    if (!url || !isAsset(url)) return;
    const assetPath = new URL(url).pathname;
    const file = path.join(spaDir, assetPath);
    const gz = fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : fs.statSync(file).size;
    if (prefetches.has(event.requestId)) {
      prefetched.set(assetPath, gz);
      return;
    }
    lastAssetAt = Date.now();
    if (seen.has(assetPath)) return;
    seen.set(assetPath, { path: assetPath, gzipBytes: gz, transferredBytes: event.encodedDataLength });
  });
  // The live-update stream keeps the network busy for ever, so "settled" means no script or style
  // sheet in flight and none requested for a second (lazy chunks a screen pulls in right after it shows).
  const assetsSettled = async () => {
    while (pending.size > 0 || Date.now() - lastAssetAt < 1000) await new Promise((r) => setTimeout(r, 100));
  };
  const snapshot = () => {
    const assets = [...seen.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
    return {
      assets,
      gzipKb: kb(assets.reduce((sum, a) => sum + a.gzipBytes, 0)),
      transferredKb: kb(assets.reduce((sum, a) => sum + a.transferredBytes, 0)),
    };
  };

  await allowTsxNames(page);
  await page.addInitScript(watchShown, Object.values(SHOWN));
  // From the user's action (a wall-clock time in this process) until the page's own clock saw the
  // element on screen; Playwright's wait only says that it happened.
  const timed = async (selector: string, action: () => Promise<unknown>) => {
    const started = Date.now();
    await action();
    const shownAt = await page.evaluate((s) => (window as unknown as ShownClock).__gondolaShown?.[s], selector);
    if (shownAt === undefined) throw new Error(`first-load: ${selector} was seen by Playwright but not by the page's clock`);
    return shownAt - started;
  };
  const loginWait = await timed(SHOWN.login, async () => {
    await page.goto(`${baseUrl}/`);
    await page.locator(SHOWN.login).waitFor();
  });
  await assetsSettled();
  const login = snapshot();

  const providerWait = await timed(SHOWN.provider, async () => {
    await page.locator(SHOWN.login).click();
    await page.waitForURL(/\/oidc\/interaction\//);
    await page.locator(SHOWN.provider).waitFor();
  });
  await page.selectOption('#username', username);
  await page.fill('#password', DEMO_PASSWORD);
  const dashboardWait = await timed(SHOWN.dashboard, async () => {
    await page.click('button[type=submit]');
    await page.locator(SHOWN.dashboard).waitFor({ timeout: 30_000 });
  });
  await assetsSettled();
  const dashboard = snapshot();
  await cdp.detach();
  return {
    login,
    dashboard,
    waits: { login: loginWait, provider: providerWait, dashboard: dashboardWait },
    prefetched: { assets: [...prefetched.keys()], gzipKb: kb([...prefetched.values()].reduce((sum, bytes) => sum + bytes, 0)) },
  };
}
