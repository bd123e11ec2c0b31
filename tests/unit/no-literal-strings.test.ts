import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const files = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.tsx') ? [path.join(dir, e.name)] : []))
    : [];

/** Text between JSX tags, and user-facing string props, that contain letters. */
const JSX_TEXT = /(?<![=-])>\s*([A-Za-zÄÖÜäöüß][^<>{}]*?)\s*</g;
const TEXT_PROPS = /\b(label|title|placeholder|aria-label|helperText|alt)="([^"]*[A-Za-z][^"]*)"/g;
// Props whose values are translation keys or technical identifiers, not text.
const KEY_LIKE = /^(gondola|ra|resources)\.[\w.-]+$/;
/** The product's name is the same in every language. */
const PRODUCT_NAME = 'Gondola';

describe('components', () => {
  it('render no literal user-facing strings: every text goes through the message catalogues', () => {
    const offenders: string[] = [];
    for (const file of [...files(path.join(ROOT, 'src')), ...files(path.join(ROOT, 'custom-pages'))]) {
      const text = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      for (const m of text.matchAll(JSX_TEXT)) {
        // Generic type arguments and comparisons look like tags to a regex; real text has a space or ends a sentence.
        if (/[=;()]|=>|&&|\|\|/.test(m[1]!)) continue;
        offenders.push(`${path.relative(ROOT, file)}: >${m[1]}<`);
      }
      for (const m of text.matchAll(TEXT_PROPS)) if (!KEY_LIKE.test(m[2]!) && m[2] !== PRODUCT_NAME) offenders.push(`${path.relative(ROOT, file)}: ${m[1]}="${m[2]}"`);
    }
    expect(offenders).toEqual([]);
  });
});
