#!/usr/bin/env node
// `npm run lint` without npm: Biome (lint + format), the layer rules, dead code, then functions too long to read. Stops at the first that finds something.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const steps = [
  [bin('biome'), ['check', '--error-on-warnings', '.']],
  [bin('depcruise'), ['core', 'resources', 'src', 'custom-pages', 'server', 'tests', 'scripts', 'bench', '--config', '.dependency-cruiser.cjs']],
  [bin('knip'), []],
  [process.execPath, [path.join(root, 'scripts/check-function-length.mjs')]],
];
for (const [command, args] of steps) {
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
