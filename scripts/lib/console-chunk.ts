import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { reachable } from './reachable.ts';

/** Set for the second pass: the modules the first pass found in the console's first load. */
const HANDED = 'GONDOLA_CONSOLE_MODULES';
const CONFIG = fileURLToPath(new URL('../../vite.config.ts', import.meta.url));
const AREA_MESSAGES = /\/custom-pages\/[^/]+\/messages\.ts$/;

interface OutChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  moduleIds: string[];
}

/**
 * What the console loads statically, in one chunk. Left to the automatic split it arrives as ~60
 * files (Box, Button, Stack… each a chunk of its own because lazy pages share them), each compressed
 * on its own; in one file the same bytes compress ~17 KB smaller, and a lazy page, which runs only
 * after the console, loads nothing more for taking them from it. The module graph cannot tell which
 * of a package's re-exports the console uses, so the build runs twice: the first split names the
 * modules of the console's first-load chunks, the second puts exactly those in the console's chunk.
 */
export function consoleChunk(): Plugin {
  let members: string[] | undefined;
  let first: { outDir: string; mode: string } | undefined;
  const handed = process.env[HANDED];
  return {
    name: 'gondola-console-chunk',
    apply: 'build',
    config() {
      // The first pass only names the modules: nothing written, compressed or mapped (the second pass does that).
      if (!handed) return { build: { write: false, sourcemap: false } };
      const modules = new Set<string>(JSON.parse(handed) as string[]);
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // The boot's modules stay in the boot's chunk: only the captured modules move.
                includeDependenciesRecursively: false,
                groups: [
                  { name: (id: string) => (modules.has(id) ? 'ConsoleApp' : null) },
                  // The areas' messages load together with the first screen of records (loadAreaMessages): one file, not
                  // one request per area. A page that imports its area's messages itself (the home page) keeps them.
                  {
                    name: (id: string, ctx: { getModuleInfo(id: string): { importers: readonly string[] } | null }) =>
                      AREA_MESSAGES.test(id) && !ctx.getModuleInfo(id)?.importers.length ? 'area-messages' : null,
                  },
                ],
              },
            },
          },
        },
      };
    },
    configResolved(config) {
      first = { outDir: config.build.outDir, mode: config.mode };
    },
    generateBundle(_options, bundle) {
      if (handed) return;
      const chunks = Object.values(bundle).filter((item): item is OutChunk & typeof item => item.type === 'chunk') as unknown as OutChunk[];
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const boot = chunks.find((chunk) => chunk.isEntry);
      const console = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/console/ConsoleApp.tsx'));
      if (!boot || !console) return;
      const loadedWith = (start: OutChunk) => reachable(start.fileName, (file) => byFile.get(file)?.imports ?? []);
      const booted = loadedWith(boot);
      members = [...loadedWith(console)].filter((file) => !booted.has(file)).flatMap((file) => byFile.get(file)?.moduleIds ?? []);
    },
    async closeBundle() {
      if (handed) return;
      // The first pass wrote nothing: the second always runs (with no group when the console was not found).
      process.env[HANDED] = JSON.stringify(members ?? []);
      try {
        // Where and how the first pass built (a command line's --outDir or --mode included).
        await build({ configFile: CONFIG, logLevel: 'warn', mode: first?.mode, build: { outDir: first?.outDir } });
      } finally {
        delete process.env[HANDED];
      }
    },
  };
}
