#!/usr/bin/env node
// The table `.ci/run` ends with: each step's seconds (the README's test command with its own steps
// beneath it), the whole run, and the slowest test files of each vitest run. Also written to
// test-results/ci-times.md; docs/ci-times.md keeps a clean-clone run's copy.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [totalSeconds = '0', status = '0'] = process.argv.slice(2);
const stepsFile = path.join(root, 'test-results', 'ci-steps.tsv');
const lines = fs.existsSync(stepsFile) ? fs.readFileSync(stepsFile, 'utf8').split('\n').filter(Boolean) : [];

// Sub-steps are written before the step that holds them; show them beneath it.
const rows = [];
let pending = [];
for (const line of lines) {
  const [name, seconds] = line.split('\t');
  if (name.startsWith('  ')) pending.push([`  ↳ ${name.trim()}`, seconds]);
  else {
    rows.push([name, seconds], ...pending);
    pending = [];
  }
}
rows.push(...pending);
const minutes = (s) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
const table = [
  '| step | seconds |',
  '|---|---:|',
  ...rows.map(([name, seconds]) => `| ${name} | ${seconds} |`),
  `| **whole run** (${status === '0' ? 'passed' : `failed, exit ${status}`}) | **${totalSeconds}** (${minutes(Number(totalSeconds))}) |`,
];

const slowest = [];
for (const name of ['unit', 'e2e', 'pg', 'reliability']) {
  const file = path.join(root, 'test-results', `vitest-${name}.json`);
  if (!fs.existsSync(file)) continue;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const files = (report.testResults ?? [])
    .map((r) => [path.relative(root, r.name), Math.round(((r.endTime ?? 0) - (r.startTime ?? 0)) / 1000)])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5);
  for (const [file, seconds] of files) slowest.push(`| ${name} | ${file} | ${seconds} |`);
}
const text = [
  table.join('\n'),
  ...(slowest.length
    ? [
        '',
        'Slowest test files of each vitest run (a file’s own seconds; files run two at a time where the run allows it):',
        '',
        '| run | file | seconds |',
        '|---|---|---:|',
        ...slowest,
      ]
    : []),
].join('\n');
process.stdout.write(`\nCI steps (wall clock):\n${text}\n`);
fs.mkdirSync(path.join(root, 'test-results'), { recursive: true });
fs.writeFileSync(path.join(root, 'test-results', 'ci-times.md'), `${text}\n`);
