import { defineConfig } from 'vitest/config';
import { layerAliases } from './vite.config.ts';

export default defineConfig({
  resolve: { alias: layerAliases },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    fileParallelism: false,
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // A page waited on by expect.poll may take seconds on two busy cores (CI): vitest's 1 s default
    // failed a video director flow once when the browser needed longer to draw the shapes.
    expect: { poll: { timeout: 15_000 } },
  },
});
