import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : []));

/**
 * A date handed the console's language ('en') is written the American way (11/29/26, 4:38 AM) while
 * every other screen writes 29 Nov 2026, 04:38: the language goes through `formattingLocale` (or
 * `useDateFormat`) first, so one instant reads the same on every screen.
 */
const RAW_LANGUAGE_DATE = /(?:toLocale(?:Date|Time)String|DateTimeFormat|Date\([^)]*\)\.toLocaleString)\(\s*(?:locale|lang|language)\b/;

describe('one time rule', () => {
  it('formats no date or time with the bare console language, anywhere in the console', () => {
    const offenders = ['src', 'custom-pages'].flatMap((dir) =>
      sources(path.join(ROOT, dir)).flatMap((file) =>
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) => (RAW_LANGUAGE_DATE.test(line) ? [`${path.relative(ROOT, file)}:${index + 1}: ${line.trim()}`] : [])),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
