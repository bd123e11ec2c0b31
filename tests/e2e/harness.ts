import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser as ChromiumBrowser, type BrowserContext, type Page } from 'playwright-core';
import { loadConfig } from '../../server/config';
import { bearer, tokenFactory } from '../support/tokens';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const RESULTS_DIR = path.join(ROOT, 'test-results');

export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((p): p is string => !!p && fs.existsSync(p));
}

/** Ports the kernel never hands out as a connection's own end (Linux's ephemeral range starts at 32768). */
const QUIET_PORTS = { from: 20_000, to: 32_767 };

/**
 * A port nothing listens on, picked below the ephemeral range: a port the kernel handed out for a
 * moment (listen on 0, close) is soon another connection's source port (Chromium's, a fetch's),
 * and a server started on it then fails with EADDRINUSE (a CI run lost the accessibility walk so).
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = QUIET_PORTS.from + Math.floor(Math.random() * (QUIET_PORTS.to - QUIET_PORTS.from + 1));
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/**
 * A single demo node on `port` with its data in `dataDir`: embedded everything unless a caller
 * overrides it (CI exports DATABASE_URL for the PostgreSQL suite).
 */
export function serverEnv(port: number, dataDir: string): Record<string, string> {
  return {
    DATABASE_URL: '',
    OIDC_ISSUER: '',
    MQTT_URL: '',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    MQTT_PORT: '0',
    NODE_ENV: 'development',
    // The demo devices' random faults (2 % of commands) would fail a flow at random; tests of faults set their own.
    SIMULATOR_FAULT_RATE: '0',
  };
}

/** For load generators (benchmarks, bulk provisioning): one user sending thousands of requests a minute. */
export const NO_RATE_LIMITS = { RATE_LIMIT_API_PER_MIN: '0', RATE_LIMIT_AUTH_FAILURES_PER_MIN: '0' } as const;

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Seed once, copy per server: the e2e global setup starts one demo node on a fresh data directory
 * (migrations and demo data: 20 s here, over 30 s in CI) and names it here; a server started
 * without a data directory of its own then starts from a copy of it (~3 s), unless its environment
 * seeds differently (PostgreSQL, no demo data, files in S3).
 */
export const DATA_TEMPLATE_ENV = 'GONDOLA_E2E_DATA_TEMPLATE';
/** The folder of one e2e run: the servers' data directories go there, and go with it. */
export const RUN_DIR_ENV = 'GONDOLA_E2E_RUN_DIR';

function seedsLikeTemplate(env: NodeJS.ProcessEnv): boolean {
  return !env.DATABASE_URL && !env.S3_ENDPOINT && !['false', '0'].includes(env.DEMO_DATA ?? '');
}

/**
 * Starts a demo node on a fresh data directory (and the database `env` names, if any), lets it
 * migrate and seed, stops it: the template.
 */
export async function seededDataDirectory(env: Record<string, string> = {}): Promise<string> {
  const server = await startServer({ LOG_LEVEL: 'warn', ...env });
  const code = await server.stop();
  if (code !== 0) throw new Error(`the template server stopped with ${code}:\n${server.output()}`);
  return server.dataDir;
}

// Under the e2e hook timeout (90 s), so a slow start fails with the server output rather than a bare timeout.
const READY_TIMEOUT_MS = 80_000;

