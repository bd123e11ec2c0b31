#!/usr/bin/env node
// Fails when the schema changed without a generated migration: drizzle-kit generates into a
// scratch copy of the migrations folder, and any new file there means the commit is missing one.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const committed = path.join(root, 'server/db/migrations');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-migrations-'));
fs.cpSync(committed, scratch, { recursive: true });
const before = new Set(fs.readdirSync(scratch));
const result = spawnSync(process.execPath, [path.join(root, 'node_modules/drizzle-kit/bin.cjs'), 'generate', '--config', 'drizzle.config.ts'], {
  cwd: root,
  env: { ...process.env, DRIZZLE_OUT: scratch },
  encoding: 'utf8',
});
const added = fs.readdirSync(scratch).filter((f) => !before.has(f));
fs.rmSync(scratch, { recursive: true, force: true });
if (result.status !== 0) {
  process.stderr.write(`drizzle-kit generate failed:\n${result.stdout}\n${result.stderr}\n`);
  process.exit(1);
}
if (added.length) {
  process.stderr.write(`The schema changed but no migration was committed (would add ${added.join(', ')}). Run \`npm run db:generate\` and commit the result.\n`);
  process.exit(1);
}
process.stdout.write('migrations: committed migrations match the schema\n');
