import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Triage } from '../../core/triage';
import { apiAs, goInApp, launchBrowser, screenshot, startServer, type Browser, type RunningServer } from './harness';
import { previewAndSend } from './notify-wizard';
import { signInThroughProvider } from './sign-in-helpers';

/**
 * The daily jobs, each driven through the console only, as the person does it, to the outcome they
 * came for: the record, the mail at the sink, the report line, the home that shows it. Setup may use
 * the API; the act under test never does.
 */
let server: RunningServer;
type Json = Record<string, unknown>;
type Api = Awaited<ReturnType<typeof apiAs>>['api'];
let admin: Api;
const open: Browser[] = [];

beforeAll(async () => {
  // No new media from the simulated devices: the moderator's queue counts are the seeded ones.
  server = await startServer({ SIMULATOR_MEDIA_EVERY_S: '0' });
  ({ api: admin } = await apiAs(server, 'admin'));
}, 180_000);
afterAll(async () => {
  for (const browser of open) await browser.close();
  await server?.stop();
});

async function signedIn(username: string, options: { language?: 'en' | 'de'; viewport?: { width: number; height: number } } = {}): Promise<Page> {
  const browser = await launchBrowser({ viewport: options.viewport ?? { width: 1440, height: 1000 } });
  open.push(browser);
  const page = browser.page;
  await page.goto(server.url);
  await page.evaluate((l) => localStorage.setItem('RaStore.locale', JSON.stringify(l)), options.language ?? 'en');
  await signInThroughProvider(page, server.url, username, '/');
  await page.locator('[data-testid=dashboard][data-focus]').waitFor({ timeout: 30_000 });
  return page;
}

const list = <T = Json>(resource: string, filter: Json = {}, range = '[0,99]') =>
  admin<T[]>('GET', `/${resource}?range=${encodeURIComponent(range)}&filter=${encodeURIComponent(JSON.stringify(filter))}`);

