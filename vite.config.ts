import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { consoleChunk } from './scripts/lib/console-chunk.ts';
import { chunkGraph, preloadDependencies } from './scripts/lib/preload-filter.ts';
import { precompress } from './scripts/lib/precompress.ts';
import { resourceSummaries } from './scripts/lib/resource-summaries.ts';
import { screenChunks } from './scripts/lib/screen-chunks.ts';
import { vendorPatches } from './scripts/lib/vendor-patches.ts';

/** The layers, imported by name rather than by `../../..` (tsconfig.json's `paths` say the same to tsc). */
export const layerAliases = [
  { find: /^@core\//, replacement: fileURLToPath(new URL('./core/', import.meta.url)) },
  { find: /^@resources$/, replacement: fileURLToPath(new URL('./resources/index.ts', import.meta.url)) },
  { find: /^@resources\//, replacement: fileURLToPath(new URL('./resources/', import.meta.url)) },
  { find: /^@src\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
  { find: /^@custom-pages\//, replacement: fileURLToPath(new URL('./custom-pages/', import.meta.url)) },
];

const serverUrl = process.env.GONDOLA_DEV_SERVER ?? 'http://127.0.0.1:8081';

export default defineConfig({
  plugins: [vendorPatches(), react(), resourceSummaries(), chunkGraph(), screenChunks(), precompress(), consoleChunk()],
  resolve: {
    // Polyfills of what every supported browser has (es2022), each dragging helpers into the first load.
    alias: [
      ...layerAliases,
      { find: /^object\.entries$/, replacement: fileURLToPath(new URL('./src/vendor/object-entries.cjs', import.meta.url)) },
      { find: /^hasown$/, replacement: fileURLToPath(new URL('./src/vendor/hasown.cjs', import.meta.url)) },
      // react-router's package exports name only its build with development warnings (matching a
      // route checks and warns on every navigation); its production build differs in that flag alone.
      { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
      { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
    ],
  },
  build: {
    outDir: 'dist/spa',
    emptyOutDir: true,
    // Written for an error tracker to take, never referenced by the bundle nor served (SECURITY.md).
    sourcemap: 'hidden',
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    // A lazy page preloads only what its importer has not loaded already (scripts/lib/preload-filter.ts).
    modulePreload: { resolveDependencies: preloadDependencies },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: serverUrl, changeOrigin: false },
      '/oidc': { target: serverUrl, changeOrigin: false },
    },
  },
});
