import fs from 'node:fs';
import path from 'node:path';

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.') || entry.name.endsWith('.test.ts') || entry.name.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

const SPA_SOURCES = ['src', 'core', 'resources', 'custom-pages', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
const SERVER_SOURCES = ['server', 'core', 'resources', 'vite.server.config.ts', 'package-lock.json'];

/** A build is stale when it is missing or any of its sources changed after it was written. */
export function staleBuilds(root) {
  const stale = [];
  const spaBuilt = newestMtime(path.join(root, 'dist/spa/index.html'));
  if (!spaBuilt || SPA_SOURCES.some((s) => newestMtime(path.join(root, s)) > spaBuilt)) stale.push('spa');
  const serverBuilt = newestMtime(path.join(root, 'dist/server.js'));
  if (!serverBuilt || SERVER_SOURCES.some((s) => newestMtime(path.join(root, s)) > serverBuilt)) stale.push('server');
  return stale;
}
