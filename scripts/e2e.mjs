#!/usr/bin/env node
// End-to-end suite: needs a built console and Debian's Chromium. Without Chromium it says so and
// skips, unless E2E_REQUIRED=1 (CI), where a missing browser fails the run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleBuilds } from './lib/build-freshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const browser = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => p && fs.existsSync(p));
if (!browser) {
  const line = 'e2e: skipped, no Chromium found (install it with `apt-get install -y chromium`, or set CHROME_PATH)';
  if (process.env.E2E_REQUIRED === '1') {
    process.stderr.write(`${line}; E2E_REQUIRED=1 makes this a failure\n`);
    process.exit(1);
  }
  process.stdout.write(`${line}\n`);
  process.exit(0);
}

const run = (args) => spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } }).status ?? 1;
const vite = path.join(root, 'node_modules/vite/bin/vite.js');
for (const target of staleBuilds(root)) {
  const status = run(target === 'spa' ? [vite, 'build', '--logLevel', 'warn'] : [vite, 'build', '--config', 'vite.server.config.ts', '--logLevel', 'warn']);
  if (status !== 0) process.exit(status);
}
process.exit(run([path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)]));
