import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/lib/precompress.ts';

const serverUrl = process.env.GONDOLA_DEV_SERVER ?? 'http://127.0.0.1:8081';

export default defineConfig({
  plugins: [react(), precompress()],
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
