import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, launchBrowser, screenshot, startServer, type Browser, type RunningServer } from './harness';
import { signInThroughProvider } from './sign-in-helpers';

let server: RunningServer;
let browser: Browser;
let api: Awaited<ReturnType<typeof apiAs>>['api'];
type Json = Record<string, unknown>;

/** Every report page, with parameters in its address as a shared link would carry them. */
const PAGES = [
  { path: '/home-office-report', title: ['Home office report', 'Homeoffice-Bericht'] },
  { path: '/vacation-report?range=thisYear', title: ['Vacation report', 'Urlaubsbericht'] },
  { path: '/time-compensation-report', title: ['Time compensation report', 'Zeitausgleichsbericht'] },
  { path: '/customer-worklog-overview?range=lastMonth', title: ['Customer worklog overview', 'Kunden-Arbeitszeitübersicht'] },
  { path: '/tracing-statistics?range=last7Days', title: ['Tracing statistics', 'Tracing-Statistik'] },
  { path: '/accounting-support-invoice?range=thisMonth', title: ['Support invoice', 'Support-Abrechnung'] },
  { path: '/customer-worklog-report', title: ['Customer worklog report', 'Kunden-Arbeitszeitbericht'] },
  { path: '/employee-worklog-report', title: ['Employee worklog report', 'Mitarbeiter-Arbeitszeitbericht'] },
  { path: '/productivity-report?range=thisMonth', title: ['Productivity report', 'Produktivitätsbericht'] },
];

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startServer();
  ({ api } = await apiAs(server, 'projects'));
  browser = await launchBrowser({ viewport: { width: 1440, height: 1000 } });
  await signInThroughProvider(browser.page, server.url, 'projects', '/');
  await browser.page.getByTestId('triage-problems').waitFor({ timeout: 30_000 });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function download(action: () => Promise<unknown>) {
  const [file] = await Promise.all([browser.page.waitForEvent('download'), action()]);
  return fs.readFileSync((await file.path())!);
}

