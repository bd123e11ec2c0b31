import { patternRegExp, type ResourceScreen } from './resource-kit/paths.js';

/** Written by the console's build beside index.html (scripts/lib/screen-chunks.ts), read by the server (server/http/spa.ts). */
export const SCREEN_CHUNKS_FILE = 'screen-chunks.json';

/**
 * The built files (their URLs) a resource screen opened directly loads beyond the console's entry,
 * which index.html names already: the console, the generic screen, the whole definitions and the
 * areas' messages. Named in the page the server sends, they download beside the entry instead of
 * one level after another as each chunk runs and asks for the next.
 */
export interface ScreenChunks {
  list: string[];
  record: string[];
  /** A resource's own screens (`custom-pages/<area>/<resource>.<kind>.tsx`) by `<resource>.<kind>`. */
  own: Record<string, string[]>;
  /**
   * The areas' top-level pages (their routes' paths, `custom-pages/<area>/area.ts`), each with the
   * files it loads: the console, its page's module and, unless the page is light, the definitions.
   */
  pages: Array<{ path: string; files: string[] }>;
}

/** The own screens each screen kind may show: a record's form has its aside and actions, and its page when read-only. */
const OWN_KINDS: Record<ResourceScreen['kind'], readonly string[]> = { list: ['list'], record: ['show', 'aside', 'actions'] };

export function chunksOfScreen(chunks: ScreenChunks, screen: ResourceScreen): string[] {
  const own = OWN_KINDS[screen.kind].flatMap((kind) => chunks.own[`${screen.resource}.${kind}`] ?? []);
  return [...new Set([...chunks[screen.kind], ...own])];
}

/**
 * The files of the area page at a path, if one is there. Asked before the resources' screens, as
 * the console's router ranks a route's fixed segments above a parameter (`/problem/report` is a
 * page, not the record `report` of `/problem/:id`). The patterns are compiled once, here.
 */
export function pageChunksMatcher(chunks: ScreenChunks): (pathname: string) => { path: string; files: string[] } | undefined {
  const pages = (chunks.pages ?? []).map((page) => ({ page, pattern: patternRegExp(page.path) }));
  return (pathname) => {
    const path = decodeURI(pathname);
    return pages.find(({ pattern }) => pattern.test(path))?.page;
  };
}
