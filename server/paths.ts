import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding package.json. Source files (server/…) and the bundle (dist/server.js) sit at
 * different depths, so assets such as migrations and the built SPA are found from here.
 */
export function appRoot(start = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'server'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the application root above ${start}`);
    dir = parent;
  }
}
