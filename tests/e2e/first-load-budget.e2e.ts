import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_LOAD_BUDGET_KB, measureFirstLoad, type FirstLoad } from '../../bench/lib/first-load';
import { listPath } from '../../core/resource-kit/paths';
import { RESOURCES } from '../../resources';
import { apiAs, apiQuiet, launchBrowser, RESULTS_DIR, startServer, type Browser, type RunningServer } from './harness';
import { signInThroughProvider } from './sign-in-helpers';
import { reachable } from '../../scripts/lib/reachable';

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

/** The chunk of a list's filter inputs, the record pickers of a bespoke list's filters with them (LIST_INPUTS). */
const FOLDED_ON_PHONES = /^\/assets\/list-inputs-/;

/** The `/assets/` files the built chunk `file` imports statically. */
const importsOf = (file: string) => [...fs.readFileSync(path.join(SPA_DIR, file), 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map(([, dep]) => `/assets/${dep}`);
/** What the console asks whatever page is open: its settings, the inbox's count, the live updates. */
const CONSOLE_REQUESTS = new Set(['/api/settings', '/api/inbox/unread-count', '/api/events']);
/** The lists a support engineer opens from an alert mail or SMS (issue 48), and a record's form. */
const MAIN_LISTS = ['problems', 'installations', 'devices', 'tickets', 'worklogs', 'notes'];

describe("the generic list's files, fetched ahead", () => {
  it("fetches them into the cache once the dashboard's downloads are done, none it loads itself, and a list opened directly then downloads none of them", async () => {
    const { list } = JSON.parse(fs.readFileSync(path.join(SPA_DIR, 'screen-chunks.json'), 'utf8')) as { list: string[] };
    const phone = await launchBrowser({ viewport: { width: 390, height: 844 } });
    try {
      const cdp = await phone.context.newCDPSession(phone.page);
      await cdp.send('Network.enable');
      const requested = new Map<string, string>();
      const prefetching = new Set<string>();
      const loaded: string[] = [];
      const prefetched: string[] = [];
      const downloaded: string[] = [];
      cdp.on('Network.requestWillBeSent', (event) => {
        requested.set(event.requestId, new URL(event.request.url).pathname);
        if (/prefetch/i.test(String(event.request.headers['Sec-Purpose'] ?? ''))) prefetching.add(event.requestId);
      });
      cdp.on('Network.loadingFinished', (event) => {
        const file = requested.get(event.requestId);
        if (file?.startsWith('/assets/')) (prefetching.has(event.requestId) ? prefetched : loaded).push(file);
      });
      // What came over the network: neither from the memory cache (said apart) nor the disk or prefetch cache.
      const fromMemory = new Set<string>();
      cdp.on('Network.requestServedFromCache', (event) => fromMemory.add(event.requestId));
      cdp.on('Network.responseReceived', (event) => {
        const file = new URL(event.response.url).pathname;
        if (list.includes(file) && !fromMemory.has(event.requestId) && !event.response.fromPrefetchCache && !event.response.fromDiskCache) downloaded.push(file);
      });
      await signInThroughProvider(phone.page, server.url, 'admin');
      await phone.page.getByTestId('dashboard').waitFor();
      const listScreens = list.find((file) => file.includes('/list-screens-'))!;
      await expect.poll(() => prefetched.includes(listScreens), { timeout: 20_000 }).toBe(true);
      expect(prefetched.filter((file) => !list.includes(file))).toEqual([]);
      expect(prefetched.filter((file) => loaded.includes(file))).toEqual([]);
      downloaded.length = 0;
      await phone.page.goto(`${server.url}/installations`);
      await phone.page.locator('main table tbody tr, main li a').first().waitFor({ timeout: 30_000 });
      expect(downloaded).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});

describe('a screen opened directly', () => {
  it('finds every chunk its first render loads named in the page the server sent, so none waits for the one before it', async () => {
    const { page } = browser;
    const { api } = await apiAs(server);
    const [worklog] = await api<Array<{ id: string }>>('GET', `/worklogs?range=${encodeURIComponent('[0,0]')}`);
    const [installation] = await api<Array<{ id: string }>>('GET', `/installations?range=${encodeURIComponent('[0,0]')}`);
    const installationPage = (sub: string) => `/installation/${encodeURIComponent(installation!.id)}/${sub}`;
    const screens = [
      ...MAIN_LISTS.map((name) => ({ path: listPath(RESOURCES.find((def) => def.name === name)!), shown: 'main table tbody tr, main li a' })),
      { path: `/worklogs/${worklog!.id}`, shown: 'main form input' },
      // The support tickets' page is an area's page (custom-pages/communication), a list of tickets.
      { path: '/support-requests', shown: 'main table tbody tr, main li a' },
      // An installation's sub-pages, in the installation's frame (whose chunk the page names too).
      { path: installationPage('devices'), shown: 'main table tbody tr, main li a' },
      { path: installationPage('installation-ips'), shown: 'main table tbody tr, main li a' },
    ];
    // What the filter inputs bring with them, where a list's own page does not import it too.
    const folded = (file: string) => FOLDED_ON_PHONES.test(file);
    const foldedWith = (file: string, loaded: Set<string>) => [...loaded].some((input) => folded(input) && reachable(input, importsOf).has(file));
    for (const { path: address, shown } of screens) {
      // The page as served: the console adds preload links of its own as it runs.
      const served = await (await page.request.get(`${server.url}${address}`)).text();
      const named = new Set([...served.matchAll(/<(?:link rel="modulepreload"|script type="module")[^>]*(?:href|src)="([^"]+)"/g)].map((m) => m[1]));
      expect(named.size, address).toBeGreaterThan(2);
      const loaded = new Set<string>();
      const seen = (request: { url(): string }) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) loaded.add(pathname);
      };
      page.on('request', seen);
      try {
        await page.goto(`${server.url}${address}`);
        await page.locator(shown).first().waitFor({ timeout: 30_000 });
      } finally {
        page.off('request', seen);
      }
      expect(
        // A wide screen's filters: their code loads as the list's runs (useListFilters, the tickets'
        // LazyRecordMultiPicker), a phone's, folded away, not at all; naming it in the page would send it to phones too.
        [...loaded].filter((file) => !named.has(file) && !folded(file) && !foldedWith(file, loaded)),
        `${address} loaded chunks its page did not name`,
      ).toEqual([]);
    }
  });

  it('on a phone, loads a main list without its filter inputs or the record screens, and asks for its page in one request: the filters stay folded and no form is shown', async () => {
    const phone = await launchBrowser({ viewport: { width: 390, height: 844 } });
    try {
      await signInThroughProvider(phone.page, server.url, 'admin');
      await phone.page.getByTestId('dashboard').waitFor();
      const settled = apiQuiet(phone.page);
      const pageRequests: Record<string, number> = {};
      const lists = [...MAIN_LISTS.map((name) => listPath(RESOURCES.find((def) => def.name === name)!)), '/support-requests'];
      for (const address of lists) {
        const loaded: string[] = [];
        const seen = (request: { url(): string }) => loaded.push(new URL(request.url()).pathname);
        phone.page.on('request', seen);
        try {
          await phone.page.goto(`${server.url}${address}`);
          await phone.page.locator('main table tbody tr, main li a').first().waitFor({ timeout: 30_000 });
          // What the page asks once its rows are on screen counts too.
          await settled();
        } finally {
          phone.page.off('request', seen);
        }
        expect(
          loaded.filter((file) => /^\/assets\/(list-inputs|record-screens)-/.test(file)),
          `${address} on a phone`,
        ).toEqual([]);
        pageRequests[address] = loaded.filter((file) => file.startsWith('/api/') && !CONSOLE_REQUESTS.has(file)).length;
      }
      // Issue 48: the page's rows come with what the page shows beside them (references, an
      // installation's health, where tickets live, the problems' counts); the console's own requests are not the page's.
      expect(pageRequests).toEqual(Object.fromEntries(lists.map((address) => [address, 1])));
    } finally {
      await phone.close();
    }
  });
});
