import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_REDIRECTS, SPEC_ROUTE_SAMPLES } from '../fixtures/spec-routes';
import { goInApp, launchBrowser, screenshot, startServer, type Browser, type RunningServer } from './harness';
import { signInThroughProvider } from './sign-in-helpers';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer({ ENVIRONMENT: 'staging', JIRA_URL: 'https://jira.example.com' });
  browser = await launchBrowser();
  page = browser.page;
  await signInThroughProvider(page, server.url, 'admin', '/');
  await page.getByTestId('dashboard').waitFor();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const path = () => {
  const u = new URL(page.url());
  return decodeURIComponent(u.pathname);
};

describe('every route of spec §2', () => {
  it('opens with a breadcrumb and never the not-found page', async () => {
    const failures: string[] = [];
    for (const url of SPEC_ROUTE_SAMPLES) {
      await goInApp(page, url);
      try {
        await page.locator('[data-testid="breadcrumbs"], [data-testid="dashboard"]').first().waitFor({ timeout: 10_000 });
        if (await page.getByTestId('not-found').count()) failures.push(`${url}: not found`);
      } catch {
        failures.push(`${url}: no breadcrumb (at ${path()})`);
      }
    }
    expect(failures).toEqual([]);
  });

  it.each(SPEC_REDIRECTS)('redirects %s to %s', async (from, to) => {
    await goInApp(page, from);
    await expect.poll(path).toBe(to);
  });

  it('shows "Page can\'t be found" for any other path, in both languages', async () => {
    await page.goto(`${server.url}/no/such/page`);
    await page.getByTestId('not-found').waitFor();
    expect(await page.getByRole('heading', { name: "Page can't be found", level: 1 }).count()).toBe(1);
    expect(await page.getByText('Please check the URL').count()).toBe(1);
    await screenshot(page, 'not-found-en');
  });

  it('refuses invalid route parameters with the not-found page', async () => {
    await goInApp(page, '/employee-worklog-report/yesterday/today');
    await page.getByTestId('not-found').waitFor();
  });
});

describe('the test page and the error catalogue', () => {
  // Toasts sit top right over part of the page: press the buttons directly rather than where a toast may be.
  const click = async (name: string) => page.getByRole('button', { name, exact: true }).dispatchEvent('click');

  it('shows a toast titled with the status text for 400, 404 and 500, stacked', async () => {
    await page.goto(`${server.url}/test`);
    const toasts = page.getByTestId('toast');
    // One answer at a time: three requests in flight may answer in any order on a busy machine.
    for (const [n, status] of [400, 404, 500].entries()) {
      await click(`Answer ${status}`);
      await expect.poll(() => toasts.count()).toBe(n + 1);
    }
    expect(await toasts.nth(0).textContent()).toContain('Bad Request');
    expect(await toasts.nth(1).textContent()).toContain('Not Found');
    expect(await toasts.nth(2).textContent()).toContain('Internal Server Error');
    expect(await toasts.nth(2).textContent()).toContain('The server answered 500');
    await screenshot(page, 'test-page-toasts-en');
    await expect.poll(() => toasts.count(), { timeout: 8000 }).toBe(0);
  });

  it('only rejects 409 and 422', async () => {
    await expect.poll(() => page.getByTestId('toast').count(), { timeout: 8000 }).toBe(0);
    await click('Answer 409');
    await click('Answer 422');
    await page.waitForTimeout(500);
    expect(await page.getByTestId('toast').count()).toBe(0);
    expect(path()).toBe('/test');
  });

  it('shows "Time out" with the last two path parts when the call times out', async () => {
    await click('Time out');
    const toast = page.getByTestId('toast').first();
    await toast.waitFor({ timeout: 10_000 });
    expect(await toast.textContent()).toContain('Time out');
    expect(await toast.textContent()).toContain('test/timeout');
  });

  it('keeps the user on the page on 403, saying they lack the rights, and sends them to / on 401', async () => {
    await page.goto(`${server.url}/test`);
    await click('Answer 403');
    const toast = page.getByTestId('toast').first();
    await toast.waitFor({ timeout: 10_000 });
    expect(await toast.textContent()).toContain('You lack the rights for this');
    expect(path()).toBe('/test');
    await page.goto(`${server.url}/test`);
    await click('Answer 401');
    await expect.poll(path).toBe('/');
  });

  it('goes to /error/503 on a 503, counts down, and returns to the page once the backend answers', async () => {
    await page.goto(`${server.url}/test`);
    await click('Answer 503');
    await expect.poll(path).toBe('/error/503');
    const countdown = page.getByTestId('backend-countdown');
    const first = await countdown.textContent();
    expect(first).toMatch(/Next automatic check in \d+ s/);
    await screenshot(page, 'backend-unavailable-en');
    await expect.poll(path, { timeout: 20_000 }).toBe('/test');
  });
});

