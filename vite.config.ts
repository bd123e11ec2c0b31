import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './scripts/lib/precompress.ts';

const serverUrl = process.env.GONDOLA_DEV_SERVER ?? 'http://127.0.0.1:8081';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    // Polyfills of what every supported browser has (es2022), each dragging helpers into the first load.
    alias: [
      { find: /^object\.entries$/, replacement: fileURLToPath(new URL('./src/vendor/object-entries.cjs', import.meta.url)) },
      { find: /^hasown$/, replacement: fileURLToPath(new URL('./src/vendor/hasown.cjs', import.meta.url)) },
    ],
  },
  build: {
    outDir: 'dist/spa',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: serverUrl, changeOrigin: false },
      '/oidc': { target: serverUrl, changeOrigin: false },
    },
  },
});
