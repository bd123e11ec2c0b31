import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from '../build';

const APP = path.join(ROOT, 'bench/peers/plain-react-admin');

/** Builds the peer app with Gondola's Vite into a folder of its own. */
export function buildPlainReactAdmin(): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-peer-ra-'));
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--config', path.join(APP, 'vite.config.ts'), '--outDir', outDir], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  if (result.status !== 0) throw new Error(`building the plain react-admin app failed:\n${result.stderr || result.stdout}`);
  return outDir;
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8', '.svg': 'image/svg+xml' };

/**
 * Serves the built peer as a production host would (gzip, hashed assets cached for a year) and
 * hands /api to Gondola's server, so both apps read the same API and data.
 */
export async function servePlainReactAdmin(dir: string, apiUrl: string): Promise<{ url: string; close(): Promise<void> }> {
  const gzipped = new Map<string, Buffer>();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://peer');
    if (url.pathname.startsWith('/api/')) {
      const upstream = http.request(`${apiUrl}${url.pathname}${url.search}`, { method: request.method, headers: { ...request.headers, host: new URL(apiUrl).host } }, (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      });
      upstream.on('error', () => response.writeHead(502).end());
      request.pipe(upstream);
      return;
    }
    const file = path.join(dir, url.pathname.startsWith('/assets/') ? url.pathname : '/index.html');
    if (!file.startsWith(dir) || !fs.existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const body = gzipped.get(file) ?? zlib.gzipSync(fs.readFileSync(file), { level: 9 });
    gzipped.set(file, body);
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-encoding': 'gzip',
      'cache-control': url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
