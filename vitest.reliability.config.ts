import { defineConfig } from 'vitest/config';
import { layerAliases } from './vite.config.ts';

// `npm run test:reliability`: the attack, fuzz, isolation, crash and load suites (tests/reliability).
export default defineConfig({
  resolve: { alias: layerAliases },
  test: {
    name: 'reliability',
    environment: 'node',
    include: ['tests/reliability/**/*.rel.ts'],
    // The crash and load suites measure processes; they must not share two cores with another suite.
    fileParallelism: false,
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
