import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../server/idp/demo-users';

/** Goes through the real redirect flow: console → embedded provider's sign-in page → console. */
export async function signInThroughProvider(page: Page, baseUrl: string, username: string, path = '/') {
  await page.goto(`${baseUrl}${path}`);
  await page.getByTestId('login-screen').waitFor();
  await page.locator('.login-button').click();
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.selectOption('#username', username);
  await page.fill('#password', DEMO_PASSWORD);
  await page.click('button[type=submit]');
}

/** The access token oidc-client-ts keeps in localStorage. */
export function storedAccessToken(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token : undefined;
  });
}
