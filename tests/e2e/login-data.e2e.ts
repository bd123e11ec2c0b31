import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, startServer, type Browser, type RunningServer } from './harness';
import { signInThroughProvider, storedAccessToken } from './sign-in-helpers';

let server: RunningServer;
let browser: Browser;
let page: Page;
let token: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = browser.page;
  await signInThroughProvider(page, server.url, 'secondlevel', '/login-data');
  // Demo mode starts with a few logins (server/modules/login-data/demo-vault.ts).
  await page.getByText('vpn.gondola.example').first().waitFor();
  token = (await storedAccessToken(page))!;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const api = async <T>(path: string, headers: Record<string, string> = { authorization: `Bearer ${token}` }): Promise<T> =>
  (await (await fetch(`${server.url}/api${path}`, { headers })).json()) as T;
const pathname = () => decodeURIComponent(new URL(page.url()).pathname);

describe('the login data vault in the console', () => {
  let entryId = '';
  let password = '';

  it("lists the demo's logins, each with its password sealed in the vault", async () => {
    const entries = await api<Array<{ host: string; passwordSet: boolean; tags: string[] }>>('/login-data?range=[0,49]');
    const demo = entries.filter((e) => e.tags?.includes('demo'));
    expect(demo.map((e) => e.host).sort()).toEqual(['https://10.20.0.1', 'https://10.20.1.11', 'https://portal.cloud.example', 'vpn.gondola.example']);
    expect(demo.every((e) => e.passwordSet)).toBe(true);
  });

  it('creates a login with a generated password, stored encrypted with it', async () => {
    await page.goto(`${server.url}/login-data/create`);
    await page.getByLabel('URL or host *').fill('https://router.soelden.example');
    await page.getByLabel('Username').fill('support');
    await page.getByTestId('generate-password').click();
    password = await page.getByTestId('login-password').inputValue();
    expect(password).toHaveLength(20);
    await screenshot(page, 'login-data-create-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(pathname, { timeout: 15_000 }).toMatch(/^\/login-data\/(?!create)[^/]+/);
    await screenshot(page, 'login-data-created-en');
    entryId = pathname().split('/')[2]!;
    const entry = await api<{ passwordSet: boolean; host: string }>(`/login-data/${entryId}`);
    expect(entry).toMatchObject({ passwordSet: true, host: 'https://router.soelden.example' });
    expect(JSON.stringify(entry)).not.toContain(password);
  });

  it('reveals it with a reason, offers to copy it, and hides it again after 30 seconds', async () => {
    await page.goto(`${server.url}/login-data/${entryId}`);
    await page.getByTestId('login-secret-state').getByText('A password is stored (encrypted).').waitFor();
    await page.getByTestId('reveal-login').click();
    const dialog = page.getByRole('dialog', { name: 'Why do you need this password?' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByTestId('reveal-confirm').isDisabled()).toBe(true);
    await dialog.getByTestId('reveal-reason').fill('Camera 2 offline: router check');
    await dialog.getByTestId('reveal-confirm').click();
    await expect.poll(() => page.getByTestId('revealed-password').textContent()).toBe(password);
    await page.getByRole('button', { name: 'Copy' }).waitFor();
    await screenshot(page, 'login-data-revealed-en');
    await page.getByTestId('login-revealed').waitFor({ state: 'detached', timeout: 35_000 });
    expect(await page.getByText(password).count()).toBe(0);
  });

  it('lets a read-only role see the login but not reveal it', async () => {
    const zero = await launchBrowser();
    try {
      await signInThroughProvider(zero.page, server.url, 'zerolevel', `/login-data/${entryId}/show`);
      await zero.page.getByText('https://router.soelden.example').first().waitFor();
      expect(await zero.page.getByTestId('reveal-login').count()).toBe(0);
      expect(await zero.page.getByText(password).count()).toBe(0);
    } finally {
      await zero.close();
    }
  });

  it('shows the reveal in the audit, to an admin, in English and German', async () => {
    const admin = await launchBrowser();
    try {
      await signInThroughProvider(admin.page, server.url, 'admin', '/login-data-audit');
      const table = admin.page.getByTestId('login-data-audit');
      await table.getByText('Camera 2 offline: router check').waitFor();
      await table.getByText('Revealed').first().waitFor();
      expect(await table.textContent()).not.toContain(password);
      await screenshot(admin.page, 'login-data-audit-en');
      await admin.page.evaluate(() => localStorage.setItem('gondolaSpaLanguage', 'de'));
      await admin.page.goto(`${server.url}/login-data-audit`);
      await table.getByText('Angezeigt').first().waitFor();
      await screenshot(admin.page, 'login-data-audit-de');
      await admin.page.goto(`${server.url}/login-data/${entryId}`);
      await admin.page.getByText('Passwort und Einmalcodes').waitFor();
      await screenshot(admin.page, 'login-data-entry-de');
    } finally {
      await admin.close();
    }
  });
});
