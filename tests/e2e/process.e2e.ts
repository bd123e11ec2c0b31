import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { bearer, tokenFactory } from '../support/tokens';
import { freePort, startServer, type RunningServer } from './harness';

const ROOT = path.resolve(import.meta.dirname, '../..');
const started: RunningServer[] = [];
afterAll(async () => {
  for (const s of started) await s.stop('SIGKILL');
});

function runServer(env: Record<string, string>, args: string[] = []): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'dist/server.js'), ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', OIDC_ISSUER: '', MQTT_URL: '', ...env },
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    // A hung process is ended before the test's own 90 s; migrating an empty PGlite database from the
    // first migration took 18–21 s on CI's two loaded cores, so 20 s was a race, not a limit.
    const timer = setTimeout(() => child.kill('SIGKILL'), 75_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('the server process', () => {
  it('prints one start-up line with the URL, the mode and where devices connect', async () => {
    const server = await startServer();
    started.push(server);
    const lines = server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('Gondola'));
    expect(lines).toHaveLength(1);
    // The embedded broker's real port (here a free one), as application-info reports it too.
    expect(lines[0]).toMatch(
      new RegExp(
        `^Gondola demo mode: open ${server.url} \\(PGlite in ${server.dataDir}/pglite, files in ${server.dataDir}/storage, devices: embedded MQTT broker on 127\\.0\\.0\\.1:\\d+\\)$`,
      ),
    );
  });

  it('refuses a second process on the same data directory, naming the holder', async () => {
    const first = started[0]!;
    const second = await runServer({ DATA_DIR: first.dataDir, PORT: String(await freePort()) });
    expect(second.code).toBe(1);
    expect(second.output).toContain(`already in use by process ${first.process.pid}`);
  });

  it('makes an empty database ready with `migrate` and exits, without serving', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-migrate-'));
    try {
      const result = await runServer({ DATA_DIR: dataDir, DEMO_DATA: 'false', PORT: String(await freePort()) }, ['migrate']);
      expect(result.code).toBe(0);
      const ready = result.output
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as { msg: string; applied: string[] })
        .find((l) => l.msg.startsWith('database ready'));
      expect(ready?.applied.length).toBeGreaterThan(25);
      expect(result.output).not.toContain('Gondola demo mode: open');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to start in production without settings, naming each variable in one JSON line', async () => {
    const result = await runServer({ NODE_ENV: 'production', PORT: String(await freePort()) });
    expect(result.code).toBe(1);
    const fatal = result.output
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { level: number; msg: string })
      .find((l) => l.level === 60);
    expect(fatal?.msg).toMatch(/^gondola cannot start: Invalid configuration/);
    for (const name of ['DATABASE_URL', 'OIDC_ISSUER', 'MQTT_URL', 'PUBLIC_URL', 'STAFF_EMAIL_DOMAIN', 'VAULT_KEY', 'S3_ENDPOINT', 'S3_BUCKET', 'SMTP_URL'])
      expect(result.output).toContain(name);
    // SMS is optional: without a provider production runs with SMS off.
    expect(result.output).not.toContain('SMS_ACCOUNT_SID');
  });

  it('on SIGTERM finishes the request in flight, releases the lock, and keeps the data for the next start', async () => {
    const server = await startServer();
    const tokens = await tokenFactory(loadConfig({ DATA_DIR: server.dataDir, PUBLIC_URL: server.url }));
    const headers = bearer(await tokens.for('admin'));
    const slow = fetch(`${server.url}/api/test/timeout?ms=1500`, { headers });
    await new Promise((r) => setTimeout(r, 300));
    const exited = server.stop('SIGTERM');
    const response = await slow;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ waitedMs: 1500 });
    expect(await exited).toBe(0);
    expect(fs.existsSync(path.join(server.dataDir, 'pglite.lock'))).toBe(false);

    const again = await startServer({}, { dataDir: server.dataDir });
    started.push(again);
    // Same keys from the data directory; the issuer follows the new port.
    const againTokens = await tokenFactory(loadConfig({ DATA_DIR: again.dataDir, PUBLIC_URL: again.url }));
    const resorts = await fetch(`${again.url}/api/resorts?range=[0,0]`, { headers: bearer(await againTokens.for('admin')) });
    expect(resorts.headers.get('content-range')).toBe('resorts 0-0/41');
  });
});
