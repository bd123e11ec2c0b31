import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, apiQuiet, goInApp, launchBrowser, screenshot, startServer, type Browser, type RunningServer } from './harness';
import { signInThroughProvider } from './sign-in-helpers';

let server: RunningServer;
let browser: Browser;
// biome-ignore lint/suspicious/noExplicitAny: the assertions read API answers field by field; their shapes are checked by the route schemas
type Json = Record<string, any>;
const pages: Array<{ path: string; h1: [string, string] }> = [];

beforeAll(async () => {
  server = await startServer();
  const { api } = await apiAs(server, 'admin');
  const installations = await api<Json[]>('GET', `/installations?perPage=1000&filter=${encodeURIComponent(JSON.stringify({ status: 'active' }))}`);
  const devices = await api<Json[]>('GET', '/devices?perPage=1000');
  const equipped = new Set(devices.map((d) => d.installationId));
  const find = (type: string, tracker: string) => installations.find((i) => i.type === type && i.trackerVersion === tracker && equipped.has(i.id))!.id as string;
  const v4 = `/installation/${find('video', 'V4')}`;
  const v3 = `/installation/${find('video', 'V3')}`;
  const recorder = (await api<Json[]>('GET', `/recorder-configs?filter=${encodeURIComponent(JSON.stringify({ installationId: v4.split('/')[2] }))}`))[0]!;
  pages.push(
    { path: `${v4}/tracker/config/startfinish`, h1: ['Start/finish configuration', 'Start/Ziel-Konfiguration'] },
    { path: `${v4}/tracker/config/startfinish/lane/2`, h1: ['Start/finish configuration', 'Start/Ziel-Konfiguration'] },
    { path: `${v4}/tracker/config/cameramanagement/lane/1`, h1: ['Camera management configuration', 'Kameraverwaltungs-Konfiguration'] },
    { path: `${v4}/tracker/config/recorder/${recorder.id}`, h1: ['Recorder configuration', 'Recorder-Konfiguration'] },
    { path: `${v4}/tracker/config/recorder/${recorder.id}/lane/1`, h1: ['Recorder configuration', 'Recorder-Konfiguration'] },
    { path: `${v4}/tracker/videopublisher/lane/1`, h1: ['Video publisher', 'Video-Publisher'] },
    { path: `${v4}/session`, h1: ['Sessions', 'Sitzungen'] },
    { path: `${v4}/cameramanagement`, h1: ['Camera management', 'Kameraverwaltung'] },
    { path: `${v4}/eventmovie`, h1: ['Event movie', 'Eventfilm'] },
    { path: `${v4}/eventmovie/configure`, h1: ['Configure event movie', 'Eventfilm konfigurieren'] },
    { path: `${v3}/trackerv3`, h1: ['Tracker V3', 'Tracker V3'] },
    { path: `/installation/${find('startFinish', 'V4')}/startfinish`, h1: ['Start/finish', 'Start/Ziel'] },
    { path: `/installation/${find('photopoint', 'none')}/photopoint`, h1: ['Photopoint', 'Fotopunkt'] },
    { path: `/installation/${find('photopoint', 'none')}/svg-template`, h1: ['SVG template', 'SVG-Vorlage'] },
    { path: `/installation/${find('phototrap', 'none')}/phototrap`, h1: ['Phototrap', 'Fotofalle'] },
    { path: `/installation/${find('terminal', 'none')}/terminalSales`, h1: ['Terminal sales', 'Terminal-Verkäufe'] },
    { path: `/installation/${find('terminal', 'none')}/destination-os-emma-dashboard/1001/2002`, h1: ['Monitoring dashboard', 'Monitoring-Dashboard'] },
  );
  browser = await launchBrowser({ viewport: { width: 1366, height: 900 } });
  await signInThroughProvider(browser.page, server.url, 'admin', '/');
  await browser.page.getByTestId('triage-problems').waitFor({ timeout: 30_000 });
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('tracker, video and terminal pages of an installation in Chromium', () => {
  for (const [n, lang] of (['en', 'de'] as const).entries()) {
    it(`shows every page of a V4 and a V3 installation and of the photo and terminal installations, in ${lang === 'en' ? 'English' : 'German'}, without a console error`, async () => {
      const page = browser.page;
      const settle = apiQuiet(page);
      await page.evaluate((l) => localStorage.setItem('RaStore.locale', JSON.stringify(l)), lang);
      // The first page opened by its address (the console starts in the language), the others as a link click opens them.
      for (const [i, { path }] of pages.entries()) {
        browser.consoleErrors.length = 0;
        if (i === 0) await page.goto(`${server.url}${path}`);
        else await goInApp(page, path);
        await page.getByTestId('breadcrumbs').first().waitFor({ timeout: 30_000 });
        // Until the page's own requests and chunk have answered; the live stream aside.
        await settle();
        expect(await page.getByText(/being built|wird gebaut/i).count(), path).toBe(0);
        expect(await page.locator('h1').count(), path).toBe(1);
        expect(browser.consoleErrors, path).toEqual([]);
        await screenshot(page, `tracker-${path.split('/').slice(3).join('-').slice(0, 60)}-${lang}`);
      }
      void n;
    }, 300_000);
  }

  it('applies a camera configuration to the lane camera and shows the version it runs', async () => {
    const page = browser.page;
    await page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('en')));
    const path = pages.find((p) => p.path.includes('cameramanagement/lane/1'))!.path;
    await page.goto(`${server.url}${path}`);
    const panel = page.getByTestId('apply-panel').first();
    await panel.getByRole('button', { name: /Apply version/ }).click();
    await expect.poll(async () => panel.getByText(/Runs version \d+/).count(), { timeout: 30_000 }).toBeGreaterThan(0);
  }, 120_000);

  it('reprocesses a session from its page and shows the steps to done', async () => {
    const page = browser.page;
    const path = pages.find((p) => p.path.endsWith('/session'))!.path;
    await page.goto(`${server.url}${path}`);
    const list = page.getByTestId('session-list');
    const first = list.locator('tbody tr').first();
    // The simulator uploads sessions while the test runs: the chosen one is found again by its id, not its place.
    const sessionId = (await first.locator('td').first().innerText()).trim();
    await first.click();
    const detail = page.getByTestId('session-detail');
    await detail.getByRole('button', { name: 'Reprocess' }).click();
    const row = list.locator('tbody tr').filter({ has: page.getByRole('cell', { name: sessionId, exact: true }) });
    await expect.poll(async () => row.getByText('Done').count(), { timeout: 60_000 }).toBe(1);
  }, 120_000);

  it('takes a picture with a lane camera and shows the new one', async () => {
    const page = browser.page;
    const path = pages.find((p) => p.path.includes('cameramanagement/lane/1'))!.path;
    await page.goto(`${server.url}${path}`);
    const picture = page.getByTestId('camera-picture').first();
    await picture.waitFor({ timeout: 30_000 });
    const before = await picture.getAttribute('src');
    await page.getByRole('button', { name: 'Take picture' }).first().click();
    await expect.poll(async () => (await picture.getAttribute('src')) !== before, { timeout: 30_000 }).toBe(true);
  }, 120_000);

  it('shows a read-only role the publisher page without a control it may not use', async () => {
    const reader = await launchBrowser({ viewport: { width: 390, height: 844 } });
    try {
      await signInThroughProvider(reader.page, server.url, 'zerolevel', '/');
      await reader.page.getByTestId('triage-problems').waitFor({ timeout: 30_000 });
      const path = pages.find((p) => p.path.includes('videopublisher'))!.path;
      await reader.page.goto(`${server.url}${path}`);
      await reader.page.getByTestId('session-list').waitFor({ timeout: 30_000 });
      await reader.page.getByTestId('apply-panel').waitFor();
      await reader.page.getByTestId('session-list').locator('tbody tr').first().click();
      for (const name of [/Apply version/, /^Save$/, /^Delete$/, /^Reprocess$/, /^Create$/]) expect(await reader.page.getByRole('button', { name }).count(), String(name)).toBe(0);
      expect(reader.consoleErrors).toEqual([]);
      const width = await reader.page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await screenshot(reader.page, 'tracker-videopublisher-zerolevel-390');
    } finally {
      await reader.close();
    }
  }, 120_000);

  it('adds an overlay from an SVG file, without what could run in it, and previews it as a picture', async () => {
    const page = browser.page;
    const path = pages.find((p) => p.path.endsWith('/svg-template'))!.path;
    browser.consoleErrors.length = 0;
    await page.goto(`${server.url}${path}`);
    await page.getByTestId('svg-preview').first().waitFor({ timeout: 30_000 });
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 60" onload="alert(1)"><script>alert(2)</script><rect width="400" height="60" fill="#333"/><text x="10" y="40" fill="#fff" font-size="28">{{name}}</text></svg>';
    await page.locator('input[type=file][accept*=svg]').setInputFiles({ name: 'Upload banner.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
    await page.getByRole('heading', { name: 'Upload banner' }).waitFor({ timeout: 30_000 });
    const { api } = await apiAs(server, 'admin');
    const [stored] = await api<Json[]>('GET', `/svg-templates?filter=${encodeURIComponent(JSON.stringify({ q: 'Upload banner' }))}`);
    expect(stored!.svg).not.toMatch(/script|onload/);
    expect(await page.getByTestId('svg-preview').count()).toBeGreaterThan(1);
    expect(browser.consoleErrors).toEqual([]);
  }, 120_000);
});
