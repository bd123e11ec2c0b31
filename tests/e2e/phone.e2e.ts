import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, launchBrowser, screenshot, sidewaysOverflow, startServer, type Browser, type RunningServer } from './harness';
import { signInThroughProvider } from './sign-in-helpers';

// Issue 22: an engineer on the slope with a phone (390 × 844). The pages of a problem's life and a
// device's quick support are usable there: nothing wider than the screen.
const PHONE = { width: 390, height: 844 };
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser({ viewport: PHONE });
  await signInThroughProvider(browser.page, server.url, 'firstlevel', '/');
  await browser.page.getByTestId('dashboard').waitFor({ timeout: 30_000 });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(path: string, ready: (page: Page) => Promise<unknown>) {
  const { page } = browser;
  await page.goto(`${server.url}${path}`);
  await ready(page);
  await page.waitForTimeout(300);
  return sidewaysOverflow(page);
}

describe('at phone width (390 px)', () => {
  it('the home page, app bar and menu fit the screen', async () => {
    const result = await open('/', (p) => p.getByTestId('triage-problems').waitFor());
    expect(result.wide, JSON.stringify(result)).toEqual([]);
    expect(result.scrollWidth).toBeLessThanOrEqual(PHONE.width);
    await screenshot(browser.page, 'phone-home');
    await browser.page
      .getByRole('button', { name: /open menu|menu/i })
      .first()
      .click();
    await browser.page.getByRole('menuitem').first().waitFor();
    const menu = await sidewaysOverflow(browser.page);
    expect(menu.scrollWidth).toBeLessThanOrEqual(PHONE.width);
    await screenshot(browser.page, 'phone-menu');
    await browser.page.keyboard.press('Escape');
  });

  it('the home page opened from a link keeps still as its cards arrive: the alerts and cards take the loading place together', async () => {
    // The admin is paged in the demo: an alert above the cards, where a shift would come from.
    const admin = await launchBrowser({ viewport: PHONE });
    const { page } = admin;
    await signInThroughProvider(page, server.url, 'admin', '/');
    await page.getByTestId('dashboard').waitFor({ timeout: 30_000 });
    await page.goto('about:blank');
    await page.goto(`${server.url}/`);
    await page.getByTestId('triage-problems').waitFor();
    // Every layout shift since the page began (buffered), as Lighthouse's CLS reads them (no input before).
    const shifts = await page.evaluate(
      () =>
        new Promise<{ value: number; sources: string[] }[]>((resolve) => {
          const seen: PerformanceEntry[] = [];
          new PerformanceObserver((list) => seen.push(...list.getEntries())).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => {
            type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
            resolve(
              (seen as Shift[])
                .filter((s) => !s.hadRecentInput)
                .map((s) => ({ value: s.value, sources: s.sources.map((x) => (x.node as Element | undefined)?.className?.toString().slice(0, 60) ?? '') })),
            );
          }, 500);
        }),
    );
    await admin.close();
    const total = shifts.reduce((sum, s) => sum + s.value, 0);
    expect(total, JSON.stringify(shifts.filter((s) => s.value > 0.001))).toBeLessThan(0.01);
  });

  it('triages on the phone: from the home to a problem card, acknowledged from the first screen of its page', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/`);
    await page.getByTestId('triage-problems-figure').click();
    const cards = page.getByTestId('problem-cards');
    await cards.waitFor();
    // The filters wait behind one button; the cards come first.
    await expect.poll(() => page.locator('.RaList-actions > form').isVisible()).toBe(false);
    await page.getByTestId('filters-toggle').click();
    await page.locator('.RaList-actions > form').waitFor();
    await page.getByTestId('filters-toggle').click();
    const card = cards.locator('li[data-acknowledged=false]').first();
    const text = (await card.textContent()) ?? '';
    expect(text).toContain('Not acknowledged');
    await screenshot(page, 'phone-triage-cards');
    await card.getByRole('link').click();
    const acknowledge = page.getByRole('button', { name: 'Acknowledge', exact: true });
    await acknowledge.waitFor();
    const box = (await acknowledge.boundingBox())!;
    expect(box.y + box.height, 'the acknowledge button on the first screen').toBeLessThanOrEqual(PHONE.height);
    await page.getByLabel('Prepared message').click();
    await page.getByRole('option', { name: 'Technician on the way.' }).click();
    await acknowledge.click();
    await page.getByTestId('acknowledged-banner').getByText('Technician on the way.').waitFor();
    // The history reads as blocks of labelled values, not a table scrolled sideways.
    await page.getByTestId('problem-events').locator('dl').first().waitFor();
    expect((await sidewaysOverflow(page)).wide).toEqual([]);
    await screenshot(page, 'phone-triage-acknowledged');
  });

  it('the problem list, a problem and its acknowledge page fit the screen', async () => {
    const list = await open('/problem', (p) => p.locator('tbody tr, .RaList-content li').first().waitFor());
    expect(list.wide, JSON.stringify(list)).toEqual([]);
    expect(list.scrollWidth).toBeLessThanOrEqual(PHONE.width);
    await screenshot(browser.page, 'phone-problem-list');
    const { api } = await apiAs(server, 'firstlevel');
    const [problem] = await api<Array<{ id: string; triggerId: string; installationId: string; source: string }>>(
      'GET',
      `/problems?range=${encodeURIComponent('[0,0]')}&filter=${encodeURIComponent('{"state":"problem","acknowledged":false}')}`,
    );
    const detail = await open(`/problems/${problem!.id}/show`, (p) =>
      p
        .getByText(/events/i)
        .first()
        .waitFor(),
    );
    expect(detail.wide, JSON.stringify(detail)).toEqual([]);
    expect(detail.scrollWidth).toBeLessThanOrEqual(PHONE.width);
    await screenshot(browser.page, 'phone-problem');
    const acknowledge = await open(`/problem/acknowledge/${encodeURIComponent(problem!.triggerId)}/${encodeURIComponent(problem!.installationId)}/${problem!.source}`, (p) =>
      p.getByTestId('acknowledge-form').waitFor(),
    );
    expect(acknowledge.wide, JSON.stringify(acknowledge)).toEqual([]);
    expect(acknowledge.scrollWidth).toBeLessThanOrEqual(PHONE.width);
    await screenshot(browser.page, 'phone-acknowledge');
  });

  it('looks up a contact on the phone: a line per contact with role, customer and number, opening the contact', async () => {
    const list = await open('/contacts', (p) => p.getByTestId('phone-rows').locator('li a').first().waitFor());
    expect(list.wide, JSON.stringify(list)).toEqual([]);
    expect(list.scrollWidth).toBeLessThanOrEqual(PHONE.width);
    const { api } = await apiAs(server, 'firstlevel');
    const [first] = await api<Array<{ id: string; name: string; phone: string | null; customerId: string }>>(
      'GET',
      `/contacts?range=${encodeURIComponent('[0,0]')}&sort=${encodeURIComponent('["name","ASC"]')}`,
    );
    const customer = await api<{ name: string }>('GET', `/customers/${encodeURIComponent(first!.customerId)}`);
    const line = browser.page.getByTestId('phone-rows').locator('li a').first();
    expect(await line.locator('.title').textContent()).toBe(first!.name);
    // Its customer by name (the page's answer embedded it), and its number where it has one.
    const details = await line.locator('.details').textContent();
    expect(details).toContain(customer.name);
    if (first!.phone) expect(details).toContain(first!.phone);
    await screenshot(browser.page, 'phone-contacts');
    await line.click();
    await browser.page.waitForURL((url) => url.pathname.includes(encodeURIComponent(first!.id)) || url.pathname.includes(first!.id));
  });

  it('looks up a resort on the phone: a line per resort with its customer, opening the resort', async () => {
    const list = await open('/resorts', (p) => p.getByTestId('phone-rows').locator('li a').first().waitFor());
    expect(list.wide, JSON.stringify(list)).toEqual([]);
    expect(list.scrollWidth).toBeLessThanOrEqual(PHONE.width);
    const { api } = await apiAs(server, 'firstlevel');
    const [first] = await api<Array<{ id: string; name: string; customerId: string }>>(
      'GET',
      `/resorts?range=${encodeURIComponent('[0,0]')}&sort=${encodeURIComponent('["name","ASC"]')}`,
    );
    const customer = await api<{ name: string }>('GET', `/customers/${encodeURIComponent(first!.customerId)}`);
    const line = browser.page.getByTestId('phone-rows').locator('li a').first();
    expect(await line.locator('.title').textContent()).toBe(first!.name);
    expect(await line.locator('.details').textContent()).toContain(customer.name);
    await screenshot(browser.page, 'phone-resorts');
    await line.click();
    await browser.page.waitForURL(
      (url) => url.pathname.endsWith(`/resorts/${encodeURIComponent(first!.id)}`) || url.pathname.startsWith(`/resorts/${encodeURIComponent(first!.id)}/`),
    );
  });

  it("support tickets on the phone: the rows first, the resort and customer pickers behind the filters' button, a resort narrows the rows", async () => {
    const { page } = browser;
    // A resort with an open ticket: choosing it must leave rows.
    const { api } = await apiAs(server, 'firstlevel');
    const [ticket] = await api<Array<{ installationId: string }>>(
      'GET',
      `/tickets?range=${encodeURIComponent('[0,0]')}&filter=${encodeURIComponent('{"status":["open","pending"]}')}`,
    );
    const installation = await api<{ resortId: string }>('GET', `/installations/${encodeURIComponent(ticket!.installationId)}`);
    const resortName = (await api<{ name: string }>('GET', `/resorts/${encodeURIComponent(installation.resortId)}`)).name;
    const tickets = await open('/support-requests', (p) => p.locator('.RaList-content li a').first().waitFor());
    expect(tickets.wide, JSON.stringify(tickets)).toEqual([]);
    const resort = page.getByRole('combobox', { name: 'Resort' });
    expect(await resort.count()).toBe(0);
    await page.getByTestId('filters-toggle').click();
    await resort.fill(resortName);
    await page.getByRole('option', { name: resortName, exact: true }).click();
    await page.keyboard.press('Escape');
    // The rows left are at that resort's installations (the demo names each after its resort), and there are some.
    const rows = async () => page.locator('.RaList-content li a').allTextContents();
    await expect
      .poll(
        async () => {
          const shown = await rows();
          return shown.length > 0 && shown.every((row) => row.includes(resortName));
        },
        { timeout: 20_000 },
      )
      .toBe(true);
  });

  it("a page's title longer than the phone's app bar ends in an ellipsis, not cut off mid-letter", async () => {
    await open('/support-requests', (p) => p.locator('.RaList-content li a').first().waitFor());
    const title = await browser.page.evaluate(() => {
      const heading = document.querySelector<HTMLElement>('#react-admin-title')!;
      // text-overflow acts only on inline content: an inline-block inside is clipped whole, mid-letter.
      const blocks = [...heading.querySelectorAll('*')].map((el) => getComputedStyle(el).display).filter((display) => display !== 'inline');
      return { text: heading.textContent, overflow: getComputedStyle(heading).textOverflow, blocks };
    });
    expect(title).toEqual({ text: 'Support tickets', overflow: 'ellipsis', blocks: [] });
    await screenshot(browser.page, 'phone-long-title');
  });

  it("an installation's quick support commands fit the screen", async () => {
    const { api } = await apiAs(server, 'firstlevel');
    const [installation] = await api<Array<{ id: string; name: string }>>(
      'GET',
      `/installations?range=${encodeURIComponent('[0,0]')}&filter=${encodeURIComponent('{"type":"startFinish","status":"active"}')}`,
    );
    const page = browser.page;
    await page.goto(`${server.url}/quick-support-commands`);
    await page.getByRole('combobox').fill(installation!.name);
    await page.getByRole('option').first().click();
    await page.getByTestId('command-buttons').first().waitFor({ timeout: 20_000 });
    const result = await sidewaysOverflow(page);
    expect(result.wide, JSON.stringify(result)).toEqual([]);
    expect(result.scrollWidth).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'phone-quick-support');
  });
});
