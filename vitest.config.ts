import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { resourceSummaries } from './scripts/lib/resource-summaries.ts';
import { layerAliases } from './vite.config.ts';

export default defineConfig({
  resolve: { alias: layerAliases },
  plugins: [react(), resourceSummaries()],
  test: {
    // vitest's default (one worker fewer than the cores) runs one file at a time on two cores, and
    // the API tests spend much of their time waiting on PostgreSQL: two files at once use both.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts', 'server/**/*.test.ts', 'core/**/*.test.ts', 'resources/**/*.test.ts'],
          // Seed once per run, copy per file (tests/support/database-templates.ts).
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30000,
          // The first file of a run that needs a template database builds it (15–40 s on two busy cores).
          hookTimeout: 120000,
          // Memory bounds (tests/api/storage.test.ts) measure live memory, not garbage not yet collected.
          execArgv: ['--expose-gc'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          setupFiles: ['tests/support/dom-setup.ts'],
          include: ['tests/components/**/*.test.tsx', 'src/**/*.test.tsx', 'custom-pages/**/*.test.tsx'],
          testTimeout: 30000,
        },
      },
    ],
  },
});
