import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';

const PREFIX = 'virtual:route-messages/';

/**
 * `virtual:route-messages/en` and `/de`: the route and menu labels in one language. The labels sit
 * in pairs in src/i18n/messages/routes.ts (both languages side by side, so a missing translation
 * shows in review); a build evaluates them per language, so the English first chunk carries no
 * German label and the German catalogue (loaded when German is chosen) no English one. In
 * development and tests the module calls the same function at run time.
 */
export function routeMessages(): Plugin {
  let root = process.cwd();
  let building = false;
  return {
    name: 'gondola-route-messages',
    configResolved(config) {
      root = config.root;
      building = config.command === 'build' && !config.build.ssr;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const language = id.slice(PREFIX.length + 1);
      if (language !== 'en' && language !== 'de') throw new Error(`${id}: no such language`);
      const file = path.join(root, 'src/i18n/messages/routes.ts');
      if (!building) return `import { routeMessages } from ${JSON.stringify(file)};\nexport default routeMessages(${JSON.stringify(language)});\n`;
      const { module } = await runnerImport<typeof import('../../src/i18n/messages/routes.ts')>(file, { configFile: false, root, logLevel: 'error' });
      return `export default ${JSON.stringify(module.routeMessages(language))};\n`;
    },
  };
}
