import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWISS_NOTIFICATION_LEAD_DAYS } from '@core/constants';
import { addDays, todayIn } from '@core/resource-kit';
import { apiQuiet, goInAppRendered, launchBrowser, screenshot, startServer, type Browser, type RunningServer } from './harness';
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

/** The API as the signed-in user sees it. */
const api = async (path: string) => (await fetch(`${server.url}/api${path}`, { headers: { authorization: `Bearer ${await storedAccessToken(page)}` } })).json();

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
    // The view is kept for the next visit: the later tests of this file open the list, so it goes
    // back to the list even when this test fails (one failure here was three, 2026-12-04).
    try {
      const map = page.getByTestId('installation-map');
      await expect.poll(() => map.locator('circle[stroke]').count()).toBeGreaterThan(20);
      // With no base map, whole degrees say where the dots are (the Alps: 46° N, 10° E among them).
      await map.getByTestId('map-graticule').getByText('46° N').waitFor();
      await map.getByTestId('map-graticule').getByText('10° E').waitFor();
      await screenshot(page, 'installations-map-en');
      await map.getByLabel('Find a place').fill('Zermatt');
      await map.getByRole('button', { name: 'Find' }).click();
      await expect.poll(() => map.locator('g[data-installation]').count()).toBeLessThan(10);
      await map.getByLabel('Find a place').fill('Atlantis');
      await map.getByRole('button', { name: 'Find' }).click();
      await map.getByText('The given location cannot be found!').waitFor();
    } finally {
      await page.getByRole('button', { name: 'List', exact: true }).click();
    }
  });
});

