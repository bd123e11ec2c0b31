import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { layerAliases } from '../../../vite.config.ts';

// The peer app's build: the same Vite and React plugin as Gondola's, the framework's defaults.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { alias: layerAliases },
  logLevel: 'warn',
  build: { target: 'es2022', emptyOutDir: true, chunkSizeWarningLimit: 5000 },
});
