import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath, DATA_TEMPLATE_ENV, RUN_DIR_ENV, seededDataDirectory } from './harness';

/** Seeds the demo data directory every e2e server starts from a copy of (harness.ts, startServer). */
export default async function setup() {
  // Without Chromium the files skip themselves; nothing to seed for them.
  if (!chromiumPath() || !fs.existsSync('dist/server.js')) return;
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-e2e-run-'));
  process.env[RUN_DIR_ENV] = runDir;
  process.env[DATA_TEMPLATE_ENV] = await seededDataDirectory();
  // Every server's data directory of the run (137 MB each, a copy of the template) goes with it.
  return () => fs.rmSync(runDir, { recursive: true, force: true });
}
