import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../server/idp/demo-users';
import { launchBrowser, screenshot, startServer, type RunningServer } from './harness';
import { signInThroughProvider, storedAccessToken } from './sign-in-helpers';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const allowed = DEMO_USERS.filter((u) => !['foreign', 'noroles'].includes(u.username));

describe('signing in through the embedded identity provider', () => {
  it('brings the user back to the deep link they first asked for', async () => {
    const browser = await launchBrowser();
    try {
      await signInThroughProvider(browser.page, server.url, 'admin', '/some/deep/link?q=1');
      await browser.page.waitForURL(`${server.url}/some/deep/link?q=1`);
      expect(await storedAccessToken(browser.page)).toMatch(/^ey/);
      expect(browser.consoleErrors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it.each(allowed.map((u) => [u.username, u.name]))('lets %s in and shows their name on the dashboard', async (username, name) => {
    const browser = await launchBrowser();
    try {
      await signInThroughProvider(browser.page, server.url, username);
      await browser.page.getByTestId('dashboard').waitFor();
      expect(await browser.page.getByTestId('dashboard-scope').textContent()).toContain(name);
      if (username === 'customer') {
        expect(await browser.page.getByTestId('dashboard-scope').textContent()).toContain('2 customers');
        await screenshot(browser.page, 'dashboard-customer');
      }
      if (username === 'admin') await screenshot(browser.page, 'dashboard-admin');
    } finally {
      await browser.close();
    }
  });

  it.each([
    ['noroles', /no Gondola role/],
    ['foreign', /company e-mail address/],
  ])('signs %s out again and says why on the login screen', async (username, message) => {
    const browser = await launchBrowser();
    try {
      await signInThroughProvider(browser.page, server.url, username);
      await browser.page.waitForURL(`${server.url}/login`);
      const notice = browser.page.getByTestId('login-notice');
      await notice.waitFor();
      expect(await notice.textContent()).toMatch(message);
      expect(await storedAccessToken(browser.page)).toBeUndefined();
      await screenshot(browser.page, `login-denied-${username}`);
      // The provider session ended too: signing in again asks for credentials.
      await browser.page.locator('.login-button').click();
      await browser.page.waitForURL(/\/oidc\/interaction\//);
    } finally {
      await browser.close();
    }
  });

  it('keeps a wrong password on the provider page with an error', async () => {
    const browser = await launchBrowser();
    try {
      await browser.page.goto(server.url);
      await browser.page.locator('.login-button').click();
      await browser.page.waitForURL(/\/oidc\/interaction\//);
      await browser.page.fill('#password', 'wrong');
      await browser.page.click('button[type=submit]');
      expect(await browser.page.getByRole('alert').textContent()).toBe('Unknown account or wrong password.');
    } finally {
      await browser.close();
    }
  });

  it('shows the provider page in German when the console is German', async () => {
    const browser = await launchBrowser();
    try {
      await browser.page.goto(server.url);
      await browser.page.getByRole('button', { name: 'DE' }).click();
      await browser.page.getByRole('button', { name: 'Anmelden' }).click();
      await browser.page.waitForURL(/\/oidc\/interaction\//);
      expect(await browser.page.locator('h1').textContent()).toBe('Bei Gondola anmelden');
      await screenshot(browser.page, 'idp-sign-in-de');
    } finally {
      await browser.close();
    }
  });
});

describe('a signed-in session', () => {
  it('gives a zerolevel user 403 from the API for an admin action', async () => {
    const browser = await launchBrowser();
    try {
      await signInThroughProvider(browser.page, server.url, 'zerolevel');
      await browser.page.getByTestId('dashboard').waitFor();
      const token = await storedAccessToken(browser.page);
      const status = await browser.page.evaluate(async (t) => (await fetch('/api/test/status/400', { headers: { authorization: `Bearer ${t}` } })).status, token);
      expect(status).toBe(403);
    } finally {
      await browser.close();
    }
  });

  it('logs out: clears the customer installation cache first, then ends the provider session', async () => {
    const browser = await launchBrowser();
    const { page } = browser;
    try {
      await signInThroughProvider(page, server.url, 'customer');
      await page.getByTestId('dashboard').waitFor();
      const cacheCall = page.waitForRequest((r) => r.url().endsWith('/api/installation/ClearCustomerInstallationCache'));
      await page.getByRole('button', { name: /: account menu$/ }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      const request = await cacheCall;
      expect(request.method()).toBe('GET');
      expect(request.headers().authorization).toMatch(/^Bearer ey/);
      expect(request.postData()).toBeNull();
      await page.waitForURL(`${server.url}/login`);
      await page.getByTestId('login-screen').waitFor();
      expect(await storedAccessToken(page)).toBeUndefined();
      await page.locator('.login-button').click();
      await page.waitForURL(/\/oidc\/interaction\//);
    } finally {
      await browser.close();
    }
  });
});

describe('silent renew', () => {
  it('renews the access token before it expires, without leaving the page', async () => {
    const shortLived = await startServer({ IDP_ACCESS_TOKEN_TTL_S: '65' });
    const browser = await launchBrowser();
    try {
      await signInThroughProvider(browser.page, shortLived.url, 'firstlevel');
      await browser.page.getByTestId('dashboard').waitFor();
      const first = await storedAccessToken(browser.page);
      // oidc-client-ts renews 60 s before expiry: with 65 s tokens that is after about 5 s.
      await expect.poll(() => storedAccessToken(browser.page), { timeout: 30_000, interval: 500 }).not.toBe(first);
      const renewed = await storedAccessToken(browser.page);
      const status = await browser.page.evaluate(async (t) => (await fetch('/api/me', { headers: { authorization: `Bearer ${t}` } })).status, renewed);
      expect(status).toBe(200);
      expect(browser.page.url()).toBe(`${shortLived.url}/`);
    } finally {
      await browser.close();
      await shortLived.stop();
    }
  });
});
