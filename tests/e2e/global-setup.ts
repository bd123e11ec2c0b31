import fs from 'node:fs';
import { chromiumPath, DATA_TEMPLATE_ENV, seededDataDirectory } from './harness';

/** Seeds the demo data directory every e2e server starts from a copy of (harness.ts, startServer). */
export default async function setup() {
  // Without Chromium the files skip themselves; nothing to seed for them.
  if (!chromiumPath() || !fs.existsSync('dist/server.js')) return;
  const template = await seededDataDirectory();
  process.env[DATA_TEMPLATE_ENV] = template;
  return () => fs.rmSync(template, { recursive: true, force: true });
}
