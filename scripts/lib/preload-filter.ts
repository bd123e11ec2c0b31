import type { Plugin } from 'vite';

interface ChunkGraph {
  /** Static imports of each chunk, by file name. */
  imports: Map<string, string[]>;
}

const graph: ChunkGraph = { imports: new Map() };
/** Chunk names without their hash: the graph is recorded before the final hashes exist. */
const base = (fileName: string) => fileName.replace(/-(?:!~\{[0-9A-Za-z]+\}~|[A-Za-z0-9_-]{8})\.js$/, '');
/** Names two chunks share: never filtered on, as they cannot be told apart by name. */
const shared = new Set<string>();

/** Every chunk a chunk loads statically, itself included (what is in the browser once it runs). */
function loadedWith(fileName: string): Set<string> {
  const seen = new Set<string>();
  const stack = [fileName];
  while (stack.length) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...(graph.imports.get(next) ?? []));
  }
  return seen;
}

/**
 * Records the chunk graph before Vite writes its preload lists, so `preloadDependencies` can leave
 * out what the importing chunk has already loaded: every lazy page used to carry the whole list of
 * shared chunks (Box, Button, the JSX runtime…) in the console's first-load code, to preload what
 * the browser already had.
 */
export function chunkGraph(): Plugin {
  return {
    name: 'gondola:chunk-graph',
    apply: 'build',
    enforce: 'pre',
    renderChunk(_code, _chunk, _options, meta) {
      if (graph.imports.size !== Object.keys(meta.chunks).length) {
        graph.imports.clear();
        shared.clear();
        for (const chunk of Object.values(meta.chunks)) {
          const name = base(chunk.fileName);
          if (graph.imports.has(name)) shared.add(name);
          graph.imports.set(name, chunk.imports.map(base));
        }
      }
      return null;
    },
  };
}

/** `build.modulePreload.resolveDependencies`: a lazy chunk's dependencies minus what its importer has loaded. */
export function preloadDependencies(_fileName: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }): string[] {
  const host = base(context.hostId);
  if (context.hostType !== 'js' || !graph.imports.has(host) || shared.has(host)) return deps;
  const loaded = loadedWith(host);
  return deps.filter((dep) => shared.has(base(dep)) || !loaded.has(base(dep)));
}
