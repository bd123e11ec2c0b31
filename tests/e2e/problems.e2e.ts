import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, apiQuiet, launchBrowser, screenshot, startServer, type Browser, type RunningServer } from './harness';
import { signInThroughProvider } from './sign-in-helpers';

const SECRET = 'e2e-zabbix-shared-secret-value';
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer({ ZABBIX_WEBHOOK_SECRET: SECRET });
  browser = await launchBrowser();
  page = browser.page;
  await signInThroughProvider(page, server.url, 'firstlevel', '/problem');
  await page.locator('tbody tr').first().waitFor();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const ingest = (body: Record<string, unknown>) =>
  fetch(`${server.url}/api/integrations/zabbix/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-gondola-zabbix-secret': SECRET },
    body: JSON.stringify(body),
  });

describe('the problem list and detail', () => {
  it('shows a problem ingested while the list is open within 2 s, and acknowledges it from its page with a prepared message', async () => {
    await page.getByRole('columnheader', { name: 'Severity' }).waitFor();
    // Timed from a live connection that is up (the app bar says so): on a loaded machine the page's
    // rows can be on screen before it, and a change made then comes with the connection instead.
    const settled = apiQuiet(page);
    await page.locator('[data-testid="live-indicator"][data-status="up"]').waitFor();
    // …and from the list's answers to what the connection caught up on (a fresh server's own changes).
    await settled();
    const response = await ingest({
      eventId: '555001',
      triggerId: '777001',
      host: 'ischgl-start-finish-1',
      name: 'E2E finish photocell blocked',
      severity: 5,
      status: 'PROBLEM',
      time: new Date().toISOString(),
    });
    expect(response.status).toBe(202);
    const row = page.locator('tbody tr').filter({ hasText: 'E2E finish photocell blocked' });
    const started = Date.now();
    await row.waitFor({ timeout: 2000 });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await row.locator('[data-tone="critical"]').count()).toBe(1);
    await screenshot(page, 'problems-list-en');

    await row.click();
    await page.getByTestId('acknowledge-form').waitFor();
    await page.getByLabel('Prepared message').click();
    await page.getByRole('option', { name: 'Technician on the way.' }).click();
    await page.getByRole('button', { name: 'Acknowledge', exact: true }).click();
    await page.getByTestId('acknowledged-banner').getByText('Technician on the way.').waitFor();
    await expect.poll(async () => (await page.getByTestId('problem-events').textContent()) ?? '').toContain('Acknowledged');
    await screenshot(page, 'problem-detail-acknowledged-en');

    await page.evaluate(() => localStorage.setItem('gondolaSpaLanguage', 'de'));
    await page.reload();
    await page.getByRole('button', { name: 'Quittieren', exact: true }).waitFor();
    await screenshot(page, 'problem-detail-de');
    await page.goto(`${server.url}/problem`);
    await page.locator('tbody tr').first().waitFor();
    await screenshot(page, 'problems-list-de');
    await page.evaluate(() => localStorage.setItem('gondolaSpaLanguage', 'en'));
  });

  it("shows a problem ingested before the list's live connection was up, once it is", async () => {
    // The live connection is held back until the problem is in: the rows on screen are older than it.
    let ingested!: () => void;
    const ingestedNow = new Promise<void>((resolve) => (ingested = resolve));
    await page.route('**/api/events**', async (route) => {
      await ingestedNow;
      await route.continue();
    });
    try {
      await page.goto(`${server.url}/problem`);
      await page.locator('tbody tr').first().waitFor();
      expect(await page.locator('[data-testid="live-indicator"]').getAttribute('data-status')).not.toBe('up');
      const response = await ingest({
        eventId: '555003',
        triggerId: '777003',
        host: 'ischgl-start-finish-1',
        name: 'E2E start gate lost before the stream',
        severity: 4,
        status: 'PROBLEM',
        time: new Date().toISOString(),
      });
      expect(response.status).toBe(202);
      ingested();
      await page.locator('[data-testid="live-indicator"][data-status="up"]').waitFor();
      await page.locator('tbody tr').filter({ hasText: 'E2E start gate lost before the stream' }).waitFor({ timeout: 5000 });
    } finally {
      ingested();
      await page.unroute('**/api/events**');
    }
  });

  it('says who acknowledged first when someone else was quicker, and keeps the typed message', async () => {
    const response = await ingest({
      eventId: '555002',
      triggerId: '777002',
      host: 'ischgl-start-finish-1',
      name: 'E2E second timer silent',
      severity: 4,
      status: 'PROBLEM',
      time: new Date().toISOString(),
    });
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };
    await page.goto(`${server.url}/problem/acknowledge/777002/ischgl-start-finish-1/zabbix`);
    const form = page.getByTestId('acknowledge-form');
    await form.getByLabel('Message', { exact: true }).fill('Called the lift operator');
    // Meanwhile a colleague acknowledges it from their own console.
    const { api } = await apiAs(server, 'admin');
    await api('POST', `/problems/${id}/acknowledge`, { message: 'On it' });
    await page.getByRole('button', { name: 'Acknowledge', exact: true }).click();
    await page.getByText('Already acknowledged by Anna Admin; your message is still in the form').waitFor();
    expect(await form.getByLabel('Message', { exact: true }).inputValue()).toBe('Called the lift operator');
    // The page now knows it is acknowledged: taking it back is offered.
    await page.getByRole('button', { name: 'Withdraw acknowledgement' }).waitFor();
    await screenshot(page, 'problem-already-acknowledged-en');
  });
});

describe('acknowledging from the spec addresses', () => {
  it("acknowledges one problem by its trigger, and all of an installation's problems of a source with a result per problem", async () => {
    await ingest({ eventId: '555101', triggerId: '777101', host: 'soelden-start-finish-1', name: 'E2E gate one', severity: 3, status: 'PROBLEM', time: new Date().toISOString() });
    await page.goto(`${server.url}/problem/acknowledge/777101/soelden-start-finish-1/zabbix`);
    await page.getByTestId('acknowledge-form').getByLabel('Message', { exact: true }).fill('Checked on site');
    await page.getByRole('button', { name: 'Acknowledge', exact: true }).click();
    await page.getByTestId('acknowledged-banner').getByText('Checked on site').waitFor();

    for (const n of [1, 2, 3]) {
      await ingest({
        eventId: `55520${n}`,
        triggerId: `77720${n}`,
        host: 'zermatt-start-finish-1',
        name: `E2E lane sensor ${n}`,
        severity: n,
        status: 'PROBLEM',
        time: new Date().toISOString(),
      });
    }
    await page.goto(`${server.url}/problem/acknowledgeall/zermatt-start-finish-1/zabbix`);
    const preview = page.getByTestId('acknowledge-all-preview');
    await preview.getByText('E2E lane sensor 3').waitFor();
    const count = await preview.locator('tbody tr').count();
    expect(count).toBeGreaterThanOrEqual(3);
    await screenshot(page, 'problems-acknowledge-all-preview');
    await page.getByRole('button', { name: `Acknowledge all ${count}` }).click();
    const results = page.getByTestId('acknowledge-all-results');
    await results.getByText(`${count} of ${count} acknowledged`).waitFor();
    expect(await results.locator('tbody tr').count()).toBe(count);
    await screenshot(page, 'problems-acknowledge-all-results');
  });
});

describe('mismatched states', () => {
  it('lists a monitored host that maps to no installation', async () => {
    await ingest({ eventId: '555301', triggerId: '777301', host: 'e2e-orphan-router', name: 'Router down', severity: 4, status: 'PROBLEM', time: new Date().toISOString() });
    await page.goto(`${server.url}/problem/mismatchedstates`);
    const table = page.getByTestId('mismatched-states');
    await table.getByText('e2e-orphan-router').waitFor();
    expect(await table.getByText('Monitored host without installation').count()).toBeGreaterThanOrEqual(1);
    await screenshot(page, 'problems-mismatched-states');
  });
});

describe('the problem report', () => {
  it('shows the last 7 days as chart and table, and the last hour on demand', async () => {
    await page.goto(`${server.url}/problem/report`);
    await page.getByTestId('problem-report-chart').waitFor();
    expect(await page.getByTestId('problem-report-table').locator('tbody tr').count()).toBeGreaterThanOrEqual(7);
    await screenshot(page, 'problems-report-7-days');
    await page.getByRole('button', { name: 'Last hour' }).click();
    await expect.poll(async () => page.getByTestId('problem-report-table').locator('tbody tr').count()).toBeLessThanOrEqual(2);
    expect(await page.getByTestId('problem-report-summary').textContent()).toMatch(/Problems: \d+/);
  });
});

describe('a problem with a long history', () => {
  it('shows its latest 100 events, and all of them on demand', async () => {
    const base = { eventId: '555401', triggerId: '777401', host: 'ischgl-video-2', name: 'E2E flapping camera', status: 'PROBLEM' };
    const first = await (await ingest({ ...base, severity: 2, time: new Date(Date.now() - 3_600_000).toISOString() })).json();
    // Each severity change is an event: 1 opened + 129 changes.
    for (let i = 1; i < 130; i++) await ingest({ ...base, severity: i % 2 ? 3 : 2, time: new Date(Date.now() - 3_600_000 + i * 1000).toISOString() });
    await page.goto(`${server.url}/problems/${first.id}/show`);
    const events = page.getByTestId('problem-events');
    await expect.poll(() => events.locator('tbody tr').count()).toBe(100);
    expect(await page.getByTestId('problem-events-count').textContent()).toBe('The latest 100 events');
    await events.getByRole('button', { name: 'Show all 130' }).click();
    await expect.poll(() => events.locator('tbody tr').count()).toBe(130);
    expect(await page.getByTestId('problem-events-count').textContent()).toBe('All 130 events');
  });
});

describe('working the list by keyboard, by installation and by age', () => {
  it('moves through the rows with j/k, opens one with Enter and acknowledges one with a', async () => {
    await page.goto(`${server.url}/problem`);
    const rows = page.locator('tbody tr');
    await rows.nth(2).waitFor();
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('k');
    expect(await rows.nth(1).evaluate((row) => row === document.activeElement)).toBe(true);
    await screenshot(page, 'problems-keyboard-en');
    const name = (await rows.nth(1).locator('td').nth(1).innerText()).trim();
    await page.keyboard.press('Enter');
    await page.getByTestId('acknowledge-form').waitFor();
    await page.getByText(name).first().waitFor();

    await page.goBack();
    await rows.first().waitFor();
    // The first unacknowledged row: `a` opens its acknowledge page.
    const open = await rows.evaluateAll((all) => all.findIndex((row) => row.querySelector('[data-testid="false"]')));
    expect(open).toBeGreaterThanOrEqual(0);
    for (let i = 0; i <= open; i++) await page.keyboard.press('j');
    await page.keyboard.press('a');
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/problem\/acknowledge\//);
    await page.getByTestId('acknowledge-form').waitFor();

    await page.goto(`${server.url}/problem`);
    await rows.first().waitFor();
    await page.keyboard.press('/');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('q');
  });

  it('groups the open problems by installation, most severe first, each opening its problems', async () => {
    await page.goto(`${server.url}/problem`);
    await page.getByRole('button', { name: 'By installation', exact: true }).click();
    const groups = page.getByTestId('problem-group');
    await groups.first().waitFor();
    expect(await groups.count()).toBeGreaterThan(3);
    await groups.first().getByRole('button').first().click();
    await groups.first().locator('tbody tr').first().waitFor();
    await screenshot(page, 'problems-grouped-en');
    // The choice is remembered.
    await page.reload();
    await groups.first().waitFor();
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await page.locator('tbody tr').first().waitFor();
  });

  it('narrows the list to problems open for more than an hour', async () => {
    await page.goto(`${server.url}/problem`);
    const fresh = page.locator('tbody tr').filter({ hasText: 'E2E finish photocell blocked' });
    await fresh.waitFor();
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Started: more than … ago' }).click();
    await page.getByLabel('Started: more than … ago').click();
    await page.getByRole('option', { name: '1 hour' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('filter') ?? '').toContain('"startedAt_lte":"now-1h"');
    await fresh.waitFor({ state: 'detached' });
    await page.locator('tbody tr').first().waitFor();
    await screenshot(page, 'problems-age-filter-en');
  });
});