describe("an installation's administrative pages", () => {
  it('adds my IP for 24 hours', async () => {
    const [installation] = await api(`/installations?range=[0,0]`);
    await page.goto(`${server.url}/installation/${installation.id}/installation-ips`);
    await page.getByRole('button', { name: 'Add my IP for 24 hours' }).click();
    await page
      .getByTestId('my-ip-granted')
      .getByText(/127\.0\.0\.1 may reach this installation until/)
      .waitFor();
    await page.locator('tbody tr').filter({ hasText: '127.0.0.1' }).waitFor();
    await screenshot(page, 'installation-add-my-ip-en');
  });

  it('registers a work job in Switzerland only 8 days ahead', async () => {
    const [zermatt] = await api(`/installations?filter=${encodeURIComponent('{"q":"Zermatt Start"}')}`);
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

describe('the installation cockpit', () => {
  it('shows problems with acknowledge actions, devices with quick support, versions, contacts, and switches maintenance with confirmation', async () => {
    const problems = await api(`/problems?filter=${encodeURIComponent('{"state":"problem","acknowledged":false,"source":"zabbix"}')}&range=[0,200]`);
    const devices = await api(`/devices?range=[0,999]`);
    const withDevices = new Set(devices.map((d: { installationId: string }) => d.installationId));
    const active = new Set((await api(`/installations?filter=${encodeURIComponent('{"status":"active"}')}&range=[0,999]`)).map((i: { id: string }) => i.id));
    const target = problems.find((p: { installationId: string }) => withDevices.has(p.installationId) && active.has(p.installationId));
    const installationId = target.installationId as string;
    await page.goto(`${server.url}/installation/${installationId}`);
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/installation/${installationId}/operation`);
    const problemRow = page.getByTestId('cockpit-problems').locator(`[data-problem-id="${target.id}"]`);
    await problemRow.getByRole('link', { name: 'Acknowledge' }).waitFor();
    await page.getByTestId('cockpit-devices').locator('[data-command="status"]').first().waitFor();
    await page.getByTestId('component-versions').or(page.getByText('No software components recorded.')).first().waitFor();
    // The weather at its place, the wind's force named (from the demo's Open-Meteo double).
    const weather = page.getByTestId('cockpit-weather');
    await weather.getByTestId('weather-wind').or(weather.getByTestId('weather-no-location')).waitFor();
    if (await weather.getByTestId('weather-wind').count()) expect(await weather.getByTestId('weather-wind').innerText()).toMatch(/km\/h from [a-z-]+\s+Force \d+ · [A-Z][a-z ]+/);
    await screenshot(page, 'installation-cockpit-en');
    // First-level support cannot open the administration page, so its section is not offered; the records are.
    await page.getByTestId('installation-sections').getByRole('tab', { name: 'Records' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Administration' }).count()).toBe(0);

    const mode = page.getByTestId('cockpit-mode');
    const monitoring = mode.getByRole('switch', { name: 'Monitoring of this installation' });
    expect(await monitoring.isChecked()).toBe(true);
    await monitoring.click();
    await page.getByRole('dialog').getByText('Monitoring will be disabled for this installation').waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(/Monitoring is disabled for .*: it is in maintenance\./).waitFor();
    await mode.getByText('In maintenance: problems are recorded, not alerted').waitFor();
    await page.getByTestId('installation-summary').getByText('Status: Maintenance').waitFor();
    await monitoring.click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await mode.getByText('Monitored: problems are alerted').waitFor();

    await problemRow.getByRole('link', { name: 'Acknowledge' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/problem\/acknowledge\//);
    await page.getByLabel('Prepared message').click();
    await page.getByRole('option', { name: 'Technician on the way.' }).click();
    await page.getByRole('button', { name: 'Acknowledge', exact: true }).click();
    // Back where the acknowledgement started: the cockpit, where the problem shows as acknowledged.
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/installation/${installationId}/operation`);
    await page.getByTestId('cockpit-problems').locator(`[data-problem-id="${target.id}"]`).getByText('Acknowledged').waitFor();
  });

  it("lists the installation's tickets, open or pending versus resolved or closed", async () => {
    const tickets = await api(`/tickets?range=[0,999]`);
    const counts = new Map<string, number>();
    for (const t of tickets) counts.set(t.installationId, (counts.get(t.installationId) ?? 0) + 1);
    const installationId = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    await page.goto(`${server.url}/installation/${installationId}/freshdesk`);
    const statuses = async () => (await page.locator('tbody tr td:nth-child(3)').allInnerTexts()).map((s) => s.trim());
    await expect.poll(statuses, { timeout: 10_000 }).not.toEqual([]);
    expect((await statuses()).every((s) => ['Open', 'Pending'].includes(s))).toBe(true);
    await page.getByRole('button', { name: 'Resolved or closed' }).click();
    await expect.poll(async () => (await statuses()).every((s) => ['Resolved', 'Closed'].includes(s))).toBe(true);
    await screenshot(page, 'installation-tickets-en');
  });

  it('opens the quick view of a connector named in the address, and says when there is none', async () => {
    const [component] = await api(`/software-components?filter=${encodeURIComponent('{"q":"connector"}')}&range=[0,0]`);
    await page.goto(`${server.url}/installation/${component.installationId}/operation/q/${encodeURIComponent(component.name)}`);
    const view = page.getByTestId('connector-quick-view');
    await view.getByText(`Quick view: ${component.name}`).waitFor();
    await view.getByTestId('component-versions').waitFor();
    await screenshot(page, 'installation-connector-quick-view-en');
    await view.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/installation/${component.installationId}/operation`);
    await page.goto(`${server.url}/installation/${component.installationId}/operation/q/no-such-connector`);
    await page.getByTestId('connector-quick-view').getByText('This installation has no connector "no-such-connector".').waitFor();
  });

  it("reports an installation's uptime, problems and commands over a range", async () => {
    const [device] = await api(`/devices?filter=${encodeURIComponent('{"installationId_null":false}')}&range=[0,0]`);
    await page.goto(`${server.url}/installation/${device.installationId}/reports`);
    await page
      .getByTestId('report-uptime')
      .getByText(/\d+\.\d\d %/)
      .waitFor();
    await page.getByRole('button', { name: 'Last 30 days' }).click();
    await page.getByTestId('report-commands').waitFor();
    await screenshot(page, 'installation-report-en');
  });

  it('opens every sub-page the frame offers, each with its breadcrumb and without console errors', { timeout: 180_000 }, async () => {
    const [device] = await api(`/devices?filter=${encodeURIComponent('{"installationId_null":false,"type":"terminal"}')}&range=[0,0]`);
    await page.goto(`${server.url}/installation/${device.installationId}/operation`);
    // Every section's pages: a section opens its first page, whose frame lists the section's pages.
    const sections = page.getByTestId('installation-sections').getByRole('tab');
    await sections.first().waitFor();
    const hrefs: string[] = [];
    for (const section of await sections.evaluateAll((all) => all.map((a) => a.getAttribute('href')!))) {
      await goInAppRendered(page, section);
      await page.getByTestId('installation-sections').locator(`a[aria-selected=true][href="${section}"]`).waitFor();
      hrefs.push(
        ...(await page
          .getByTestId('installation-pages')
          .getByRole('tab')
          .evaluateAll((all) => all.map((a) => a.getAttribute('href')!))),
      );
    }
    expect(hrefs.length).toBeGreaterThan(20);
    browser.consoleErrors.length = 0;
    const failures: string[] = [];
    const settle = apiQuiet(page);
    for (const href of hrefs) {
      // As a click on the tab opens it (the frame's own links), not a reload of the console per page.
      await goInAppRendered(page, href);
      try {
        // The page's own queries and chunk settle (the live-update stream never idles, so no networkidle).
        await settle();
        await page.getByTestId('breadcrumbs').first().waitFor({ timeout: 10_000 });
      } catch {
        failures.push(`${href}: no breadcrumb`);
      }
      if (await page.getByTestId('not-found').count()) failures.push(`${href}: not found`);
      // Where am I, then where can I go from here: the frame's tabs right below the breadcrumb.
      // Waited for as the page settles: while a page is still drawing its header, the frame shows its tabs above it.
      const navBelowCrumbs = await page
        .waitForFunction(
          () => {
            const crumbs = document.querySelector('[data-testid="breadcrumbs"]')?.getBoundingClientRect();
            const nav = document.querySelector('[data-testid="installation-nav"]')?.getBoundingClientRect();
            return !!crumbs && !!nav && crumbs.height > 0 && nav.top >= crumbs.bottom;
          },
          null,
          { timeout: 5_000 },
        )
        .then(() => true)
        .catch(() => false);
      if (!navBelowCrumbs) failures.push(`${href}: the frame's navigation is not below the breadcrumb`);
      if ((await page.getByTestId('installation-nav').count()) !== 1) failures.push(`${href}: the frame's navigation is not there once`);
      if (browser.consoleErrors.length) failures.push(`${href}: ${browser.consoleErrors.splice(0).join(' | ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('opens the installation record for editing on its detail page', async () => {
    await page.goto(`${server.url}/installations`);
    await page.locator('tbody tr').first().waitFor();
    const [installation] = await api(`/installations?range=[0,0]`);
    await page.goto(`${server.url}/installation/${installation.id}/detail`);
    // First-level support may read the record, not change it: its page, with the installation's facts.
    await page.locator('main').getByText(installation.name).first().waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await screenshot(page, 'installation-detail-en');
  });

  it('shows the list and the cockpit in German', async () => {
    await page.evaluate(() => localStorage.setItem('gondolaSpaLanguage', 'de'));
    await page.goto(`${server.url}/installations`);
    await page.getByRole('button', { name: 'Ohne Position', exact: true }).waitFor();
    await page.locator('[data-testid="installation-devices"]').first().waitFor();
    await screenshot(page, 'installations-list-de');
    const [installation] = await api(`/installations?filter=${encodeURIComponent('{"status":"active","type":"startFinish"}')}&range=[0,0]`);
    await page.goto(`${server.url}/installation/${installation.id}/operation`);
    await page.getByText('Wen anrufen').waitFor();
    await page
      .getByTestId('cockpit-weather')
      .getByText(/Stärke \d+ · |keinen Standort/)
      .first()
      .waitFor();
    await screenshot(page, 'installation-cockpit-de');
    await page.evaluate(() => localStorage.setItem('gondolaSpaLanguage', 'en'));
  });
});
