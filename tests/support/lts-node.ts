import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The supported LTS production runs on (package.json `engines`, docs/OPERATIONS.md, server/node-support.ts). */
export const LTS_MAJOR = 24;

const RESULTS_DIR = path.resolve(import.meta.dirname, '../../test-results');

/**
 * Node 24 from the npm registry (`node-<platform>-<arch>`, the binary the registry's `node`
 * package installs), cached under test-results/ so a second run does not fetch it again. The
 * machine's own Node may be older; production refuses to start on it.
 */
export function ltsNode(): string {
  const prefix = path.join(RESULTS_DIR, `.node-${LTS_MAJOR}`);
  const pkg = `node-${os.platform()}-${os.arch()}`;
  const binary = path.join(prefix, 'node_modules', pkg, 'bin', 'node');
  if (!fs.existsSync(binary)) {
    fs.mkdirSync(prefix, { recursive: true });
    execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', prefix, `${pkg}@${LTS_MAJOR}`], { stdio: 'inherit' });
  }
  return binary;
}
