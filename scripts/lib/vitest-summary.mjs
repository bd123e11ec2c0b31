import fs from 'node:fs';
import path from 'node:path';

/** Reporter flags that make vitest also write its results as JSON for the summary line. */
export function jsonReporterArgs(root, name) {
  return ['--reporter=default', '--reporter=json', `--outputFile.json=${path.join(root, 'test-results', `vitest-${name}.json`)}`];
}

/** Totals over the JSON results named (missing files count as nothing run). */
export function totals(root, names) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const name of names) {
    const file = path.join(root, 'test-results', `vitest-${name}.json`);
    if (!fs.existsSync(file)) continue;
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    passed += r.numPassedTests ?? 0;
    failed += (r.numFailedTests ?? 0) + (r.numRuntimeErrorTestSuites ?? 0);
    skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  }
  return { passed, failed, skipped };
}

export function summaryLine({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}
