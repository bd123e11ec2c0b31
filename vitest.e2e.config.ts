import { defineConfig } from 'vitest/config';
import { layerAliases } from './vite.config.ts';

export default defineConfig({
  resolve: { alias: layerAliases },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
