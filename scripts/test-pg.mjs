#!/usr/bin/env node
// `npm run test:pg`: the server/API tests against a real PostgreSQL server. Each test file works in
// a schema of its own that it drops afterwards.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jsonReporterArgs, summaryLine, totals } from './lib/vitest-summary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const url = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
process.stdout.write(`PostgreSQL tests against ${url.replace(/\/\/[^@]*@/, '//…@')}\n`);
const { status } = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'node', 'tests/api', ...jsonReporterArgs(root, 'pg'), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
  },
);
process.stdout.write(`postgres: ${summaryLine(totals(root, ['pg']))}\n`);
process.exit(status ?? 1);
