import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The bench runs under tsx, where Vite's import.meta.glob does not exist: hand resources/index.ts
// the resource files the way drizzle.config does. Imported first by bench/run.ts.
const dir = path.resolve(import.meta.dirname, '../../resources');
const modules: Record<string, unknown> = {};
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'index.ts' && !f.endsWith('.test.ts'))) {
  modules[`./${file}`] = await import(pathToFileURL(path.join(dir, file)).href);
}
(globalThis as { __gondolaResourceModules?: unknown }).__gondolaResourceModules = modules;
