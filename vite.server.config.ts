import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

// The server is bundled into one ESM file; dependencies stay in node_modules.
const external = [...builtinModules, ...builtinModules.map((m) => `node:${m}`), ...Object.keys(pkg.dependencies)];

export default defineConfig({
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist',
    emptyOutDir: false,
    target: 'node22',
    sourcemap: true,
    minify: false,
    rollupOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      output: { entryFileNames: 'server.js', format: 'es' },
    },
  },
});
