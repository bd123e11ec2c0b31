import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The bench runs under tsx, where Vite's import.meta.glob does not exist: hand resources/index.ts
// the resource files the way drizzle.config does, and server/modules/index.ts its module folders
// (after the resources, which the modules' code reads as it loads). Imported first by bench/run.ts.
const dir = path.resolve(import.meta.dirname, '../../resources');
const modules: Record<string, unknown> = {};
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'index.ts' && !f.endsWith('.test.ts'))) {
  modules[`./${file}`] = await import(pathToFileURL(path.join(dir, file)).href);
}
(globalThis as { __gondolaResourceModules?: unknown }).__gondolaResourceModules = modules;

const modulesDir = path.resolve(import.meta.dirname, '../../server/modules');
const serverModules: Record<string, unknown> = {};
for (const folder of fs.readdirSync(modulesDir, { withFileTypes: true }).filter((d) => d.isDirectory())) {
  const file = path.join(modulesDir, folder.name, 'module.ts');
  if (fs.existsSync(file)) serverModules[`./${folder.name}/module.ts`] = await import(pathToFileURL(file).href);
}
(globalThis as { __gondolaServerModules?: unknown }).__gondolaServerModules = serverModules;
