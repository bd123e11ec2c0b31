import type { Plugin } from 'vite';
import { CONSOLE_APP, CONSOLE_STAGES, type OutChunk } from './console-chunk.ts';
import { reachable } from './reachable.ts';

interface ChunkGraph {
  /** Static imports of each chunk, by name. */
  imports: Map<string, string[]>;
  /** Who imports each chunk, statically or lazily, by name. */
  importers: Map<string, string[]>;
}

const graph: ChunkGraph = { imports: new Map(), importers: new Map() };
/** Chunk names without their hash: the graph is recorded before the final hashes exist. */
const base = (fileName: string) => fileName.replace(/-(?:!~\{[0-9A-Za-z]+\}~|[A-Za-z0-9_-]{8})\.js$/, '');
/** Names two chunks share: never filtered on, as they cannot be told apart by name. */
const shared = new Set<string>();
const inBrowser = new Map<string, Set<string>>();
/** The bundle's final file names: the chunk of the console's first stage, and what the console's own chunks load with them. */
const consoleStages: { first?: string; console: string[] } = { console: [] };

/** Every chunk a chunk loads statically, itself included. */
// Two chunks of one name: whose imports the graph holds is not known, so neither's are followed.
const loadedWith = (name: string) => reachable(name, (chunk) => (shared.has(chunk) ? [] : (graph.imports.get(chunk) ?? [])));

/**
 * What is surely in the browser once a chunk runs: what it loads itself, and what every way to it
 * has loaded before (a chunk runs only after one of its importers did, so the intersection of what
 * its importers have is there too). The console's area manifests, say, are imported only by chunks
 * of the console, so the pages they lazily import need not preload the console's shared chunks.
 */
function surelyLoaded(name: string, visiting = new Set<string>()): Set<string> {
  const known = inBrowser.get(name);
  if (known) return known;
  const own = loadedWith(name);
  // An importer cycle, or an entry: only what the chunk loads itself is sure.
  if (visiting.has(name)) return own;
  visiting.add(name);
  const importers = graph.importers.get(name) ?? [];
  let common: Set<string> | undefined;
  for (const importer of importers) {
    const loaded = shared.has(importer) ? new Set<string>() : surelyLoaded(importer, visiting);
    common = common ? new Set([...common].filter((chunk) => loaded.has(chunk))) : new Set(loaded);
  }
  visiting.delete(name);
  const result = new Set([...own, ...(common ?? [])]);
  inBrowser.set(name, result);
  return result;
}

/**
 * Records the chunk graph before Vite writes its preload lists, so `preloadDependencies` can leave
 * out what is in the browser already when the importing chunk runs: every lazy page used to carry
 * the whole list of shared chunks (Box, Button, the JSX runtime…) in the console's first-load
 * code, to preload what the browser already had.
 */
export function chunkGraph(): Plugin {
  return {
    name: 'gondola:chunk-graph',
    apply: 'build',
    enforce: 'pre',
    // The graph is the module's: each build (the console chunk's second pass runs in the same process) starts it anew.
    renderStart() {
      graph.imports.clear();
      graph.importers.clear();
      shared.clear();
      inBrowser.clear();
      consoleStages.first = undefined;
      consoleStages.console = [];
    },
    // Before Vite writes the preload lists (its own generateBundle), with the final file names.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk') as unknown as OutChunk[];
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const holding = (path: string) => chunks.filter((chunk) => chunk.facadeModuleId?.endsWith(path) || chunk.moduleIds.some((id) => id.endsWith(path)));
        consoleStages.first = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(CONSOLE_STAGES[0].module)))?.fileName;
        consoleStages.console = [...new Set(holding(CONSOLE_APP).flatMap((chunk) => [...reachable(chunk.fileName, (file) => byFile.get(file)?.imports ?? [])]))];
      },
    },
    renderChunk(_code, _chunk, _options, meta) {
      if (graph.imports.size === 0) {
        for (const chunk of Object.values(meta.chunks)) {
          const name = base(chunk.fileName);
          if (graph.imports.has(name)) shared.add(name);
          graph.imports.set(name, chunk.imports.map(base));
          for (const imported of [...chunk.imports, ...chunk.dynamicImports].map(base)) graph.importers.set(imported, [...(graph.importers.get(imported) ?? []), name]);
        }
      }
      return null;
    },
  };
}

/**
 * `build.modulePreload.resolveDependencies`: a lazy chunk's dependencies minus what is surely loaded
 * when its importer runs. The boot's import of the console's first stage preloads the rest of the
 * console's first load with it: the boot imports each next stage only once the one before has run,
 * in the next task (src/console/console-libraries.ts), and they download meanwhile instead of after.
 */
export function preloadDependencies(fileName: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }): string[] {
  const all = fileName === consoleStages.first ? [...new Set([...deps, ...consoleStages.console])] : deps;
  const host = base(context.hostId);
  if (context.hostType !== 'js' || !graph.imports.has(host) || shared.has(host)) return all;
  const loaded = surelyLoaded(host);
  return all.filter((dep) => shared.has(base(dep)) || !loaded.has(base(dep)));
}
