import AxeBuilder from '@axe-core/playwright';
import ical from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJiraDouble } from '../support/jira-double';
import { apiAs, apiQuiet, launchBrowser, screenshot, startServer, type Browser, type RunningServer } from './harness';
import { signInThroughProvider } from './sign-in-helpers';

let server: RunningServer;
let browser: Browser;
let jira: Awaited<ReturnType<typeof startJiraDouble>>;
let api: Awaited<ReturnType<typeof apiAs>>['api'];
type Json = Record<string, unknown>;

const iso = (date: Date) => date.toISOString().slice(0, 10);
/** The Wednesday of this week: always inside the month view, with a Thursday beside it. */
function wednesday(): Date {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7) + 2);
  return d;
}

beforeAll(async () => {
  jira = await startJiraDouble({ email: 'console@example.com', token: 'e2e-jira-token-123' });
  server = await startServer({ JIRA_URL: jira.url, JIRA_EMAIL: 'console@example.com', JIRA_API_TOKEN: 'e2e-jira-token-123' });
  ({ api } = await apiAs(server, 'admin'));
  browser = await launchBrowser({ viewport: { width: 1440, height: 1000 } });
  await signInThroughProvider(browser.page, server.url, 'admin', '/');
  await browser.page.getByTestId('triage-problems').waitFor({ timeout: 30_000 });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await jira?.close();
});

