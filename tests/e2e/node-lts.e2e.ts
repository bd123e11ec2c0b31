import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, RESULTS_DIR, startServer, type Browser, type RunningServer } from './harness';
import { signInThroughProvider, storedAccessToken } from './sign-in-helpers';

/** The supported LTS production runs on (package.json `engines`, docs/OPERATIONS.md). */
const LTS_MAJOR = 24;

/**
 * Node 24 from the npm registry (`node-<platform>-<arch>`, the binary the registry's `node`
 * package installs), cached under test-results/ so a second run does not fetch it again.
 */
function ltsNode(): string {
  const prefix = path.join(RESULTS_DIR, `.node-${LTS_MAJOR}`);
  const pkg = `node-${os.platform()}-${os.arch()}`;
  const binary = path.join(prefix, 'node_modules', pkg, 'bin', 'node');
  if (!fs.existsSync(binary)) {
    fs.mkdirSync(prefix, { recursive: true });
    execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', prefix, `${pkg}@${LTS_MAJOR}`], { stdio: 'inherit' });
  }
  return binary;
}

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
