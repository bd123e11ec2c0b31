import { spawnSync } from 'node:child_process';
import path from 'node:path';
// @ts-expect-error the freshness helper is plain ESM JavaScript shared with the test scripts
import { staleBuilds } from '../../scripts/lib/build-freshness.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Builds the SPA and the server when they are missing or older than their sources. */
export function ensureBuild() {
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  for (const target of staleBuilds(ROOT) as string[]) {
    const args = target === 'spa' ? [vite, 'build', '--logLevel', 'warn'] : [vite, 'build', '--config', 'vite.server.config.ts', '--logLevel', 'warn'];
    const { status } = spawnSync(process.execPath, args, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    });
    if (status !== 0) throw new Error(`build of ${target} failed`);
  }
}
