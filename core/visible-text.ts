/**
 * What a person actually sees in a text. Names and reasons are judged by it: a file name must not
 * hide characters or pass one character off as another, and "three characters" of reason means
 * three that show. The classes come from the Unicode Character Database as the JavaScript engine
 * ships it (property escapes), so they follow Node's Unicode version.
 */

/**
 * Characters that show nothing or change how a neighbour shows: default-ignorables (zero-width
 * spaces and joiners, soft hyphen, word joiner, variation selectors, the Mongolian vowel separator,
 * bidi marks), controls, format characters, line and paragraph separators, private use, unassigned
 * code points, lone surrogates, and every space but the plain one (U+00A0 looks like U+0020).
 */
export const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}\p{Cs}]|(?! )\p{Zs}/u;
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'gu');
const WHITE = /\s/gu;

/**
 * Characters that a reader takes for a slash, a backslash or a dot: their prototype in Unicode's
 * confusables data (UTS #39, confusables.txt) is one of those three. Folding (NFKC) catches the
 * rest (full-width forms, the one-dot leader), see `readsAsSeparator`.
 */
const SEPARATOR_CONFUSABLES = new Set(
  [
    // prototype "/"
    0x1735, 0x2041, 0x2044, 0x2215, 0x2571, 0x27cb, 0x29f8, 0x1d23a, 0x31d3, 0x3033, 0x2cc6, 0x30ce, 0x4e3f, 0x2f03,
    // prototype "\"
    0xff3c, 0xfe68, 0x2216, 0x27cd, 0x29f5, 0x29f9, 0x1d20f, 0x1d23b, 0x31d4, 0x4e36, 0x2f02,
    // prototype "."
    0x1d16d, 0x2024, 0x0701, 0x0702, 0xa60e, 0x10a50, 0x0660, 0x06f0, 0xa4f8,
    // full stops of other scripts, which end a name's stem as the dot does
    0x3002, 0xff61, 0xfe12, 0xfe52, 0x06d4, 0x0589, 0x2e3c,
  ].map((cp) => String.fromCodePoint(cp)),
);

/**
 * Punctuation and symbols a file name may hold: ASCII's (less what file systems refuse) and the
 * typographic ones of the console's languages. Any other punctuation or symbol (box drawing, math
 * operators, CJK punctuation) is refused rather than judged one by one.
 */
const NAME_PUNCTUATION = new Set([..."!#$%&'()+,-.;=@[]^_`{}~", ...'–—‘’‚“”„«»‹›§°€£¥©®™·×']);

/** The first character of `text` that does not show, or undefined. */
export function firstInvisible(text: string): string | undefined {
  return INVISIBLE.exec(text)?.[0];
}

/** The first character of `text` a reader could take for `/`, `\` or `.` (but is not), or undefined. */
export function readsAsSeparator(text: string): string | undefined {
  for (const ch of text) {
    if (SEPARATOR_CONFUSABLES.has(ch)) return ch;
    if (ch !== '.' && ch !== '/' && ch !== '\\' && /[./\\]/.test(ch.normalize('NFKC'))) return ch;
  }
  return undefined;
}

/** The first punctuation or symbol of `text` outside what names may hold (emoji are welcome), or undefined. */
export function unusualSymbol(text: string): string | undefined {
  for (const ch of text) {
    if (/[\p{P}\p{S}]/u.test(ch) && !NAME_PUNCTUATION.has(ch) && !/\p{Extended_Pictographic}/u.test(ch)) return ch;
  }
  return undefined;
}

/** How many characters of `text` a person sees: grapheme clusters that still show once the invisible and the blank are gone. */
export function visibleLength(text: string): number {
  let count = 0;
  for (const { segment } of new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)) {
    if (segment.replace(INVISIBLE_ALL, '').replace(WHITE, '')) count++;
  }
  return count;
}

/** "U+2060" for a character, so that a message can name one that does not show. */
export const codePoint = (ch: string) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
