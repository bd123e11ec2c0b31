import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type { ResourceDefinition } from '../../core/resource-kit/types.ts';

const ID = 'virtual:resource-summaries';
const RESOLVED = `\0${ID}`;
const NAMES = 'virtual:resource-names/';

/**
 * `virtual:resource-summaries`: every resource's summary (and `virtual:resource-names/<language>`,
 * their names in one language) (core/resource-kit/summary.ts). A build
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
      return id === ID || id.startsWith(NAMES) ? `\0${id}` : undefined;
    },
    async load(id) {
      const index = path.join(root, 'resources/index.ts');
      const summary = path.join(root, 'core/resource-kit/summary.ts');
      if (id.startsWith(`\0${NAMES}`)) {
        // `virtual:resource-names/en|de`: the entities' names in one language.
        const language = id.slice(NAMES.length + 1);
        if (language !== 'en' && language !== 'de') throw new Error(`${id}: no such language`);
        if (!building)
          return `import { RESOURCES } from ${JSON.stringify(index)};\nimport { resourceNames } from ${JSON.stringify(summary)};\nexport default resourceNames(RESOURCES, ${JSON.stringify(language)});\n`;
        const [{ module: resources }, { module: kit }] = await Promise.all([
          runnerImport<{ RESOURCES: ResourceDefinition[] }>(index, { configFile: false, root, logLevel: 'error' }),
          runnerImport<typeof import('../../core/resource-kit/summary.ts')>(summary, { configFile: false, root, logLevel: 'error' }),
        ]);
        return `export default ${JSON.stringify(kit.resourceNames(resources.RESOURCES, language))};\n`;
      }
      if (id !== RESOLVED) return undefined;
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
