#!/usr/bin/env node
// The closing line CI reads: every vitest run of this CI job, added up.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { summaryLine, totals } from './lib/vitest-summary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.stdout.write(`${summaryLine(totals(root, ['unit', 'e2e', 'pg', 'reliability']))}\n`);
