import { createRequire } from 'node:module';
import createDOMPurify, { type DOMPurify } from 'dompurify';

// jsdom takes most of a second to load: it is required on the first SVG sanitised, not at every start.
const require = createRequire(import.meta.url);
type JsdomModule = typeof import('jsdom');
let jsdom: JsdomModule | undefined;
const loadJsdom = (): JsdomModule => (jsdom ??= require('jsdom') as JsdomModule);

/** Where an overlay may point: its own elements (`#id`) and embedded raster pictures; nothing outside the file. */
const LOCAL_REFERENCE = /^(#[\w.:-]+|data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+)$/i;
const REFERENCE_ATTRIBUTES = new Set(['href', 'xlink:href', 'src']);
const MAX_BYTES = 200_000;

/**
 * A presentation attribute's value as CSS reads it: comments out, escapes resolved (`\\75rl(`,
 * `\\000075 rl(` and `u\\rl(` all spell `url(`), so the check below sees what the browser fetches.
 */
export function cssUnescape(value: string): string {
  return value
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, '')
    .replace(/\\(?:([0-9a-f]{1,6})(?:\r\n|[ \t\n\r\f])?|\r\n|([\s\S]))/gi, (_match, hex: string | undefined, char: string | undefined) => {
      if (hex) {
        const code = Number.parseInt(hex, 16);
        return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? '\ufffd' : String.fromCodePoint(code);
      }
      // A backslash before a line break continues the line; before anything else it is that character.
      return char === undefined || /[\n\r\f]/.test(char) ? '' : char;
    });
}

/** A CSS function that loads what it names, unless its one argument is a fragment of this file (`url(#id)`). */
const LOADING_FUNCTION = /(?:url|src|image|image-set|cross-fade|element)\s*\((?!\s*(['"]?)#[\w.:-]+\1\s*\))/i;

let purifier: DOMPurify | undefined;
function purify(): DOMPurify {
  if (purifier) return purifier;
  purifier = createDOMPurify(new (loadJsdom().JSDOM)('').window as unknown as Window & typeof globalThis);
  // External references and CSS that could load something are dropped from every element.
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue.trim();
    if (REFERENCE_ATTRIBUTES.has(name) && !LOCAL_REFERENCE.test(value)) data.keepAttr = false;
    const css = cssUnescape(value);
    if (LOADING_FUNCTION.test(css) || /@import|expression\s*\(|javascript:/i.test(css)) data.keepAttr = false;
  });
  return purifier;
}

export class UnusableSvgError extends Error {}

/**
 * An uploaded or typed SVG overlay as it may be stored and shown: DOMPurify (the field's
 * standard sanitiser) with its SVG profile keeps what draws and drops what runs or loads —
 * scripts, `on*` handlers, `foreignObject`, `javascript:` and external links, style sheets —
 * and the result must still be one SVG picture.
 */
export function sanitiseSvg(input: string): string {
  if (Buffer.byteLength(input) > MAX_BYTES) throw new UnusableSvgError(`larger than ${MAX_BYTES / 1000} kB`);
  const clean = purify().sanitize(input, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['style', 'foreignObject', 'script', 'animate', 'set', 'animateMotion', 'animateTransform'],
    FORBID_ATTR: ['style'],
    RETURN_TRUSTED_TYPE: false,
  });
  const document = new (loadJsdom().JSDOM)(`<body>${clean}</body>`).window.document;
  const roots = document.body.children;
  if (roots.length !== 1 || roots[0]!.tagName.toLowerCase() !== 'svg') throw new UnusableSvgError('it is not one <svg> picture');
  const svg = roots[0]!;
  // Shown as an image (a data URL), the file must name its namespace itself.
  svg.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  return svg.outerHTML;
}
