import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

// The server is bundled into one ESM file; dependencies stay in node_modules.
const external = [...builtinModules, ...builtinModules.map((m) => `node:${m}`), ...Object.keys(pkg.dependencies)];

export default defineConfig({
  build: {
    // The console server, and the embedded identity provider stand-alone (dist/idp.js, scale-out suite).
    ssr: true,
    outDir: 'dist',
    copyPublicDir: false,
    emptyOutDir: false,
    target: 'node22',
    sourcemap: true,
    minify: false,
    rollupOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      input: { server: 'server/main.ts', idp: 'server/idp/standalone.ts' },
      output: { entryFileNames: '[name].js', format: 'es' },
    },
  },
});
