import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { areaManifestImports } from './area-routes.ts';
import { SCREEN_CHUNKS_FILE, type ScreenChunks } from '../../core/screen-chunks.ts';
import { AREA_MESSAGES, CONSOLE_APP, LIST_SCREEN, type OutChunk, RECORD_SCREENS } from './console-chunk.ts';
import { reachable } from './reachable.ts';

/** The loader of the screens' definitions and messages (`loadFullResources`): what it imports lazily loads with every screen of records. */
const FULL_RESOURCES = '/src/resource-screens/full-resources.ts';
/** A resource's own screen, found by the console by this convention (route-table.ts `RESOURCE_SCREENS`). */
const OWN_SCREEN = /\/custom-pages\/[^/]+\/([^/]+)\.(list|show|aside|actions)\.tsx$/;
/** An area's manifest (src/shell/areas.ts reads the same glob). */
const AREA_MANIFEST = /\/custom-pages\/[^/]+\/area\.ts$/;

/**
 * Writes `screen-chunks.json` (core/screen-chunks.ts): per screen kind, the files a screen opened
 * directly loads beyond the entry, so the server can name them in the page. Each chunk comes with
 * what it imports statically; what the entry loads is left out (index.html names it).
 */
export function screenChunks(): Plugin {
  let base = '/';
  return {
    name: 'gondola-screen-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk') as unknown as OutChunk[];
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const loadedWith = (file: string) => reachable(file, (f) => byFile.get(f)?.imports ?? []);
      const booted = loadedWith(entry.fileName);
      const holding = (id: string | ((id: string) => boolean)) =>
        chunks.filter((chunk) => chunk.moduleIds.some((m) => (typeof id === 'string' ? m.endsWith(id) : id(m)))).map((chunk) => chunk.fileName);
      const files = (starts: string[]) => [...new Set(starts.flatMap((file) => [...loadedWith(file)]))].filter((file) => !booted.has(file));
      const fullResourcesId = chunks.flatMap((chunk) => chunk.moduleIds).find((id) => id.endsWith(FULL_RESOURCES));
      const lazilyLoaded = (fullResourcesId ? this.getModuleInfo(fullResourcesId)?.dynamicallyImportedIds : undefined) ?? [];
      const definitions = [...lazilyLoaded.flatMap((id) => holding(id)), ...holding((id) => AREA_MESSAGES.test(id))];
      const console = holding(CONSOLE_APP);
      const url = (file: string) => `${base}${file}`;
      // Each area route's page modules: what its manifest's page loader imports, as the bundle resolved it.
      const manifests = [...new Set(chunks.flatMap((chunk) => chunk.moduleIds).filter((id) => AREA_MANIFEST.test(id)))].map((manifest) => {
        const resolved = this.getModuleInfo(manifest)?.dynamicallyImportedIds ?? [];
        const moduleOf = (specifier: string) => {
          const target = path.resolve(path.dirname(manifest), specifier);
          return resolved.find((id) => id === target || id.replace(/\.[cm]?[jt]sx?$/, '') === target);
        };
        return { moduleOf, ...areaManifestImports(manifest, fs.readFileSync(manifest, 'utf8')) };
      });
      // A frame is declared by one area and framed pages of others sit in it: it loads with each of them.
      const frameModules = new Map(manifests.flatMap(({ frames, moduleOf }) => Object.entries(frames).map(([name, imports]) => [name, imports.flatMap((s) => moduleOf(s) ?? [])])));
      const areaPages = () =>
        manifests.flatMap(({ routes, methods, moduleOf }) =>
          // An area's page calls its area's methods as it first renders (a status, its rows): their code comes with it.
          routes.map((route) => ({
            ...route,
            modules: [...route.imports, ...methods].flatMap((specifier) => moduleOf(specifier) ?? []),
            frameModules: route.frame ? (frameModules.get(route.frame) ?? []) : [],
          })),
        );
      const result: ScreenChunks = {
        list: files([...console, ...holding(LIST_SCREEN), ...definitions]).map(url),
        record: files([...console, ...RECORD_SCREENS.flatMap((id) => holding(id)), ...definitions]).map(url),
        // Not the root: a visitor not signed in lands there, and the sign-in screen loads only what it needs.
        pages: areaPages()
          .filter((page) => page.path !== '/')
          .map(({ path: route, light, modules, frameModules }) => ({
            path: route,
            // A frame always loads the definitions (src/shell/ShellRoutes.tsx), a light page alone does not.
            files: files([...console, ...(light && !frameModules.length ? [] : definitions), ...[...modules, ...frameModules].flatMap((id) => holding(id))]).map(url),
          })),
        own: Object.fromEntries(
          chunks.flatMap((chunk) => {
            const own = chunk.facadeModuleId?.match(OWN_SCREEN);
            return own ? [[`${own[1]}.${own[2]}`, files([chunk.fileName]).map(url)]] : [];
          }),
        ),
      };
      this.emitFile({ type: 'asset', fileName: SCREEN_CHUNKS_FILE, source: `${JSON.stringify(result, null, 1)}\n` });
    },
  };
}
