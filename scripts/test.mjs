#!/usr/bin/env node
// `npm test`: typecheck, lint, the migration check, vitest (node + jsdom projects), then the e2e suite.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import { jsonReporterArgs, summaryLine, totals } from './lib/vitest-summary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (p) => path.join(root, 'node_modules', p);
for (const name of ['unit', 'e2e']) fs.rmSync(path.join(root, 'test-results', `vitest-${name}.json`), { force: true });
const steps = [
  ['typecheck', [bin('typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit']],
  ['lint: Biome, the layers (dependency-cruiser), dead code (knip), function length', [path.join(root, 'scripts/lint.mjs')]],
  ['migrations up to date', [path.join(root, 'scripts/check-migrations.mjs')]],
  ['vitest', [bin('vitest/vitest.mjs'), 'run', ...jsonReporterArgs(root, 'unit')]],
  ['e2e', [path.join(root, 'scripts/e2e.mjs'), ...jsonReporterArgs(root, 'e2e')]],
];
for (const [name, args] of steps) {
  process.stdout.write(`\n▶ ${name}\n`);
  const started = Date.now();
  const { status } = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } });
  const seconds = Math.round((Date.now() - started) / 1000);
  process.stdout.write(`◀ ${name}: ${seconds} s\n`);
  // .ci/run's step table lists these beneath `npm test`.
  if (process.env.CI_STEPS_FILE) fs.appendFileSync(process.env.CI_STEPS_FILE, `  ${name.split(':')[0]}\t${seconds}\n`);
  if (status !== 0) {
    process.stderr.write(`✖ ${name} failed (exit ${status})\n`);
    process.stdout.write(`tests: ${summaryLine(totals(root, ['unit', 'e2e']))}\n`);
    process.exit(status ?? 1);
  }
}
const result = totals(root, ['unit', 'e2e']);
process.stdout.write(`\n✔ all test steps passed\ntests: ${summaryLine(result)}\n`);
