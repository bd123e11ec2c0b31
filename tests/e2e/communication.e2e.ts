import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, launchBrowser, screenshot, startServer, type Browser, type RunningServer } from './harness';
import { previewAndSend } from './notify-wizard';
import { signInThroughProvider } from './sign-in-helpers';
import { pickOption } from './form-helpers';

let server: RunningServer;
let browser: Browser;
let api: Awaited<ReturnType<typeof apiAs>>['api'];
type Json = Record<string, unknown>;
const CUSTOMER = 'Benachrichtigung Bergbahnen AG';
const COUNT = 30;

beforeAll(async () => {
  server = await startServer();
  ({ api } = await apiAs(server, 'admin'));
  // Thirty contacts of one customer, German and English speakers, to be notified through the wizard.
  const customer = await api<Json>('POST', '/customers', { id: 'notify-ag', name: CUSTOMER, country: 'AT' });
  // Its installation and resort fill the messages' {installation} and {resort}.
  const [resort] = await api<Json[]>('GET', '/resorts?range=[0,0]');
  await api('POST', '/installations', { id: 'notify-ag-timing', name: 'Bergbahnen Start/Ziel', type: 'startFinish', customerId: customer.id, resortId: resort!.id, country: 'AT' });
  for (let n = 0; n < COUNT; n++) {
    await api('POST', '/contacts', {
      name: `Kontakt ${String(n + 1).padStart(2, '0')}`,
      role: n % 3 ? 'technician' : 'resortManager',
      customerId: customer.id,
      email: `kontakt${n + 1}@bergbahnen.example`,
      phone: `+43664${String(1_000_000 + n)}`,
      notificationMedia: n % 5 === 0 ? ['email', 'sms'] : ['email'],
      language: n % 2 ? 'en' : 'de',
    });
  }
  browser = await launchBrowser({ viewport: { width: 1440, height: 1000 } });
  await signInThroughProvider(browser.page, server.url, 'firstlevel', '/');
  await browser.page.getByTestId('triage-problems').waitFor({ timeout: 30_000 });
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const language = async (lang: 'en' | 'de') => browser.page.evaluate((l) => localStorage.setItem('RaStore.locale', JSON.stringify(l)), lang);
const sink = async () =>
  (await api<{ messages: Array<{ channel: string; recipient: string; subject: string | null; copies: number }> }>('GET', '/communication/sink?limit=500')).messages;

describe('communication in Chromium', () => {
  it('sends a notification to 30 contacts through the wizard and they arrive at the demo sinks, in their languages', { timeout: 180_000 }, async () => {
    const page = browser.page;
    await language('en');
    browser.consoleErrors.length = 0;
    await page.goto(`${server.url}/customer-notification`);
    await page.getByTestId('new-notification').click();
    await page.getByText('Draft saved').waitFor();
    // Nobody is chosen before the sender says whom: no criteria match every contact.
    await expect.poll(() => page.getByTestId('recipient-count').textContent()).toMatch(/ · 0 of \d+ chosen/);
    await page.getByRole('combobox', { name: 'Customers' }).fill('Benachrichtigung');
    await page.getByRole('option', { name: CUSTOMER }).click();
    await expect.poll(() => page.getByTestId('recipient-count').textContent()).toContain(`${COUNT} contacts match · ${COUNT} of ${COUNT} chosen`);
    await screenshot(page, 'notification-recipients-en');
    await page.getByTestId('wizard-next').click();
    await page.getByRole('checkbox', { name: 'SMS' }).check();
    await expect.poll(() => page.getByTestId('channel-counts').textContent()).toBe(`${COUNT} get an e-mail, 6 an SMS, 0 are reached on none of the chosen channels.`);
    await page.getByTestId('wizard-next').click();
    await page.getByLabel('E-mail template').click();
    await page.getByRole('option', { name: 'Maintenance', exact: true }).click();
    await page.getByLabel('SMS template').click();
    await page.getByRole('option', { name: 'Wartung', exact: true }).click();
    await page.getByRole('tab', { name: 'English' }).click();
    await page.getByLabel('SMS text').fill('Gondola: maintenance at {installation} on {date}, about 30 minutes.');
    await screenshot(page, 'notification-message-en');
    await page.getByTestId('wizard-next').click();
    await expect.poll(() => page.getByTestId('preview-subject').first().textContent()).toMatch(/^(Wartung bei|Maintenance at) /);
    await screenshot(page, 'notification-preview-en');
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('send').click();
    await page.getByTestId('confirm-send').click();
    await page.getByTestId('send-state').waitFor();
    await screenshot(page, 'notification-sending-en');
    await expect.poll(() => page.getByTestId('send-state').textContent(), { timeout: 60_000 }).toContain(`State: Done · ${COUNT + 6} of ${COUNT + 6} messages settled`);
    await screenshot(page, 'notification-sent-en');
    const received = (await sink()).filter((m) => m.recipient.endsWith('@bergbahnen.example'));
    expect(received).toHaveLength(COUNT);
    expect(received.every((m) => m.copies === 1)).toBe(true);
    expect(received.filter((m) => m.subject?.startsWith('Wartung bei')).length).toBe(COUNT / 2);
    expect((await sink()).filter((m) => m.channel === 'sms' && m.recipient.startsWith('+43664100')).length).toBe(6);
    expect(browser.consoleErrors).toEqual([]);
  });

  it('keeps a draft left mid-wizard, and shows the wizard in German', async () => {
    const page = browser.page;
    await language('de');
    await page.goto(`${server.url}/customer-notification`);
    await page.getByTestId('new-notification').click();
    await page.getByLabel('Titel').fill('Halber Entwurf');
    await page.getByTestId('wizard-next').click();
    // On the channels step, and that saved, before leaving.
    await page.getByRole('checkbox', { name: 'E-Mail' }).waitFor();
    await page.getByText('Entwurf gespeichert').waitFor();
    await page.goto(`${server.url}/home`);
    await page.goto(`${server.url}/customer-notification`);
    await page.getByRole('cell', { name: 'Halber Entwurf' }).click();
    await expect.poll(() => page.getByLabel('Titel').inputValue()).toBe('Halber Entwurf');
    await page.getByRole('checkbox', { name: 'E-Mail' }).waitFor();
    await screenshot(page, 'notification-draft-de');
    expect(await page.getByText(/being built|wird gebaut/i).count()).toBe(0);
  });

  it('creates a support ticket on the support page, replies to it and sees the conversation; the reply reaches the contact', async () => {
    const page = browser.page;
    await language('en');
    const contact = (await api<Json[]>('GET', `/contacts?filter=${encodeURIComponent(JSON.stringify({ customerId: 'notify-ag' }))}&range=[0,0]`))[0]!;
    const pick = (label: RegExp, text: string, option: RegExp) => pickOption(page, label, text, option);
    await page.goto(`${server.url}/support-requests`);
    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByLabel('Subject *').fill('Start gate jams');
    await pick(/Installation/, 'Bergbahnen', /Bergbahnen Start\/Ziel/);
    await page.getByLabel('Topic *').click();
    await page.getByRole('option', { name: 'Timing' }).click();
    await page.getByLabel('Impact *').click();
    await page.getByRole('option', { name: 'High: guests are affected' }).click();
    await pick(/Contact/, 'Kontakt 01', /Kontakt 01/);
    await page.getByLabel('Description').fill('Twice this morning.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('ticket-conversation').waitFor();
    await page.getByLabel('Your text').fill('We send a technician at 10:00.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByTestId('ticket-conversation').locator('li', { hasText: 'We send a technician at 10:00.' }).waitFor();
    expect(await page.getByLabel('Your text').inputValue()).toBe('');
    await screenshot(page, 'ticket-conversation-en');
    const outbox = async () => api<Json[]>('GET', `/outbox-messages?filter=${encodeURIComponent(JSON.stringify({ q: 'Re: Start gate jams' }))}`);
    await expect.poll(async () => (await outbox()).map((m) => [m.recipient, m.status]), { timeout: 20_000 }).toEqual([[contact.email, 'sent']]);
    expect((await sink()).filter((m) => m.subject === 'Re: Start gate jams').map((m) => m.recipient)).toEqual([contact.email]);
    await page.goto(`${server.url}/support-requests`);
    await page.getByRole('cell', { name: 'Start gate jams' }).first().waitFor();
    await language('de');
    await page.reload();
    await page.getByRole('button', { name: 'Offen oder wartend' }).waitFor();
    await screenshot(page, 'support-requests-de');
  });

  it("notifies an installation's contact group from the cockpit", { timeout: 180_000 }, async () => {
    const page = browser.page;
    await language('en');
    const links = await api<Json[]>('GET', '/installation-contacts?range=[0,0]');
    const installationId = String(links[0]!.installationId);
    await page.goto(`${server.url}/installation/${encodeURIComponent(installationId)}/operation`);
    const drafts = async () => api<Json[]>('GET', `/notifications?filter=${encodeURIComponent(JSON.stringify({ installationId, kind: 'group' }))}`);
    const before = (await drafts()).length;
    await page.getByTestId('notify-group').click();
    await page.getByTestId('recipient-count').waitFor();
    await screenshot(page, 'notify-group-recipients-en');
    await expect.poll(async () => Number(/(\d+) of/.exec((await page.getByTestId('recipient-count').textContent()) ?? '')?.[1] ?? 0)).toBeGreaterThan(0);
    // A visit stores nothing; the first change (here the next step) stores the draft and names it in the address.
    expect(new URL(page.url()).searchParams.get('draft')).toBeNull();
    expect((await drafts()).length).toBe(before);
    // Each step is waited for before the next click: on a busy machine a click during the step's change is lost.
    await page.getByTestId('wizard-next').click();
    await page.getByRole('checkbox', { name: 'E-mail' }).waitFor();
    await page.waitForURL(/[?&]draft=[0-9a-f-]{36}/);
    expect((await drafts()).length).toBe(before + 1);
    await page.getByTestId('wizard-next').click();
    await page.getByLabel('E-mail template').click();
    await page.getByRole('option', { name: 'Problem resolved', exact: true }).click();
    await previewAndSend(browser.page);
    await page.getByTestId('send-results').locator('tbody tr').first().waitFor();
    await screenshot(page, 'notify-group-en');
  });

  it('notifies one contact with custom text from the notify page, which stores nothing until the first change', { timeout: 120_000 }, async () => {
    const page = browser.page;
    await language('en');
    const contact = (await api<Json[]>('GET', `/contacts?filter=${encodeURIComponent(JSON.stringify({ q: 'Kontakt 02' }))}&range=[0,0]`))[0]!;
    const drafts = async () => api<Json[]>('GET', `/notifications?filter=${encodeURIComponent(JSON.stringify({ installationId: 'notify-ag-timing', kind: 'custom' }))}`);
    await page.goto(`${server.url}/notify/custom/notify-ag-timing/${encodeURIComponent(String(contact.id))}`);
    await page.getByRole('checkbox', { name: 'E-mail' }).waitFor();
    expect((await drafts()).length).toBe(0);
    await page.getByTestId('wizard-next').click();
    // Kontakt 02 reads English.
    await page.getByRole('tab', { name: 'English' }).click();
    await page.getByLabel('Subject').fill('Start gate back in service');
    await page.getByLabel('E-mail text').fill('The start gate works again since {time} on {date}.');
    // {date} and {time} say the notification's own moment (in the resort's zone), not the moment of sending.
    await page.getByLabel('Date and time in the message').fill('2027-01-15T09:40');
    await page.waitForURL(/[?&]draft=[0-9a-f-]{36}/);
    await previewAndSend(browser.page);
    expect((await drafts()).map((d) => d.state)).toEqual(['done']);
    await expect.poll(async () => (await sink()).filter((m) => m.subject === 'Start gate back in service').map((m) => m.recipient), { timeout: 20_000 }).toEqual([contact.email]);
    const mail = await api<{ messages: Array<{ subject: string | null; text?: string; body?: string }> }>('GET', '/communication/sink?limit=500');
    expect(JSON.stringify(mail.messages.find((m) => m.subject === 'Start gate back in service'))).toMatch(/since \d\d:40 on 15\.01\.2027/);
    await screenshot(page, 'notify-custom-en');
  });
});
