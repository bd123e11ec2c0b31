import { defineConfig } from 'vitest/config';
import { layerAliases } from './vite.config.ts';

/**
 * `npm run test:reliability`: the attack, fuzz, isolation, crash and load suites (tests/reliability).
 * The suites that kill processes, load the machine or measure time run alone, after the others;
 * the in-process ones (attacks, fuzz, access, audit, headers, tokens) run two files at a time, each
 * on a database of its own.
 */
const ALONE = ['crash', 'load', 'scale-out', 'outbox', 'reprocess'].map((name) => `tests/reliability/${name}.rel.ts`);

const shared = {
  environment: 'node',
  testTimeout: 300_000,
  hookTimeout: 120_000,
} as const;

export default defineConfig({
  resolve: { alias: layerAliases },
  test: {
    globalSetup: ['tests/support/global-setup.ts'],
    projects: [
      {
        resolve: { alias: layerAliases },
        test: { ...shared, name: 'reliability', include: ['tests/reliability/**/*.rel.ts'], exclude: ALONE, maxWorkers: 2, sequence: { groupOrder: 0 } },
      },
      {
        resolve: { alias: layerAliases },
        test: { ...shared, name: 'reliability-alone', include: ALONE, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