describe('the support engineer’s morning (firstlevel)', () => {
  it('goes from the home to the top unacknowledged problem, acknowledges it, notifies the contact group, logs 30 minutes on the ticket and finds them in the customer worklog report', {
    timeout: 240_000,
  }, async () => {
    // Setup: the installation of the problem the home puts first has a contact group and an open ticket.
    const { api: felix } = await apiAs(server, 'firstlevel');
    const top = (await felix<Triage>('GET', '/triage')).problems.top[0]!;
    expect(top.acknowledged).toBe(false);
    const installationId = top.installationId!;
    const [installation] = await list<Json>('installations', { id: installationId });
    if ((await list('installation-contacts', { installationId })).length === 0) {
      const [contact] = await list<Json>('contacts', { customerId: installation!.customerId }, '[0,0]');
      await admin('POST', '/installation-contacts', { installationId, contactId: contact!.id, role: 'onSite' });
    }
    const subject = `Morning check ${Date.now()}`;
    await admin('POST', '/tickets', { subject, installationId, status: 'open', topic: 'timing', impact: 'medium', description: 'Raised by the customer at 07:30.' });

    const page = await signedIn('firstlevel');
    // Home → the first row of the problems card is the top unacknowledged one.
    const first = page
      .getByTestId('triage-problems')
      .locator('li', { has: page.locator('a[href^="/problems/"]') })
      .first();
    expect(await first.textContent()).toContain('not acknowledged');
    await first.getByRole('link').click();
    await page.getByTestId('acknowledge-form').waitFor();
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/problems/${top.id}/show`);
    await page.getByLabel('Prepared message').click();
    await page.getByRole('option', { name: 'Technician on the way.' }).click();
    await page.getByRole('button', { name: 'Acknowledge', exact: true }).click();
    await page.getByTestId('acknowledged-banner').getByText('Technician on the way.').waitFor();
    const problemPage = page.url();

    // Notify the installation's contact group from the problem.
    await page.getByTestId('problem-notify-group').click();
    const count = page.getByTestId('recipient-count');
    await expect.poll(async () => Number(/(\d+) of/.exec((await count.textContent()) ?? '')?.[1] ?? 0), { timeout: 20_000 }).toBeGreaterThan(0);
    const recipients = Number(/(\d+) of/.exec((await count.textContent()) ?? '')![1]);
    await page.getByTestId('wizard-next').click();
    await page.getByRole('checkbox', { name: 'E-mail' }).waitFor();
    await page.getByTestId('wizard-next').click();
    await page.getByLabel('E-mail template').click();
    await page.getByRole('option', { name: 'Problem known', exact: true }).click();
    await previewAndSend(page);
    const results = page.getByTestId('send-results').locator('tbody tr');
    await expect.poll(() => results.count()).toBe(recipients);
    // The outbox delivers after the rows appear (pending first): the report is read once every message has settled.
    await expect.poll(() => page.getByTestId('send-state').textContent(), { timeout: 30_000 }).toContain(`${recipients} of ${recipients} messages settled`);
    // Every recipient is in the report with its state; each one sent is at the mail sink.
    const rows = await results.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    const sent = rows.filter((cells) => cells.some((c) => c.startsWith('Sent'))).map((cells) => cells.find((c) => /^[^\s@]+@[^\s@]+$/.test(c)));
    expect(sent.length).toBeGreaterThan(0);
    const sink = await admin<{ messages: Array<{ channel: string; recipient: string }> }>('GET', '/communication/sink?limit=500');
    for (const address of sent)
      expect(
        sink.messages.some((m) => m.channel === 'email' && m.recipient === address),
        address,
      ).toBe(true);
    await screenshot(page, 'job-morning-notified-en');

    // Back on the problem: its installation's open ticket, and 30 minutes logged on it.
    await page.goto(problemPage);
    await page.getByTestId('open-tickets').getByRole('link', { name: subject }).click();
    await page.getByTestId('log-time').click();
    await page.getByLabel('Duration *').fill('30m');
    await page.getByLabel('Description').fill('Acknowledged the problem and told the resort.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).not.toMatch(/\/create$/);

    // The project manager who bills the customer finds the half hour on the ticket in the customer worklog report.
    const paula = await signedIn('projects');
    await goInApp(paula, `/customer-worklog-report?installation=${encodeURIComponent(installationId)}`);
    const line = paula.locator('[data-testid^=report-table-] tbody tr').filter({ hasText: subject });
    await line.first().waitFor({ timeout: 30_000 });
    expect(await line.first().textContent()).toMatch(/Felix First.*0[.,]5/);
    await screenshot(paula, 'job-morning-worklog-report-en');
  });
});

describe('the project manager’s day (projects, in German)', () => {
  it('starts with the absences to decide and the coming plans, and plans a rollout and a delivery that the home then counts', { timeout: 180_000 }, async () => {
    const page = await signedIn('projects', { language: 'de' });
    expect(await page.getByTestId('dashboard').getAttribute('data-focus')).toBe('projects');
    const absences = page.getByTestId('triage-absences');
    await absences.waitFor();
    const cards = await page.locator('[data-testid=dashboard] .MuiCard-root').evaluateAll((els) => els.slice(0, 2).map((e) => e.getAttribute('data-testid')));
    expect(cards).toEqual(['triage-absences', 'triage-plans']);
    expect(await absences.getByTestId('triage-absences-figure').textContent()).toMatch(/^\d+ beantragt$/);
    const planned = async () => Number(/^\d+/.exec((await page.getByTestId('triage-plans-figure').textContent()) ?? '')![0]);
    const plannedBefore = await planned();
    await screenshot(page, 'job-projects-home-de');

    const [installation] = await list<Json>('installations', { status: 'active' }, '[0,0]');
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000);
    const day = inThreeDays.toISOString().slice(0, 10);

    // A delivery on the delivery calendar.
    await page.goto(`${server.url}/delivery-calendar`);
    await page.getByRole('button', { name: 'Lieferung anlegen' }).click();
    await pick(page, /^Installation/, String(installation!.name));
    await page.getByLabel('Was *').fill('2 × Zielkamera E2E');
    await page.getByLabel('Versand am *').fill(day);
    await page.getByLabel('Ankunft am *').fill(day);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).not.toMatch(/\/create$/);
    await screenshot(page, 'job-projects-delivery-saved-de');

    // A rollout on the rollout calendar: planning it is the project manager's too.
    const [version] = await list<Json>('software-component-versions', {}, '[0,0]');
    await page.goto(`${server.url}/rollout-calendar`);
    await page.getByRole('button', { name: 'Rollout anlegen' }).click();
    await pick(page, /^Installation/, String(installation!.name));
    await pick(page, /^Komponentenversion/, String(version!.versionNumber));
    await page.getByLabel('Beginnt *').fill(`${day}T20:00`);
    await page.getByLabel('Endet *').fill(`${day}T22:00`);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).not.toMatch(/\/create$/);

    // The home counts both among the coming plans.
    await goInApp(page, '/');
    await expect.poll(planned, { timeout: 20_000 }).toBe(plannedBefore + 2);
    const rollouts = await list<Json>('rollouts', { installationId: installation!.id });
    expect(rollouts.some((r) => String(r.startsAt).startsWith(day))).toBe(true);
    await screenshot(page, 'job-projects-plans-de');
  });
});

describe('the moderator’s day (moderation)', () => {
  it('starts with the review queues and works the photo queue from the home; the home counts one less', { timeout: 120_000 }, async () => {
    const page = await signedIn('moderation');
    expect(await page.getByTestId('dashboard').getAttribute('data-focus')).toBe('moderation');
    const review = page.getByTestId('triage-review');
    const waiting = async () => Number(/\d+/.exec((await review.getByTestId('triage-review-figure').textContent()) ?? '')![0]);
    const before = await waiting();
    expect(before).toBeGreaterThan(0);
    await screenshot(page, 'job-moderation-home-en');
    await review.getByRole('link', { name: 'Photo media review' }).click();
    const preview = page.getByTestId('review-preview');
    await preview.waitFor({ timeout: 30_000 });
    const shown = await preview.getAttribute('data-id');
    await page.keyboard.press('c');
    await page.waitForFunction((id) => document.querySelector('[data-testid=review-preview]')?.getAttribute('data-id') !== id, shown);
    await goInApp(page, '/');
    await expect.poll(waiting, { timeout: 20_000 }).toBe(before - 1);
  });
});

describe('the second-level engineer’s lane camera (secondlevel)', () => {
  it('changes a lane camera’s resolution on its configuration page and applies it until the page shows the camera running that version', { timeout: 180_000 }, async () => {
    // Setup: a V4 video installation whose lane 1 has a camera configuration.
    const installations = await list<Json>('installations', { type: 'video', trackerVersion: 'V4', status: 'active' }, '[0,199]');
    const cameras = await list<Json>('lane-cameras', { lane: 1 }, '[0,199]');
    // One the simulator plays: the camera answers.
    const online = new Set((await list<Json>('devices', { status: 'online', type: 'camera' }, '[0,999]')).map((d) => d.id));
    const camera = cameras.find((c) => online.has(c.deviceId) && installations.some((i) => i.id === c.installationId))!;
    const installation = installations.find((i) => i.id === camera.installationId)!;
    const resolution = camera.resolution === '1280x720' ? '1920x1080' : '1280x720';
    const label = resolution === '1280x720' ? '1280 × 720 (HD)' : '1920 × 1080 (Full HD)';

    const page = await signedIn('secondlevel');
    // From the installation's page, through its tabs: the configuration section, then camera management.
    await goInApp(page, `/installation/${installation.id}/operation`);
    await page.getByTestId('installation-sections').getByRole('tab', { name: 'Configuration' }).click();
    await page.getByTestId('installation-pages').getByRole('tab', { name: 'Camera management configuration' }).click();
    const config = page.getByTestId(`config-${String(camera.id)}`);
    await config.waitFor({ timeout: 30_000 });
    // The page is the lane's: the form does not offer to move the camera to another installation or lane.
    await config.getByRole('combobox', { name: /^Resolution/ }).waitFor();
    expect(await config.getByLabel(/^(Installation|Lane)\b/).count()).toBe(0);
    await config.getByRole('combobox', { name: /^Resolution/ }).click();
    await page.getByRole('option', { name: label }).click();
    await config.getByRole('button', { name: 'Save' }).click();
    const saved = Number(camera.version) + 1;
    const panel = config.getByTestId('apply-panel');
    const apply = panel.getByRole('button', { name: `Apply version ${saved}` });
    await apply.waitFor({ timeout: 20_000 });
    await apply.click();
    await expect.poll(async () => panel.getByText(`Runs version ${saved}`).count(), { timeout: 60_000 }).toBeGreaterThan(0);
    await screenshot(page, 'job-secondlevel-lane-camera-en');

    // The outcome: the stored configuration, and the camera told by the engineer, on the record.
    const [stored] = await list<Json>('lane-cameras', { id: camera.id });
    expect(stored).toMatchObject({ resolution, version: saved });
    const commands = await list<Json>('device-commands', { deviceId: camera.deviceId }, '[0,19]');
    expect(commands.some((c) => c.requestedByName === 'Sven Second' && c.status === 'succeeded')).toBe(true);
  });
});

describe('customer staff (customer)', () => {
  it('start with their own installations and tickets, and open an installation from there', { timeout: 120_000 }, async () => {
    const page = await signedIn('customer');
    expect(await page.getByTestId('dashboard').getAttribute('data-focus')).toBe('customer');
    const mine = page.getByTestId('triage-installations');
    await mine.waitFor();
    const { api: carla } = await apiAs(server, 'customer');
    const theirs = new Set((await carla<Json[]>('GET', `/installations?range=${encodeURIComponent('[0,999]')}`)).map((i) => String(i.name)));
    const shown = await mine.getByRole('link').allTextContents();
    const names = shown.filter((text) => !/installation/i.test(text));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(theirs.has(name), name).toBe(true);
    for (const subject of await page.getByTestId('triage-tickets').getByRole('listitem').allTextContents()) expect(subject.length).toBeGreaterThan(0);
    await screenshot(page, 'job-customer-home-en');
    await mine.getByRole('link', { name: names[0]! }).click();
    await page.waitForURL(/\/installation\/[^/]+\/operation$/);
  });
});

async function pick(page: Page, label: RegExp, text: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(text.slice(0, 12));
  await page.getByRole('option', { name: text }).first().click();
}