/** Starts the built server (`dist/server.js`) on a free port with a fresh data directory. */
export async function startServer(
  env: Record<string, string> = {},
  /** `node`: another Node binary than the test runner's. */
  /** `readyTimeoutMs`: for a start inside a test of its own, longer than a hook allows. */
  options: { dataDir?: string; port?: number; nodeArgs?: string[]; node?: string; attempt?: number; readyTimeoutMs?: number } = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  let dataDir = options.dataDir;
  const fullEnv = (dir: string) => ({ ...process.env, ...serverEnv(port, dir), ...env });
  if (!dataDir) {
    // Inside the run's folder when there is one (the global teardown removes it with every copy).
    dataDir = fs.mkdtempSync(path.join(process.env[RUN_DIR_ENV] ?? os.tmpdir(), 'gondola-e2e-'));
    const template = process.env[DATA_TEMPLATE_ENV];
    if (template && seedsLikeTemplate(fullEnv(dataDir))) fs.cpSync(template, dataDir, { recursive: true });
  }
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(options.node ?? process.execPath, [...(options.nodeArgs ?? []), path.join(ROOT, 'dist/server.js')], {
    cwd: ROOT,
    env: fullEnv(dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // A fresh data directory means migrations and demo data: 12 s on a quiet machine, and it has taken
  // over 30 s in CI on two shared cores.
  const readyTimeoutMs = options.readyTimeoutMs ?? READY_TIMEOUT_MS;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      // Between picking the port and listening on it, another process may have taken it: a port of
      // our own choosing is picked again (a fresh copy of the data too); a port the caller named is theirs.
      if (options.port === undefined && output.includes(`EADDRINUSE: address already in use 127.0.0.1:${port}`) && (options.attempt ?? 1) < 3)
        return startServer(env, { ...options, attempt: (options.attempt ?? 1) + 1 });
      throw new Error(`server exited early (${child.exitCode}):\n${output}`);
    }
    try {
      if ((await fetch(`${url}/api/ready`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server not ready after ${readyTimeoutMs / 1000} s:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Headless Chromium without the background traffic this machine's closed network refuses. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The API of a running server as a demo user: JSON in and out, failures thrown with their body. */
export async function apiAs(server: RunningServer, username = 'admin', lifetimeS?: number) {
  const tokens = await tokenFactory(loadConfig({ DATA_DIR: server.dataDir, PUBLIC_URL: server.url }));
  const token = lifetimeS ? await tokens.sign(tokens.claimsFor(username), { exp: tokens.now() + lifetimeS }) : await tokens.for(username);
  const headers = { ...bearer(token), 'content-type': 'application/json' };
  const api = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${server.url}/api${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return { headers, api };
}

/** Runs `task` over `items`, `width` at a time. */
export async function inParallel<T>(items: T[], width: number, task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

export interface Browser {
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
  close(): Promise<void>;
}

/** What a bench measures: the console with its motion, as most users see it (tests turn it off). */
export const WITH_MOTION = { reducedMotion: 'no-preference' } as const;

let sharedChromium: Promise<ChromiumBrowser> | undefined;

/**
 * One Chromium per test process: starting the browser cost each test a second or two of CPU on
 * two shared cores (45 launches in the e2e suite), and a context is a profile of its own anyway
 * (its own storage, cookies and HTTP cache, as a fresh profile had).
 */
function chromiumOfThisProcess(): Promise<ChromiumBrowser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium not found: apt-get install -y chromium, or set CHROME_PATH');
  sharedChromium ??= chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS }).then((browser) => {
    // A browser that went away (a crash) is started afresh for the next test.
    browser.once('disconnected', () => (sharedChromium = undefined));
    return browser;
  });
  return sharedChromium;
}

/**
 * Closes this process's Chromium. A vitest worker ends with its file, browser and all; a process
 * that goes on (the bench runner) must close it, or the open browser keeps it from exiting.
 */
export async function closeBrowsers(): Promise<void> {
  const browser = sharedChromium;
  sharedChromium = undefined;
  await (await browser?.catch(() => undefined))?.close();
}

/** Debian's Chromium with a fresh profile: a new context of the test process's browser. */
export async function launchBrowser(options: { locale?: string; viewport?: { width: number; height: number }; reducedMotion?: 'reduce' | 'no-preference' } = {}): Promise<Browser> {
  const context = await (await chromiumOfThisProcess()).newContext({
    locale: options.locale ?? 'en-US',
    viewport: options.viewport ?? { width: 1366, height: 860 },
    // The console honours the system's reduced-motion wish (MUI's transitions become instant): no
    // frames spent animating on two shared cores, and no test reading a dialog half-way in.
    reducedMotion: options.reducedMotion ?? 'reduce',
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return {
    context,
    page,
    consoleErrors,
    async close() {
      await context.close();
    },
  };
}

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(RESULTS_DIR, `${name}.png`), fullPage: true });
}

/**
 * What sticks out past the right edge of the screen: the page's own width against the window's
 * and its viewport's (`clientWidth`, without a scroll bar), and the widest offenders outside any box
 * that scrolls or clips sideways on purpose (a table's card, a tab bar), where they are reachable.
 */
export async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.right <= width + 1) return false;
        for (let p = el.parentElement; p; p = p.parentElement) {
          const style = getComputedStyle(p);
          if (['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX) && p.getBoundingClientRect().right <= width + 1) return false;
        }
        return true;
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 2).join('.')} → ${Math.round(el.getBoundingClientRect().right)} px`);
    return { scrollWidth: document.documentElement.scrollWidth, width, clientWidth: document.documentElement.clientWidth, wide };
  });
}

/** Resolves once no API call (the live stream aside) nor page chunk has been in flight for 250 ms. */
export function apiQuiet(page: Page) {
  const inFlight = new Set<unknown>();
  const isApi = (url: string) => (url.includes('/api/') && !url.includes('/api/events')) || url.includes('/assets/');
  page.on('request', (r) => isApi(r.url()) && inFlight.add(r));
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
  return async (limitMs = 8000) => {
    const deadline = Date.now() + limitMs;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      await page.waitForTimeout(50);
      if (inFlight.size) quietSince = Date.now();
      else if (Date.now() - quietSince >= 250) return;
    }
  };
}

/** In-app navigation (what a link click does), far faster than reloading the console per route. */
export async function goInApp(page: Page, url: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/**
 * In-app navigation that returns once the console has begun to draw the new route: the main
 * content changed after the navigation. A walk that checks a page right after `goInApp` may still
 * read the previous route's controls while the new one renders on a busy machine (React keeps the
 * old screen until the new one commits, and its first request may start later than a quiet
 * network settles).
 */
export async function goInAppRendered(page: Page, url: string, timeoutMs = 10_000) {
  await page.evaluate((to) => {
    const w = window as unknown as { __gondolaRouteDrawn?: boolean };
    // Already there: nothing will change, and nothing needs to.
    w.__gondolaRouteDrawn = window.location.pathname + window.location.search === to;
    const main = document.querySelector('#main-content') ?? document.body;
    const observer = new MutationObserver(() => {
      w.__gondolaRouteDrawn = true;
      observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await page.waitForFunction(() => (window as unknown as { __gondolaRouteDrawn?: boolean }).__gondolaRouteDrawn === true, null, { timeout: timeoutMs }).catch(() => undefined);
}

/** Whether the app bar names the page within `timeoutMs` (a lazy page's chunk may still be on its way). */
export function appBarTitled(page: Page, timeoutMs = 10_000): Promise<boolean> {
  return page
    .waitForFunction(() => !!document.querySelector('#react-admin-title')?.textContent?.trim(), null, { timeout: timeoutMs })
    .then(() => true)
    .catch(() => false);
}
