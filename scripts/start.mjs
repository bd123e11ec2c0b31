#!/usr/bin/env node
// `npm start`: build what is missing or out of date, then run the server in this process.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { staleBuilds } from './lib/build-freshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const viteBin = path.join(root, 'node_modules/vite/bin/vite.js');

for (const target of staleBuilds(root)) {
  process.stdout.write(`Building the ${target === 'spa' ? 'console' : 'server'}…\n`);
  const args = target === 'spa' ? [viteBin, 'build', '--logLevel', 'warn'] : [viteBin, 'build', '--config', 'vite.server.config.ts', '--logLevel', 'warn'];
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } });
  if (result.status !== 0) {
    process.stderr.write(`gondola: the ${target} build failed (exit ${result.status}).\n`);
    process.exit(result.status ?? 1);
  }
}

await import(pathToFileURL(path.join(root, 'dist/server.js')).href);
