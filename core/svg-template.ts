/** The placeholders an overlay template may use, filled per picture. */
export const SVG_PLACEHOLDERS = ['name', 'time', 'date', 'resort'] as const;
export type SvgPlaceholder = (typeof SVG_PLACEHOLDERS)[number];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The template with its placeholders filled (values escaped: a guest's name is text, never markup). */
export function fillSvgTemplate(svg: string, values: Partial<Record<SvgPlaceholder, string>>): string {
  return svg.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? escapeXml(values[name as SvgPlaceholder] ?? '') : whole));
}

/** The placeholders a template uses that are not known (shown as a warning beside the preview). */
export function unknownPlaceholders(svg: string): string[] {
  const known = new Set<string>(SVG_PLACEHOLDERS);
  return [...new Set([...svg.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!))].filter((n) => !known.has(n));
}

/** A data URL an `<img>` shows: in an image, an SVG never runs scripts or loads other resources. */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