describe('report pages in Chromium', () => {
  for (const [n, lang] of (['en', 'de'] as const).entries()) {
    it(`shows every report with its chart and tables, in ${lang === 'en' ? 'English' : 'German'}, without a console error`, async () => {
      const page = browser.page;
      await page.evaluate((l) => localStorage.setItem('RaStore.locale', JSON.stringify(l)), lang);
      browser.consoleErrors.length = 0;
      for (const { path, title } of PAGES) {
        await page.goto(`${server.url}${path}`);
        await page.getByTestId('report').waitFor({ timeout: 30_000 });
        await expect.poll(() => page.locator('h1').textContent()).toBe(title[n]);
        await page.getByTestId('report-chart').locator('svg').first().waitFor();
        expect(await page.locator('[data-testid^=report-table-] tbody tr').count(), path).toBeGreaterThan(0);
        expect(await page.getByText(/being built|wird gebaut/i).count()).toBe(0);
        await screenshot(page, `report-${path.slice(1).split('?')[0]}-${lang}`);
      }
      expect(browser.consoleErrors).toEqual([]);
    });
  }

  it('keeps the range and filters in the address, and downloads the CSV and the PDF', async () => {
    const page = browser.page;
    await page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('en')));
    await page.goto(`${server.url}/employee-worklog-report`);
    await page.getByTestId('report').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Custom', exact: true }).click();
    await page.getByLabel('From', { exact: true }).fill(dayFromNow(-20));
    await page.getByLabel('To', { exact: true }).fill(dayFromNow(-1));
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/employee-worklog-report/${dayFromNow(-20)}/${dayFromNow(-1)}`);
    const employee = page.getByRole('combobox', { name: 'Employee' });
    await employee.fill('Sven');
    await page.getByRole('option', { name: 'Sven Second' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('employee')).toBe('demo-secondlevel');
    await expect
      .poll(async () => {
        const names = await page.locator('[data-testid=report-table-entries] tbody tr td:nth-child(2)').allTextContents();
        return names.length > 0 && names.every((t) => t === 'Sven Second');
      })
      .toBe(true);

    const csv = (await download(() => page.getByRole('button', { name: 'Export “Worklogs” as CSV' }).click())).toString('utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Date,Employee,Customer,Installation,Master component,Component,Ticket / issue,Task,Billable,Hours,Description');
    expect(lines.length).toBeGreaterThan(5);
    const pdf = await download(() => page.getByRole('button', { name: 'PDF', exact: true }).click());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // A shared link with {pdf} opens the PDF itself.
    await page.goto(`${server.url}/employee-worklog-report/${dayFromNow(-20)}/${dayFromNow(-1)}/pdf?employee=demo-secondlevel`);
    await page.getByTestId('report-pdf').waitFor({ timeout: 30_000 });
    // Chromium's PDF viewer draws the pages after the frame is there.
    await page.waitForTimeout(2_000);
    await screenshot(page, 'report-employee-worklog-pdf');
  });

  it('runs the absence job: firstlevel requests a vacation in the console (in German), projects approves it on the vacation report and cannot decide their own', async () => {
    const page = browser.page;
    const felix = await launchBrowser({ viewport: { width: 1440, height: 1000 } });
    try {
      const own = felix.page;
      await signInThroughProvider(own, server.url, 'firstlevel', '/');
      await own.getByTestId('triage-problems').waitFor({ timeout: 30_000 });
      await own.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('de')));
      await own.goto(`${server.url}/absences/create`);
      await own.getByLabel(/^Von/).fill(dayFromNow(40));
      await own.getByLabel(/^Bis/).fill(dayFromNow(44));
      await own.getByLabel('Notiz').fill('E2E Urlaub');
      await own.getByRole('button', { name: 'Speichern' }).click();
      await expect
        .poll(async () => (await api<Json[]>('GET', `/absences?filter=${encodeURIComponent(JSON.stringify({ q: 'Felix' }))}`)).filter((a) => a.note === 'E2E Urlaub').length)
        .toBe(1);
      await screenshot(own, 'absence-requested-de');
    } finally {
      await felix.close();
    }
    const [request] = (await api<Json[]>('GET', `/absences?filter=${encodeURIComponent(JSON.stringify({ q: 'Felix' }))}`)).filter((a) => a.note === 'E2E Urlaub');
    expect(request).toMatchObject({ state: 'requested', startsOn: dayFromNow(40), endsOn: dayFromNow(44), type: 'vacation' });

    await page.goto(`${server.url}/vacation-report?from=${dayFromNow(30)}&to=${dayFromNow(90)}`);
    const table = page.getByTestId('report-table-absences');
    await table.waitFor({ timeout: 30_000 });
    const row = table.locator('tr', { hasText: 'Felix First' }).filter({ hasText: 'Requested' }).first();
    await row.getByRole('button', { name: 'Approve the request of Felix First' }).click();
    await expect.poll(async () => (await api<Json>('GET', `/absences/${String(request!.id)}`)).state).toBe('approved');
    await table.locator('tr', { hasText: 'Felix First' }).filter({ hasText: 'Approved' }).first().waitFor();

    // The project manager's own request: made in the console, shown on the report without a decision.
    await page.goto(`${server.url}/absences/create`);
    await page.getByLabel(/^From/).fill(dayFromNow(70));
    await page.getByLabel(/^Until/).fill(dayFromNow(71));
    await page.getByLabel('Note').fill('E2E own vacation');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await api<Json[]>('GET', '/absences?range=[0,99]')).filter((a) => a.note === 'E2E own vacation').length).toBe(1);
    const [mine] = (await api<Json[]>('GET', '/absences?range=[0,99]')).filter((a) => a.note === 'E2E own vacation');
    await page.goto(`${server.url}/vacation-report?from=${dayFromNow(30)}&to=${dayFromNow(90)}`);
    const ownRow = page
      .getByTestId('report-table-absences')
      .locator('tr', { hasText: String(mine!.employeeName) })
      .filter({ hasText: 'Requested' })
      .first();
    await ownRow.getByText('Another project manager decides your own request').waitFor({ timeout: 30_000 });
    expect(await ownRow.getByRole('button', { name: /Approve/ }).count()).toBe(0);
    await screenshot(page, 'absence-decided-en');
  });
});
