import { defineConfig } from 'vitest/config';
import { layerAliases } from './vite.config.ts';

/**
 * `npm run test:reliability`: the attack, fuzz, isolation, crash and load suites (tests/reliability).
 * The in-process ones (attacks, fuzz, access, audit, headers, tokens) run two files at a time, each
 * on a database of its own. The suites that drive a built server of their own (crash, load, outbox,
 * reprocess) come next, two at a time: each server is one Node process, so one such suite leaves a
 * core idle, and none of them holds a figure to a time. The scale-out suite (three replicas,
 * HAProxy, a load of its own and a release built beside them) runs last and alone.
 */
const SERVER_OF_ITS_OWN = ['crash', 'load', 'outbox', 'reprocess'].map((name) => `tests/reliability/${name}.rel.ts`);
const ALONE = ['tests/reliability/scale-out.rel.ts'];

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
        test: {
          ...shared,
          name: 'reliability',
          include: ['tests/reliability/**/*.rel.ts'],
          exclude: [...SERVER_OF_ITS_OWN, ...ALONE],
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias: layerAliases },
        test: { ...shared, name: 'reliability-servers', include: SERVER_OF_ITS_OWN, maxWorkers: 2, sequence: { groupOrder: 1 } },
      },
      {
        resolve: { alias: layerAliases },
        test: { ...shared, name: 'reliability-alone', include: ALONE, fileParallelism: false, sequence: { groupOrder: 2 } },
      },
    ],
  },
});