describe('a backend that goes away', () => {
  it('leads to /error/503, and forwards back when the server is up again', async () => {
    const own = await startServer();
    const b = await launchBrowser();
    try {
      await signInThroughProvider(b.page, own.url, 'firstlevel', '/resorts');
      await b.page.locator('tbody tr').first().waitFor();
      expect(await own.stop('SIGTERM')).toBe(0);
      await b.page.getByRole('menuitem', { name: 'Lifts' }).click();
      await expect.poll(() => new URL(b.page.url()).pathname, { timeout: 15_000 }).toBe('/error/503');
      await b.page.getByTestId('backend-countdown').waitFor();
      const again = await startServer({}, { dataDir: own.dataDir, port: own.port });
      try {
        await expect.poll(() => new URL(b.page.url()).pathname, { timeout: 25_000 }).toBe('/lifts');
        await b.page.locator('tbody tr').first().waitFor();
      } finally {
        await again.stop();
      }
    } finally {
      await b.close();
    }
  });
});

describe('language and layout', () => {
  it('keeps German across a reload, and shows the German shell pages', async () => {
    await page.goto(`${server.url}/`);
    await page.getByTestId('dashboard').waitFor();
    await page.getByRole('button', { name: /English/i }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { name: 'Heute', level: 2 }).waitFor();
    await page.reload();
    await page.getByTestId('triage-problems').getByText('Offene Probleme').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('gondolaSpaLanguage'))).toBe('de');
    await page
      .getByTestId('triage-problems')
      .getByText(/^Katastrophe: \d+$/)
      .waitFor();
    await screenshot(page, 'dashboard-de');
    await page.goto(`${server.url}/no/such/page`);
    await page.getByRole('heading', { name: 'Seite nicht gefunden', level: 1 }).waitFor();
    await screenshot(page, 'not-found-de');
    await page.goto(`${server.url}/test`);
    await page.getByRole('button', { name: 'Antwort 400', exact: true }).dispatchEvent('click');
    await page.getByTestId('toast').first().waitFor();
    await screenshot(page, 'test-page-toasts-de');
    await page.getByRole('button', { name: 'Antwort 503', exact: true }).dispatchEvent('click');
    await page.getByRole('heading', { name: 'Backend-Endpunkt nicht erreichbar', level: 1 }).waitFor();
    await screenshot(page, 'backend-unavailable-de');
    await expect.poll(path, { timeout: 20_000 }).toBe('/test');
    await page.getByRole('button', { name: /Deutsch/i }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
  });

  it('shows the environment in the title and the badge, and the external tools from the settings', async () => {
    await page.goto(`${server.url}/`);
    await page.getByTestId('dashboard').waitFor();
    await expect.poll(() => page.title()).toBe('Home · Gondola [staging]');
    expect(await page.getByTestId('environment-badge').textContent()).toBe('staging');
    await page.getByRole('button', { name: 'External tools' }).click();
    expect(await page.getByRole('menuitem', { name: 'Jira' }).getAttribute('href')).toBe('https://jira.example.com');
    expect(await page.getByRole('menuitem', { name: 'Zabbix' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await screenshot(page, 'dashboard-en');
  });
});
