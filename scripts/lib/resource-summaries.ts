import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type { ResourceDefinition } from '../../core/resource-kit/types.ts';

const ID = 'virtual:resource-summaries';
const RESOLVED = `\0${ID}`;

/**
 * `virtual:resource-summaries`: every resource's summary (core/resource-kit/summary.ts). A build
 * evaluates the definitions once and writes the summaries as data, so the console's first chunk
 * carries a few bytes per entity instead of its whole definition; in development and tests the
 * module maps the definitions at run time (the same function, so both give the same result).
 */
export function resourceSummaries(): Plugin {
  let root = process.cwd();
  let building = false;
  return {
    name: 'gondola-resource-summaries',
    configResolved(config) {
      root = config.root;
      building = config.command === 'build' && !config.build.ssr;
    },
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const index = path.join(root, 'resources/index.ts');
      const summary = path.join(root, 'core/resource-kit/summary.ts');
      if (!building)
        return `import { RESOURCES } from ${JSON.stringify(index)};\nimport { summarize } from ${JSON.stringify(summary)};\nexport default RESOURCES.map(summarize);\n`;
      const [{ module: resources }, { module: kit }] = await Promise.all([
        runnerImport<{ RESOURCES: ResourceDefinition[] }>(index, { configFile: false, root, logLevel: 'error' }),
        runnerImport<typeof import('../../core/resource-kit/summary.ts')>(summary, { configFile: false, root, logLevel: 'error' }),
      ]);
      return `export default ${JSON.stringify(resources.RESOURCES.map(kit.summarize))};\n`;
    },
  };
}
