import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));

/** Files that register HTTP routes (Fastify's app.get/post/put/delete or app.route). */
const routeFiles = walk(path.join(root, 'server')).filter((file) => /\b(app|forms)\.(get|post|put|delete|patch|route)\s*(<[^>]*>)?\(/.test(fs.readFileSync(file, 'utf8')));

describe('route handlers', () => {
  it('are found (the check below looks at something)', () => {
    expect(routeFiles.map((f) => path.relative(root, f))).toEqual(
      expect.arrayContaining(['server/modules/notes/routes.ts', 'server/crud/routes.ts', 'server/console-routes/settings.ts']),
    );
  });

  it.each(routeFiles.map((f) => [path.relative(root, f)]))('%s holds no SQL: statements live in the stores and repositories', (file) => {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    expect(text).not.toMatch(/\.(query|exec|transaction)\s*(<[^>]*>)?\(/);
    expect(text).not.toMatch(/\b(select|insert into|update|delete from)\s+[\w"*(]+[\s\S]{0,80}\b(from|set|values|where)\b/i);
  });
});
