import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_LOAD_BUDGET_KB, measureFirstLoad, type FirstLoad } from '../../bench/lib/first-load';
import { launchBrowser, RESULTS_DIR, startServer, type Browser, type RunningServer } from './harness';

const SPA_DIR = path.resolve(import.meta.dirname, '../../dist/spa');
let server: RunningServer;
let browser: Browser;
let load: FirstLoad;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  load = await measureFirstLoad(browser.page, server.url, SPA_DIR);
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(RESULTS_DIR, 'first-load.json'), JSON.stringify(load, null, 2));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const listing = (assets: FirstLoad['login']['assets']) => assets.map((a) => `${a.path} ${(a.gzipBytes / 1024).toFixed(1)} KB`).join('\n');

describe('first-load size budgets (gzip JS + CSS of the built console)', () => {
  it(`loads at most ${FIRST_LOAD_BUDGET_KB.login} KB before the login screen is interactive`, () => {
    expect(load.login.assets.length).toBeGreaterThan(0);
    expect(load.login.gzipKb, `login screen loads:\n${listing(load.login.assets)}`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB.login);
  });

  it(`loads at most ${FIRST_LOAD_BUDGET_KB.dashboard} KB until the dashboard is interactive after sign-in`, () => {
    expect(load.dashboard.assets.length).toBeGreaterThan(load.login.assets.length);
    expect(load.dashboard.gzipKb, `dashboard loads:\n${listing(load.dashboard.assets)}`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB.dashboard);
  });
});
