import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { LIST_CHUNKS_ELEMENT_ID, PUBLIC_CONFIG_ELEMENT_ID } from '../../core/constants.js';
import { type Addressed, resourceScreenMatcher } from '../../core/resource-kit/paths.js';
import { chunksOfScreen, pageChunksMatcher, SCREEN_CHUNKS_FILE, type ScreenChunks } from '../../core/screen-chunks.js';

export interface IndexVariants {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const variantsOf = (html: string, quality: number): IndexVariants => {
  const identity = Buffer.from(html);
  return {
    identity,
    br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } }),
    gzip: zlib.gzipSync(identity, { level: quality >= 9 ? 9 : 6 }),
  };
};

const insertIntoHead = (page: string, elements: string) => (page.includes('</head>') ? page.replace('</head>', `${elements}\n  </head>`) : `${page}${elements}`);

function readScreenChunks(spaDir: string): ScreenChunks | undefined {
  const file = path.join(spaDir, SCREEN_CHUNKS_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ScreenChunks) : undefined;
}

/** Chunk URLs are the build's own file names; anything else in the file is not put into the page. */
const SAFE_URL = /^\/[A-Za-z0-9._/-]+\.js$/;

/**
 * The pages the console's index.html is served as: with the public configuration in it (the console
 * then starts without asking for it, one round trip less before anything else can load) and, for an
 * area's page or a resource's list or record screen opened directly (a link in an alert mail), the chunks that screen
 * needs named as module preloads (core/screen-chunks.ts), so a phone downloads them beside the entry
 * instead of discovering them one level at a time. A JSON block is data, never run, and the
 * preloads are the console's own files: the CSP is unchanged. Every page also names the generic
 * list's files, which the console fetches into the cache when it is idle: the next list opened, or
 * an alert's link opened later, then waits for no download of them.
 */
export class SpaIndex {
  private readonly page: string;
  private readonly plain: IndexVariants;
  private readonly byScreen = new Map<string, IndexVariants>();
  private readonly pageAt: ReturnType<typeof pageChunksMatcher> | undefined;
  private readonly resourceScreenAt: ReturnType<typeof resourceScreenMatcher>;

  private constructor(
    page: string,
    private readonly chunks: ScreenChunks | undefined,
    resources: readonly Addressed[],
  ) {
    this.page = page;
    this.plain = variantsOf(page, 11);
    // Compiled once: every page the server sends asks them.
    this.pageAt = chunks && pageChunksMatcher(chunks);
    this.resourceScreenAt = resourceScreenMatcher(resources);
  }

  static read(spaDir: string, publicConfig: object, resources: readonly Addressed[]): SpaIndex | undefined {
    const file = path.join(spaDir, 'index.html');
    if (!fs.existsSync(file)) return undefined;
    // `<` escaped: no value of the configuration can close the element.
    const json = JSON.stringify(publicConfig).replace(/</g, '\\u003c');
    const chunks = readScreenChunks(spaDir);
    // What a list opened later loads, for the console to fetch into the cache once it is idle (src/shell/ListScreensPreload.tsx).
    const listChunks = chunks ? `<script type="application/json" id="${LIST_CHUNKS_ELEMENT_ID}">${JSON.stringify(chunks.list.filter((url) => SAFE_URL.test(url)))}</script>` : '';
    const page = insertIntoHead(fs.readFileSync(file, 'utf8'), `<script type="application/json" id="${PUBLIC_CONFIG_ELEMENT_ID}">${json}</script>${listChunks}`);
    return new SpaIndex(page, chunks, resources);
  }

  /** What the console shows at `pathname`: an area's page or a resource's screen, with the files it loads. */
  private screenAt(chunks: ScreenChunks, pathname: string): { key: string; files: string[] } | undefined {
    try {
      const page = this.pageAt?.(pathname);
      if (page) return { key: `page:${page.path}`, files: page.files };
      const screen = this.resourceScreenAt(pathname);
      return screen && { key: `${screen.kind}:${screen.resource}`, files: chunksOfScreen(chunks, screen) };
    } catch {
      // A malformed escape in the address: the console says what it cannot open.
      return undefined;
    }
  }

  /** The page for `pathname`, made once per screen (a few dozen in all) and kept. */
  variantsFor(pathname: string): IndexVariants {
    const screen = this.chunks && this.screenAt(this.chunks, pathname);
    if (!screen) return this.plain;
    let variants = this.byScreen.get(screen.key);
    if (!variants) {
      const links = screen.files.filter((url) => SAFE_URL.test(url)).map((url) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${url}">`);
      // Quality 5: made on a request, in well under a millisecond; the page is small either way.
      variants = variantsOf(insertIntoHead(this.page, links.join('\n')), 5);
      this.byScreen.set(screen.key, variants);
    }
    return variants;
  }
}

export function pickEncoding(request: FastifyRequest, index: IndexVariants): ['br' | 'gzip' | undefined, Buffer] {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (index.br && /\bbr\b/.test(accepted)) return ['br', index.br];
  if (index.gzip && /\bgzip\b/.test(accepted)) return ['gzip', index.gzip];
  return [undefined, index.identity];
}
