import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startServer, type Browser, type RunningServer } from './harness';
import { signInThroughProvider, storedAccessToken } from './sign-in-helpers';
import { LTS_MAJOR, ltsNode } from '../support/lts-node';

let server: RunningServer;
let browser: Browser;
let node: string;

beforeAll(async () => {
  node = ltsNode();
  server = await startServer({}, { node });
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe(`the built server on Node ${LTS_MAJOR}`, () => {
  it('starts, migrates, seeds, and a user signs in through the provider to the dashboard', async () => {
    expect(execFileSync(node, ['--version']).toString()).toMatch(new RegExp(`^v${LTS_MAJOR}\\.`));
    await signInThroughProvider(browser.page, server.url, 'firstlevel', '/');
    await browser.page.getByTestId('dashboard').waitFor();
    const token = await storedAccessToken(browser.page);
    const me = await fetch(`${server.url}/api/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ roles: expect.arrayContaining(['firstlevel']), scope: 'staff' });
    expect(browser.consoleErrors).toEqual([]);
  });
});
