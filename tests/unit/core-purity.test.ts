import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FORBIDDEN = /^(node:|react|react-dom|@mui\/|react-admin|ra-|fastify|@fastify\/|pg$|@electric-sql\/|fs$|path$|os$|crypto$|http$|child_process$)/;

function sources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? sources(full) : /\.tsx?$/.test(e.name) && !e.name.includes('.test.') ? [full] : [];
  });
}

describe('isomorphic folders', () => {
  it('core/ and resources/ import neither React nor Node APIs', () => {
    const offenders: string[] = [];
    for (const file of [...sources(path.join(ROOT, 'core')), ...sources(path.join(ROOT, 'resources'))]) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
        if (FORBIDDEN.test(match[1]!)) offenders.push(`${path.relative(ROOT, file)} imports ${match[1]}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
