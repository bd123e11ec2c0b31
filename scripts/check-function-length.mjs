#!/usr/bin/env node
// No function of the app (core, resources, src, custom-pages, server, scripts, bench) runs over
// MAX_LINES lines: one that does is a page, a route group or a service asking to be split.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const MAX_LINES = 150;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = ['core', 'resources', 'src', 'custom-pages', 'server', 'scripts', 'bench'];

const walk = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'migrations' ? [] : walk(full);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });

const nameOf = (node) => {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) return parent.name.getText();
  return '(anonymous)';
};

const long = [];
for (const file of FOLDERS.flatMap((folder) => walk(path.join(root, folder)))) {
  const relative = path.relative(root, file);
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node) || ts.isMethodDeclaration(node)) {
      const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (last - first + 1 > MAX_LINES) long.push({ key: `${relative}#${nameOf(node)}`, lines: last - first + 1, at: `${relative}:${first + 1}` });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

const problems = long.map((f) => `${f.at} ${f.key.split('#')[1]} runs ${f.lines} lines (at most ${MAX_LINES}): split it`);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`✔ no function over ${MAX_LINES} lines`);
