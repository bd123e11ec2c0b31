import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWISS_NOTIFICATION_LEAD_DAYS } from '../../core/constants';
import { addDays, todayIn } from '../../core/resource-kit';
import { launchBrowser, screenshot, startServer, type Browser, type RunningServer } from './harness';
import { signInThroughProvider, storedAccessToken } from './sign-in-helpers';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = browser.page;
  await signInThroughProvider(page, server.url, 'firstlevel', '/installations');
  await page.locator('tbody tr').first().waitFor();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const total = async () => Number(/of (\d+)/.exec(await page.locator('.MuiTablePagination-displayedRows').innerText())![1]);

describe('the installation list', () => {
  it('shows each installation with its worst open problem and its device health', async () => {
    await page.locator('[data-testid="installation-problems"]').first().waitFor();
    await page.locator('[data-testid="installation-devices"]').first().waitFor();
    await screenshot(page, 'installations-list-en');
  });

  it('lists only the installations without a location when asked', async () => {
    const all = await total();
    await page.getByRole('button', { name: 'No location', exact: true }).click();
    await expect.poll(total).toBeLessThan(all);
    await page.getByRole('button', { name: 'Show all', exact: true }).click();
    await expect.poll(total).toBe(all);
  });

  it('filters a tracked type by tracker V3/V4, never unchecking the last one', async () => {
    await page.goto(`${server.url}/installation?type=startFinish`);
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/installations?type=startFinish');
    const filter = page.getByTestId('tracker-filter');
    const v3 = filter.getByLabel('Tracker V3');
    const v4 = filter.getByLabel('Tracker V4');
    await v3.waitFor();
    expect(await v3.isChecked()).toBe(true);
    expect(await v4.isChecked()).toBe(true);
    const both = await total();
    await v3.uncheck();
    await expect.poll(total).toBeLessThan(both);
    expect(await page.locator('tbody tr').filter({ hasText: 'Tracker V3' }).count()).toBe(0);
    await v4.click();
    expect(await v4.isChecked()).toBe(true);
    await screenshot(page, 'installations-tracker-filter-en');
    await v3.check();
    await expect.poll(total).toBe(both);
  });

  it('shows the installations on a map and says when a searched place has no location', async () => {
    await page.goto(`${server.url}/installations`);
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    const map = page.getByTestId('installation-map');
    await expect.poll(() => map.locator('circle[stroke]').count()).toBeGreaterThan(20);
    await screenshot(page, 'installations-map-en');
    await map.getByLabel('Find a place').fill('Zermatt');
    await map.getByRole('button', { name: 'Find' }).click();
    await expect.poll(() => map.locator('g[data-installation]').count()).toBeLessThan(10);
    await map.getByLabel('Find a place').fill('Atlantis');
    await map.getByRole('button', { name: 'Find' }).click();
    await map.getByText('The given location cannot be found!').waitFor();
    await page.getByRole('button', { name: 'List', exact: true }).click();
  });
});

describe('an installation\'s administrative pages', () => {
  it('adds my IP for 24 hours', async () => {
    const [installation] = await (await fetch(`${server.url}/api/installations?range=[0,0]`, { headers: { authorization: `Bearer ${await storedAccessToken(page)}` } })).json();
    await page.goto(`${server.url}/installation/${installation.id}/installation-ips`);
    await page.getByRole('button', { name: 'Add my IP for 24 hours' }).click();
    await page.getByTestId('my-ip-granted').getByText(/127\.0\.0\.1 may reach this installation until/).waitFor();
    await page.locator('tbody tr').filter({ hasText: '127.0.0.1' }).waitFor();
    await screenshot(page, 'installation-add-my-ip-en');
  });

  it('registers a work job in Switzerland only 8 days ahead', async () => {
    const [zermatt] = await (await fetch(`${server.url}/api/installations?filter=${encodeURIComponent('{"q":"Zermatt Start"}')}`, { headers: { authorization: `Bearer ${await storedAccessToken(page)}` } })).json();
    await page.goto(`${server.url}/installation/${zermatt.id}/notificationSwitzerland`);
    await page.getByTestId('empty-list').getByRole('link', { name: 'Create' }).click();
    const earliest = addDays(todayIn('Europe/Zurich'), SWISS_NOTIFICATION_LEAD_DAYS);
    await page.getByLabel('Job date').fill(addDays(earliest, -1));
    await page.getByLabel('Days on site').fill('2');
    await page.getByLabel('Workers').fill('2');
    await page.getByLabel('Work to be done').fill('Replace the finish photocell.');
    await page.getByLabel('Contact on site').fill('Marco Bernasconi');
    await page.getByLabel('Contact phone').fill('+41 81 830 00 00');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Must be registered at least ${SWISS_NOTIFICATION_LEAD_DAYS} days ahead: ${earliest} at the earliest`).waitFor();
    await screenshot(page, 'swiss-notification-too-early-en');
    await page.getByLabel('Job date').fill(earliest);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => new URL(page.url()).pathname).not.toMatch(/create$/);
  });
});
