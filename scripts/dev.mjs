#!/usr/bin/env node
// `npm run dev`: the server rebuilt on change (Vite SSR build in watch mode, so resources/ are
// discovered exactly as in production) and restarted by node --watch on port 8081, plus Vite with
// hot reload on 5173 proxying /api and /oidc to it. Open http://localhost:5173.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vite = path.join(root, 'node_modules/vite/bin/vite.js');
const env = { ...process.env, PORT: process.env.PORT ?? '8081', PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };

// A first build, so node --watch has a file to start.
const first = spawnSync(process.execPath, [vite, 'build', '--config', 'vite.server.config.ts', '--logLevel', 'warn'], { cwd: root, env, stdio: 'inherit' });
if (first.status !== 0) process.exit(first.status ?? 1);

const children = [
  spawn(process.execPath, [vite, 'build', '--watch', '--config', 'vite.server.config.ts', '--logLevel', 'warn'], { cwd: root, env, stdio: 'inherit' }),
  spawn(process.execPath, ['--watch-path=dist/server.js', 'dist/server.js'], { cwd: root, env, stdio: 'inherit' }),
  spawn(process.execPath, [vite], { cwd: root, env, stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) {
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