describe('calendars in Chromium', () => {
  it('creates an on-duty rotation in its form and shows who is on duty now on the on-duty calendar and the dashboard', async () => {
    const page = browser.page;
    await page.goto(`${server.url}/on-duty-rotations/create`);
    await page.getByLabel('Name').fill('E2E hotline');
    // Members are console users, picked by name.
    const members = page.getByLabel('Members in turn');
    await members.fill('Sven');
    await page.getByRole('option', { name: 'Sven Second' }).click();
    const start = new Date(Date.now() - 3_600_000);
    // The browser runs in UTC here: the local wall clock is the instant's.
    await page.getByLabel('First shift starts').fill(start.toISOString().slice(0, 16));
    const zone = page.getByLabel('Time zone');
    await zone.fill('Europe/Vienna');
    await page
      .getByRole('option', { name: /Europe\/Vienna/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => ((await api<Json[]>('GET', '/on-duty-rotations?filter={"q":"E2E hotline"}')) ?? []).length).toBe(1);

    await page.goto(`${server.url}/on-duty-calendar`);
    const now = page.getByTestId('on-duty-now');
    await now.waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await now.textContent()) ?? '').toContain('Sven Second · E2E hotline');
    await page.goto(`${server.url}/`);
    const card = page.getByTestId('triage-on-duty');
    await card.waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await card.textContent()) ?? '').toContain('Sven Second · E2E hotline');
    await screenshot(page, 'home-on-duty-now-en');
  });

  it('offers to cover a shift that is opened, and the cover made from it puts someone else on duty', async () => {
    const page = browser.page;
    await page.goto(`${server.url}/on-duty-calendar`);
    await page.locator('[data-testid=calendar][data-loaded=true]').waitFor({ timeout: 20_000 });
    const settle = apiQuiet(page);
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    // The week's entries replace the month's: take one drawn after that.
    await settle();
    const shift = page.locator('.ec-event:visible', { hasText: 'E2E hotline' }).first();
    await shift.waitFor({ timeout: 20_000 });
    // Opened, a shift does not lead away: it offers what changes who is on duty.
    await shift.click();
    const dialog = page.getByRole('dialog', { name: 'Shift of Sven Second' });
    await dialog.waitFor();
    await screenshot(page, 'on-duty-shift-dialog-en');
    await dialog.getByRole('button', { name: 'Cover this shift' }).click();
    await page.waitForURL(/\/on-duty-overrides\/create\?source=/);
    // Prefilled: the rotation, the shift's hours and whom it replaces; the planner picks who covers.
    await expect.poll(async () => page.getByLabel('Instead of').inputValue()).toBe('Sven Second');
    const person = page.getByLabel('On duty');
    await person.fill('Paula');
    await page.getByRole('option', { name: 'Paula Projects' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await api<Json[]>('GET', '/on-duty-overrides?range=[0,99]')).filter((o) => o.person === 'demo-projects' && o.replaces === 'demo-secondlevel').length)
      .toBe(1);
    await page.goto(`${server.url}/on-duty-calendar`);
    await expect.poll(async () => (await page.getByTestId('on-duty-now').textContent()) ?? '', { timeout: 20_000 }).toContain('Paula Projects · E2E hotline');
  });

  it('does not let a dragged shift snap back silently: the drop offers the cover, and nothing moves until one is made', async () => {
    const page = browser.page;
    const overrides = async () => (await api<Json[]>('GET', '/on-duty-overrides?range=[0,999]')).length;
    const before = await overrides();
    // Two days on: the previous test covered the rotation's first shift, not that day's (and on a
    // Sunday the week shown from today holds only the covered one).
    await page.goto(`${server.url}/on-duty-calendar?date=${iso(new Date(Date.now() + 2 * 86_400_000))}`);
    await page.locator('[data-testid=calendar][data-loaded=true]').waitFor({ timeout: 20_000 });
    const settle = apiQuiet(page);
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await settle();
    // A computed shift nobody covers, the longest drawn piece of one.
    // Draggable once the page knows the planner may cover it (the calendar marks it so).
    const shifts = page.locator('.ec-event.ec-draggable.gondola-kind-shift:not(.gondola-covered):visible', { hasText: 'E2E hotline' });
    await shifts.first().waitFor({ timeout: 20_000 });
    const heights = await shifts.evaluateAll((all) => all.map((e) => e.getBoundingClientRect().height));
    const shift = shifts.nth(heights.indexOf(Math.max(...heights)));
    await shift.scrollIntoViewIfNeeded();
    // A day-long shift is taller than the time grid's scrolling body: grab it where it shows.
    const from = await shift.evaluate((el) => {
      const box = el.getBoundingClientRect();
      let top = Math.max(box.top, 0);
      let bottom = Math.min(box.bottom, innerHeight);
      for (let up = el.parentElement; up; up = up.parentElement) {
        if (!/auto|scroll|hidden/.test(getComputedStyle(up).overflowY)) continue;
        const clip = up.getBoundingClientRect();
        top = Math.max(top, clip.top);
        bottom = Math.min(bottom, clip.bottom);
      }
      return { x: box.left + box.width / 2, y: (top + bottom) / 2 };
    });
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    // A day's column over, towards the middle of the week.
    const towards = from.x > 800 ? -160 : 160;
    for (let step = 1; step <= 10; step++) await page.mouse.move(from.x + (towards * step) / 10, from.y);
    await page.mouse.up();
    const dialog = page.getByRole('dialog', { name: /^Shift of / });
    await dialog.waitFor({ timeout: 10_000 });
    await expect.poll(async () => (await dialog.textContent()) ?? '').toMatch(/cover/i);
    await screenshot(page, 'on-duty-shift-dragged-en');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await overrides()).toBe(before);
  });

  it('moves an event to the next day by dragging it, and the move is still there after a reload', async () => {
    const page = browser.page;
    const [installation] = await api<Json[]>('GET', '/installations?range=[0,0]&sort=["name","ASC"]');
    const day = wednesday();
    const event = await api<Json>('POST', '/installation-events', { installationId: installation!.id, name: 'E2E drag race', type: 'race', startsOn: iso(day), endsOn: iso(day) });
    const settle = apiQuiet(page);
    await page.goto(`${server.url}/event-calendar`);
    const chip = page.locator('.ec-event', { hasText: 'E2E drag race' });
    await chip.waitFor({ timeout: 20_000 });
    // The event's own live announcement may redraw the calendar once more: drag what is drawn after it.
    await settle();
    const from = (await chip.boundingBox())!;
    const cell = (await page.locator('.ec-day').first().boundingBox())!;
    await page.mouse.move(from.x + 10, from.y + from.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) await page.mouse.move(from.x + 10 + (cell.width * step) / 10, from.y + from.height / 2);
    await page.mouse.up();
    const thursday = new Date(day.getTime() + 86_400_000);
    await expect.poll(async () => (await api<Json>('GET', `/installation-events/${event.id}`)).startsOn).toBe(iso(thursday));
    expect((await api<Json>('GET', `/installation-events/${event.id}`)).version).toBe(Number(event.version) + 1);
    await page.reload();
    await page.locator('.ec-event', { hasText: 'E2E drag race' }).waitFor({ timeout: 20_000 });
    await screenshot(page, 'event-calendar-en');
  });

  it('selects two days to add an event for them, with no error in the page', async () => {
    const page = browser.page;
    const settled = apiQuiet(page);
    await page.goto(`${server.url}/event-calendar`);
    await page.locator('[data-testid=calendar][data-loaded=true]').waitFor({ timeout: 20_000 });
    // Selecting needs the right to create and the calendar's final options (its words, once they loaded): a
    // drag begun while they still change is dropped with the calendar's redraw.
    await page.getByRole('button', { name: 'Add an event' }).waitFor();
    await settled();
    const errorsBefore = browser.consoleErrors.length;
    // Two days of the last week row, where no entry covers the cell's lower part.
    const days = page.locator('.ec-day');
    const count = await days.count();
    await days.nth(count - 2).scrollIntoViewIfNeeded();
    const from = (await days.nth(count - 3).boundingBox())!;
    const to = (await days.nth(count - 2).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height - 6);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) await page.mouse.move(from.x + from.width / 2 + ((to.x - from.x) * step) / 10, from.y + from.height - 6);
    await page.mouse.up();
    await page.waitForURL(/\/installation-events\/create\?source=/);
    const source = JSON.parse(new URL(page.url()).searchParams.get('source')!) as Json;
    expect(Object.keys(source).sort()).toEqual(['endsOn', 'startsOn']);
    expect(new Date(String(source.endsOn)).getTime() - new Date(String(source.startsOn)).getTime()).toBe(86_400_000);
    expect(browser.consoleErrors.slice(errorsBefore)).toEqual([]);
  });

  it('draws a busy day as one digest whose entries open their records and whose count opens the day, with no nested controls', async () => {
    const page = browser.page;
    const [installation] = await api<Json[]>('GET', '/installations?range=[0,0]&sort=["name","ASC"]');
    // The Friday of this week: in the month view, away from the drag test's Wednesday and Thursday.
    const friday = iso(new Date(wednesday().getTime() + 2 * 86_400_000));
    for (let i = 0; i < 6; i++)
      await api('POST', '/installation-events', { installationId: installation!.id, name: `E2E busy ${i}`, type: 'training', startsOn: friday, endsOn: friday });
    await page.goto(`${server.url}/event-calendar`);
    const digest = page.locator('.gondola-digest', { hasText: 'E2E busy' });
    await digest.waitFor({ timeout: 20_000 });
    const buttons = digest.getByRole('button');
    expect(await buttons.count()).toBe(4);
    await expect.poll(async () => (await buttons.last().textContent()) ?? '').toMatch(/^\+ \d+ more$/);
    const axe = await new AxeBuilder({ page }).include('.gondola-digest').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    const first = (await buttons.first().locator('strong').textContent()) ?? '';
    await buttons.first().click();
    await page.waitForURL(/\/installation-events\/[0-9a-f-]{36}/);
    await page.getByText(first).first().waitFor();
    await page.goBack();
    await page.locator('.gondola-digest', { hasText: 'E2E busy' }).getByRole('button').last().click();
    // The events calendar has no day view: the count opens the list, where every entry of the day is.
    await page.locator('.ec-list').waitFor({ timeout: 20_000 });
    for (let i = 0; i < 6; i++) await page.getByText(`E2E busy ${i}`).waitFor();
  });

  it('adds an assignment from a Jira issue read through the Jira double, and shows it on the timeline', async () => {
    const page = browser.page;
    const day = wednesday();
    jira.add({
      key: 'OPS-4711',
      summary: 'Replace the finish camera',
      assignee: 'Lukas Gruber',
      startDate: iso(day),
      duedate: iso(new Date(day.getTime() + 86_400_000)),
      project: { key: 'OPS', name: 'Operations' },
    });
    await page.goto(`${server.url}/resource-project-calendar/add/OPS-4711`);
    const form = page.getByTestId('jira-assignment-form');
    await form.waitFor({ timeout: 20_000 });
    expect(await page.getByLabel('Summary').inputValue()).toBe('Replace the finish camera');
    expect(await page.getByLabel('Person or equipment').inputValue()).toBe('Lukas Gruber');
    await screenshot(page, 'assignment-from-jira-en');
    await page.getByRole('button', { name: 'Add to the calendar' }).click();
    await page.waitForURL(/\/resource-project-calendar\?date=/);
    await page.locator('.ec-event', { hasText: 'Replace the finish camera' }).waitFor({ timeout: 20_000 });
    const [made] = await api<Json[]>('GET', '/resource-assignments?filter={"q":"OPS-4711"}');
    expect(made).toMatchObject({ resourceName: 'Lukas Gruber', startsOn: iso(day), jiraIssueUrl: `${jira.url}/browse/OPS-4711`, project: 'Operations' });
    expect(jira.requests.some((r) => r.path.startsWith('/rest/api/3/issue/OPS-4711') && r.authorization?.startsWith('Basic '))).toBe(true);
    await screenshot(page, 'resource-calendar-en');
  });

  it('makes a private feed that a real iCalendar parser reads, and revokes it', async () => {
    const page = browser.page;
    await page.goto(`${server.url}/on-duty-calendar`);
    await page.locator('[data-testid=calendar][data-loaded=true]').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('button', { name: 'Make a private address' }).click();
    const url = await page.getByTestId('feed-url').inputValue();
    const events = Object.values(ical.sync.parseICS(await (await fetch(url)).text())).filter((c) => c?.type === 'VEVENT') as Array<Json>;
    expect(events.some((e) => e.summary === 'Sven Second')).toBe(true);
    // The admin sees the new address among everyone's too, and renews it for another lifetime.
    await page
      .getByTestId('all-feeds')
      .getByText(/On-duty calendar/)
      .first()
      .waitFor();
    await page
      .getByTestId('feed-list')
      .getByRole('button', { name: /^Renew/ })
      .click();
    await page.getByText(/The address now ends/).waitFor();
    await screenshot(page, 'calendar-feeds-en');
    await page
      .getByTestId('feed-list')
      .getByRole('button', { name: /^Revoke/ })
      .click();
    await page.getByText('You have no address for this calendar.').waitFor();
    expect((await fetch(url)).status).toBe(404);
    await page.getByRole('button', { name: 'Close' }).click();
    await screenshot(page, 'on-duty-calendar-en');
  });

  it('shows the calendars in German with weeks starting on Monday', async () => {
    const page = browser.page;
    await page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('de')));
    await page.goto(`${server.url}/on-duty-calendar`);
    await page.locator('[data-testid=calendar][data-loaded=true]').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Abonnieren' }).waitFor();
    expect((await page.locator('.ec-col-head, .ec-day-head').first().textContent())?.trim()).toMatch(/^Mo/);
    await screenshot(page, 'on-duty-calendar-de');
    await page.goto(`${server.url}/resource-project-calendar`);
    await page.locator('[data-testid=calendar][data-loaded=true]').waitFor({ timeout: 20_000 });
    await screenshot(page, 'resource-calendar-de');
    await page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('en')));
  });
});
