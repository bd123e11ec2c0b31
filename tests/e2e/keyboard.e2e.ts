import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, launchBrowser, NO_RATE_LIMITS, screenshot, startServer, type Browser, type RunningServer } from './harness';
import { signInThroughProvider } from './sign-in-helpers';

// Issue 33: the four triage flows with the keyboard alone (after signing in and opening the start
// page by address), each control reached with Tab showing a visible focus indicator.
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer(NO_RATE_LIMITS);
  browser = await launchBrowser();
  page = browser.page;
  await signInThroughProvider(page, server.url, 'secondlevel', '/');
  await page.getByTestId('dashboard').waitFor({ timeout: 30_000 });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** What has the focus: its accessible name as a user hears it, and whether the focus shows. */
const focused = (p: Page) =>
  p.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: '', role: '', visible: false };
    const labelled = el.getAttribute('aria-labelledby');
    const label =
      el.getAttribute('aria-label') ??
      (labelled
        ? labelled
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : null) ??
      ((el as HTMLInputElement).labels?.[0]?.textContent || null) ??
      el.textContent ??
      '';
    const style = getComputedStyle(el);
    const ring = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
    const visible = el.matches(':focus-visible') && (ring || !!el.closest('.Mui-focusVisible') || !!el.closest('.Mui-focused'));
    return { name: label.replace(/\s+/g, ' ').trim(), role: el.getAttribute('role') ?? el.tagName.toLowerCase(), visible };
  });

/** Presses Tab (or Shift+Tab) until the focused control's name matches, and checks its focus is visible. */
async function tabTo(name: RegExp, { back = false, max = 80, role }: { back?: boolean; max?: number; role?: string } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (name.test(now.name) && (!role || now.role === role)) {
      expect(now.visible, `focus on "${now.name}" is not visible`).toBe(true);
      return now;
    }
  }
  throw new Error(`no control named ${name} within ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** The prepared-message menu is open and its messages have arrived (it says "Loading" before). */
const preparedMessagesShown = () => page.getByRole('listbox').getByRole('option', { name: 'Technician on the way.' }).waitFor();

const api = async <T>(url: string) => (await (await apiAs(server, 'secondlevel')).api<T>('GET', url)) as T;

describe('the triage flows with the keyboard alone', () => {
  it('problem list: move to an open problem, acknowledge it with a prepared message, come back; select two and acknowledge them at once', async () => {
    await page.goto(`${server.url}/problem`);
    const rows = page.locator('tbody tr');
    await rows.nth(2).waitFor();
    // The rows render in an interruptible pass: wait for the mark of an open problem, not only for rows.
    await rows.locator('[data-testid="false"]').first().waitFor();
    const open = await rows.evaluateAll((all) => all.findIndex((row) => row.querySelector('[data-testid="false"]')));
    expect(open).toBeGreaterThanOrEqual(0);
    for (let i = 0; i <= open; i++) await page.keyboard.press('j');
    const name = (await rows.nth(open).locator('td').nth(2).innerText()).trim();
    await page.keyboard.press('a');
    await page.getByTestId('acknowledge-form').waitFor();
    // The breadcrumb leads back to the list the user came from.
    expect(await page.getByTestId('breadcrumbs').getByRole('link').first().textContent()).toBe('Problems');
    await tabTo(/^Prepared message/);
    await page.keyboard.press('Enter');
    await preparedMessagesShown();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const message = (await page.getByLabel('Message', { exact: true }).inputValue()).trim();
    expect(message.length).toBeGreaterThan(0);
    await tabTo(/^Acknowledge$/);
    await screenshot(page, 'keyboard-acknowledge-focus');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/problem');
    const acknowledged = await api<Array<{ name: string; acknowledged: boolean; acknowledgeMessage: string }>>(
      `/problems?filter=${encodeURIComponent(JSON.stringify({ q: name, acknowledged: true }))}&range=[0,9]`,
    );
    expect(acknowledged.some((p) => p.acknowledgeMessage === message)).toBe(true);

    // Select two open rows with Space on their checkboxes, then acknowledge both from the bulk bar.
    await rows.nth(2).waitFor();
    // Back on the list, its rows render again when the refetch after the acknowledgment lands (in an
    // interruptible pass, a second later under load: CI once tabbed onto nothing); a key pressed while
    // they are replaced lands nowhere. Move and tab until a row's checkbox holds the focus.
    await expect
      .poll(
        async () => {
          await page.keyboard.press('j');
          await page.keyboard.press('Tab');
          return (await focused(page)).name;
        },
        { timeout: 15_000 },
      )
      .toBe('Select this row');
    await page.keyboard.press('Space');
    await tabTo(/^Select this row$/);
    await page.keyboard.press('Space');
    await page.getByText('2 items selected').waitFor();
    await tabTo(/^Acknowledge$/, { back: true });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await tabTo(/^Prepared message/);
    await page.keyboard.press('Enter');
    await preparedMessagesShown();
    await page.keyboard.press('Enter');
    await tabTo(/^Acknowledge$/);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByText(/acknowledged/i)
      .first()
      .waitFor();
  });

  it('device quick support: reach a command on the installation page and run it', async () => {
    const [device] = await api<Array<{ id: string; installationId: string; status: string }>>(
      `/devices?filter=${encodeURIComponent(JSON.stringify({ status: 'online', installationId_null: false }))}&range=[0,0]`,
    );
    await page.goto(`${server.url}/installation/${encodeURIComponent(device!.installationId)}/operation`);
    await page.getByTestId('command-buttons').first().waitFor();
    await tabTo(/^Read status$/);
    await page.keyboard.press('Enter');
    await page.getByTestId('command-result').first().waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('command-result').first().getAttribute('data-status')).toBe('succeeded');
  });

  it('bulk command: pick an installation by name, see the preview, confirm and start', async () => {
    const [installation] = await api<Array<{ id: string; name: string }>>(`/installations?filter=${encodeURIComponent(JSON.stringify({ type: 'video' }))}&range=[0,0]`);
    await page.goto(`${server.url}/bulk-commands`);
    await page.getByRole('combobox', { name: 'Installations' }).waitFor();
    await tabTo(/^Installations$/, { role: 'combobox' });
    await page.keyboard.type(installation!.name.slice(0, 8));
    await page.getByRole('option', { name: installation!.name }).waitFor();
    while (!(await page.getByRole('option', { name: installation!.name }).evaluate((o) => o.classList.contains('Mui-focused')))) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await page.getByTestId('bulk-preview').waitFor();
    await tabTo(/^Run on \d+ devices?$/);
    await page.keyboard.press('Enter');
    const confirm = page.getByTestId('bulk-confirm');
    await confirm.waitFor();
    await tabTo(/^Run on \d+ devices?$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(/^\/bulk-commands\/[^/]+\/show$/);
  });

  it('a note: write it on the installation page, address it, and send it', async () => {
    const [installation] = await api<Array<{ id: string }>>(`/installations?filter=${encodeURIComponent(JSON.stringify({ type: 'startFinish' }))}&range=[0,0]`);
    await page.goto(`${server.url}/installation/${encodeURIComponent(installation!.id)}/operation`);
    await page.getByTestId('note-composer').waitFor();
    await tabTo(/^Text/);
    const text = `Keyboard note ${Date.now()}: lane 2 photocell cleaned.`;
    await page.keyboard.type(text);
    await tabTo(/^First level$/);
    await page.keyboard.press('Space');
    await tabTo(/^Save note$/);
    await page.keyboard.press('Enter');
    await page.getByTestId('installation-notes').getByTestId('note-card').filter({ hasText: text }).waitFor();
  });
});
