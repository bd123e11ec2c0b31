import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, startServer, type Browser, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('first load', () => {
  it('shows the loading placeholder while the app starts, then the login screen', async () => {
    const { page } = browser;
    // Hold the start-up script back so the placeholder is observable, then release it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    const scripts: string[] = [];
    const api: string[] = [];
    page.on('request', (r) => (r.resourceType() === 'script' ? scripts.push(r.url()) : r.url().includes('/api/') && api.push(r.url())));
    // Not waiting for the page's load: the held script is part of it.
    await page.goto(`${server.url}/installations`, { waitUntil: 'commit' });
    await expect.poll(() => page.getByTestId('loading-placeholder').isVisible()).toBe(true);
    await screenshot(page, 'boot-loading');
    release();
    await page.getByTestId('login-screen').waitFor({ state: 'visible' });
    expect(await page.getByTestId('loading-placeholder').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
    await screenshot(page, 'login-en');
    // The login screen is the small first chunk: the console (react-admin, MUI) is fetched for it only
    // as what a link to a list names for later, at low priority (the screen it opens after sign-in).
    expect(scripts.length).toBeGreaterThan(0);
    const served = await (await page.request.get(`${server.url}/installations`)).text();
    for (const url of scripts.filter((u) => /ConsoleApp/.test(u)))
      expect(served).toContain(`<link rel="modulepreload" fetchpriority="low" crossorigin href="${new URL(url).pathname}">`);
    // The page came with the sign-in configuration: nothing was asked before the login screen.
    expect(api).toEqual([]);
    await page.unroute('**/assets/index-*.js');
    expect(browser.consoleErrors).toEqual([]);
  });

  it('fetches nothing of the console for the login screen at the home address', async () => {
    const { page } = browser;
    await page.evaluate(() => localStorage.clear());
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(`${server.url}/`);
    await page.getByTestId('login-screen').waitFor({ state: 'visible' });
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /ConsoleApp|list-screens/.test(url))).toEqual([]);
  });

  it('switches the login screen to German and keeps the choice across reloads', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'DE' }).click();
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('gondolaSpaLanguage'))).toBe('de');
    await page.reload();
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await screenshot(page, 'login-de');
  });
});
