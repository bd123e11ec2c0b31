import { defineConfig } from 'vitest/config';
import { layerAliases } from './vite.config.ts';

/**
 * The two walks over every page (three browsers at once inside each) run alone, after the others:
 * they load the machine on their own and wait on every page. The other files each start a server
 * from the seeded copy and a browser of their own, three files at a time (E2E_WORKERS to change it);
 * the bulk command to 1,000 devices with its SIGKILL, the process signals and the first-load byte
 * budget among them (none holds anything to a time). The suite mostly waits (on two cores, 14 min
 * of CPU in 17 min of wall clock two at a time): three at a time, those files took 484 s instead of
 * 600 s; four at a time lost a restarted server's own broker connection behind its devices (since
 * fixed, server/device-layer/broker.ts) for 57 s more saved.
 */
const FILES_AT_ONCE = Number(process.env.E2E_WORKERS ?? 3);
const ALONE = ['role-walk', 'accessibility'].map((name) => `tests/e2e/${name}.e2e.ts`);

const shared = {
  environment: 'node',
  testTimeout: 90_000,
  hookTimeout: 90_000,
  // it.concurrent (the role walk, the accessibility passes): at most three browsers at once.
  maxConcurrency: 3,
  // A page waited on by expect.poll may take seconds on two busy cores (CI): vitest's 1 s default
  // failed a video director flow once when the browser needed longer to draw the shapes.
  expect: { poll: { timeout: 15_000 } },
} as const;

export default defineConfig({
  resolve: { alias: layerAliases },
  test: {
    globalSetup: ['tests/e2e/global-setup.ts'],
    projects: [
      {
        resolve: { alias: layerAliases },
        test: { ...shared, name: 'e2e', include: ['tests/e2e/**/*.e2e.ts'], exclude: ALONE, maxWorkers: FILES_AT_ONCE, sequence: { groupOrder: 0 } },
      },
      {
        resolve: { alias: layerAliases },
        test: { ...shared, name: 'e2e-alone', include: ALONE, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
