import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, startServer, type Browser, type RunningServer } from './harness';
import { signInThroughProvider, storedAccessToken } from './sign-in-helpers';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const api = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
  const token = await storedAccessToken(browser.page);
  const response = await fetch(`${server.url}/api${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(init.headers ?? {}) } });
  return (await response.json()) as T;
};

describe('devices in the console, with the demo simulator answering', () => {
  it('runs a command from a device page and shows its result and audit row', async () => {
    const page = browser.page;
    await signInThroughProvider(page, server.url, 'admin', '/centraldevicemanagement/searchdevices');
    await page.locator('tbody tr').first().waitFor();
    const [device] = await api<Array<{ id: string; name: string; installationId: string }>>(
      `/devices?filter=${encodeURIComponent('{"type":"terminal","status":"online"}')}&range=[0,0]`,
    );
    expect(device).toBeTruthy();
    await page.goto(`${server.url}/installation/${device!.installationId}/devices/device/${device!.id}`);
    await page.getByTestId('command-buttons').locator('[data-command="screenshot"]').click();
    const result = page.getByTestId('command-result');
    await expect.poll(() => result.getAttribute('data-status'), { timeout: 20_000 }).toBe('succeeded');
    await result.locator('img').waitFor();
    await page.getByTestId('recent-commands').getByText('screenshot').first().waitFor();
    await screenshot(page, 'device-command-result-en');
  });

  it('starts a bulk command and follows its progress bar to completion', async () => {
    const page = browser.page;
    await page.goto(`${server.url}/bulk-commands`);
    await page.getByTestId('bulk-device-types').getByRole('combobox').click();
    await page.getByRole('option', { name: 'Start/finish unit' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    const preview = page.getByTestId('bulk-preview');
    await expect.poll(async () => Number(await preview.getAttribute('data-supported'))).toBeGreaterThan(0);
    await page.getByTestId('bulk-preview-targets').waitFor();
    await screenshot(page, 'bulk-command-form-en');
    await page.getByRole('button', { name: /Run on \d+ devices/ }).click();
    // The confirmation says what runs where before anything is sent.
    const confirm = page.getByTestId('bulk-confirm');
    await expect.poll(() => confirm.getByRole('dialog').innerText()).toMatch(/will run on \d+ devices in \d+ installation/);
    await screenshot(page, 'bulk-command-confirm-en');
    await confirm.getByTestId('bulk-confirm-run').click();
    const bar = page.getByTestId('bulk-progress');
    await bar.waitFor();
    const total = Number(await bar.getAttribute('data-total'));
    expect(total).toBeGreaterThan(0);
    await expect.poll(async () => Number(await bar.getAttribute('data-done')), { timeout: 60_000 }).toBe(total);
    await page.getByText(/Finished: \d+ of \d+ devices succeeded/).waitFor();
    await screenshot(page, 'bulk-command-done-en');
  });

  it('sends a bulk command to the devices selected in the device search', async () => {
    const page = browser.page;
    await page.goto(`${server.url}/centraldevicemanagement/searchdevices`);
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();
    const chosen: string[] = [];
    for (const row of [rows.nth(0), rows.nth(2), rows.nth(3)]) {
      await row.getByRole('checkbox').check();
      chosen.push((await row.locator('td').nth(1).innerText()).trim());
    }
    await page.getByRole('button', { name: 'Bulk command' }).click();
    await page.getByTestId('bulk-selected-ids').getByText('3 selected devices').waitFor();
    expect((await page.getByTestId('bulk-selected-ids').getAttribute('title'))!.split(', ')).toEqual(chosen);
    const preview = page.getByTestId('bulk-preview');
    await expect.poll(async () => preview.innerText()).toMatch(/of 3 chosen/);
    await screenshot(page, 'bulk-command-selected-en');
    await page.getByRole('button', { name: /Run on 3 devices/ }).click();
    await page.getByTestId('bulk-confirm-run').click();
    const bar = page.getByTestId('bulk-progress');
    await expect.poll(async () => Number(await bar.getAttribute('data-total'))).toBe(3);
    const bulkId = new URL(page.url()).pathname.split('/')[2]!;
    const children = await api<Array<{ deviceId: string }>>(`/device-commands?filter=${encodeURIComponent(JSON.stringify({ bulkId }))}`);
    expect(children.map((c) => c.deviceId).sort()).toEqual([...chosen].sort());
  });

  it('assigns an unconfigured device to an active installation', async () => {
    const page = browser.page;
    await page.goto(`${server.url}/centraldevicemanagement/unconfigured`);
    const row = page.getByTestId('unconfigured-devices').locator('tr[data-device-id="sim-new-cam-1"]');
    await row.waitFor({ timeout: 20_000 });
    await screenshot(page, 'unconfigured-devices-en');
    await row.getByLabel('Active installation').fill('Video');
    await page.getByRole('option').first().click();
    await row.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Assign' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(/\/devices\/device\/sim-new-cam-1$/);
    // The device signs in again with its own secret and answers as itself. While it reconnects it is
    // offline for a moment, and a command then fails at once as "not available" (and only so).
    const result = page.getByTestId('command-result');
    let previous: string | null = null;
    for (let attempt = 1; ; attempt++) {
      await page.getByTestId('command-buttons').locator('[data-command="status"]').click();
      await expect.poll(async () => ((await result.count()) ? await result.getAttribute('data-command-id') : null), { timeout: 20_000 }).not.toBe(previous);
      await expect.poll(() => result.getAttribute('data-status'), { timeout: 20_000 }).toMatch(/^(succeeded|failed)$/);
      if ((await result.getAttribute('data-status')) === 'succeeded') break;
      expect(await result.textContent()).toContain('The devices are not available.');
      expect(attempt, 'the device never answered after it was assigned').toBeLessThan(4);
      previous = await result.getAttribute('data-command-id');
      await page.waitForTimeout(1000);
    }
    await screenshot(page, 'assigned-device-en');
  });

  it('shows the device report and the quick support commands in German', async () => {
    const page = browser.page;
    await page.evaluate(() => localStorage.setItem('gondolaSpaLanguage', 'de'));
    await page.goto(`${server.url}/centraldevicemanagement/devicereport`);
    await page.getByText('Nach Typ').waitFor();
    await page.getByTestId('outdated-devices').locator('tr').first().waitFor();
    await screenshot(page, 'device-report-de');
    await page.goto(`${server.url}/quick-support-commands`);
    await page.getByRole('combobox', { name: 'Installation' }).fill('Video');
    await page.getByRole('option').first().click();
    await page.getByTestId('command-buttons').first().locator('[data-command="status"]').click();
    await expect.poll(() => page.getByTestId('command-result').first().getAttribute('data-status'), { timeout: 20_000 }).toBe('succeeded');
    await screenshot(page, 'quick-support-de');
  });
});
