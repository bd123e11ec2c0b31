// drizzle-kit's schema entry. It loads modules through tsx as CommonJS, where Vite's
// import.meta.glob does not exist: list the resource files here and hand them to resources/index.ts,
// then expose every table (the platform's and one per resource) as a top-level export.
const fs = require('node:fs');
const path = require('node:path');

const dir = path.join(__dirname, '../../resources');
globalThis.__gondolaResourceModules = Object.fromEntries(
  fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts' && !file.endsWith('.test.ts'))
    .map((file) => [`./${file}`, require(path.join(dir, file))]),
);

const platform = require('./schema.ts');
module.exports = { ...platform, ...platform.resourceTablesByName };
