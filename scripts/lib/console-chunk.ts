import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { reachable } from './reachable.ts';

/** Set for the second pass: the modules the first pass found in the console's first load and in the list screen's. */
const HANDED = 'GONDOLA_CONSOLE_MODULES';
const CONFIG = fileURLToPath(new URL('../../vite.config.ts', import.meta.url));
export const AREA_MESSAGES = /\/custom-pages\/[^/]+\/messages\.ts$/;
export const LIST_SCREEN = '/src/resource-screens/ResourceList.tsx';
/** A list's filter inputs, loaded when its filter form is first shown (`useListFilters`). */
export const LIST_FILTERS = '/src/resource-screens/list-filters.tsx';
/**
 * The inputs a list's filters load when first shown (`lazyModule`): the generic ones, and the
 * record pickers a bespoke list's filters use (LazyRecordMultiPicker). One `list-inputs` chunk.
 */
export const LIST_INPUTS = [LIST_FILTERS, '/src/kit/RecordMultiPicker.tsx'];
export const RECORD_SCREENS = ['/src/resource-screens/ResourceForm.tsx', '/src/resource-screens/ResourceShow.tsx'];
export const CONSOLE_APP = '/src/console/ConsoleApp.tsx';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The console's own code: what is not a library (the polyfill stand-ins in src/vendor are libraries' code). */
const isOwnCode = (id: string) => id.startsWith(ROOT) && /^(src|core|resources|custom-pages)\//.test(id.slice(ROOT.length)) && !id.slice(ROOT.length).startsWith('src/vendor/');
/**
 * What MUI's components are made with: the styling engine (emotion, stylis), MUI's system and
 * utilities, and MUI's theme modules (none of which imports a component: the build checks it).
 */
const STYLING =
  /\/node_modules\/(@mui\/(system|utils|styled-engine|private-theming)\/|@mui\/material\/esm\/(styles|colors|zero-styled|className|generateUtilityClass|generateUtilityClasses|transitions|DefaultPropsProvider|GlobalStyles|InitColorSchemeScript)\/|@emotion\/|stylis\/|clsx\/|prop-types\/|react-is\/|hoist-non-react-statics\/|@babel\/runtime\/)/;
const UI_KIT = /\/node_modules\/(@mui\/|react-transition-group\/|@popperjs\/)/;
/**
 * The console's first load in the order the boot evaluates it, a task each (src/console/console-libraries.ts):
 * the styling engine, MUI's components, the other libraries, then the console's own code (the
 * `ConsoleApp` chunk). Each stage's module, which the boot imports, goes with its stage's chunk.
 * The styling engine and the components were one stage, 19–25 ms at full speed: the longest task
 * of a phone's list before its first render (×4 on the phone Lighthouse emulates). A module goes to
 * the first stage that holds it.
 */
export const CONSOLE_STAGES = [
  { chunk: 'console-styling', module: '/src/console/console-styling.ts', holds: (id: string) => STYLING.test(id) },
  { chunk: 'console-ui-kit', module: '/src/console/console-ui-kit.ts', holds: (id: string) => UI_KIT.test(id) },
  { chunk: 'console-libraries', module: '/src/console/console-libraries.ts', holds: (id: string) => !isOwnCode(id) },
] as const;
const stageOf = (id: string, inConsole: boolean) =>
  CONSOLE_STAGES.find((stage) => id.endsWith(stage.module))?.chunk ?? (inConsole ? (CONSOLE_STAGES.find((stage) => stage.holds(id))?.chunk ?? 'ConsoleApp') : undefined);
const HOME_PAGE = '/custom-pages/home/TriageHome.tsx';
/**
 * A list validates nothing, but the first split puts the validation library and the kit's
 * validation in a chunk the list shares with the forms (the kit's index reaches them): named here,
 * they stay out of the list's chunk and load with the first form (~26 KB compressed off a list
 * opened directly). Were a list module ever to use them, its chunk would import them: slower, never broken.
 */
const KIT_VALIDATION = /\/core\/resource-kit\/validation\.ts$/;
const FORMS_ONLY = [/\/node_modules\/zod\//, KIT_VALIDATION];
const formsOnly = (id: string) => FORMS_ONLY.some((pattern) => pattern.test(id));

interface Handed {
  console: string[];
  lists: string[];
  inputs: string[];
  records: string[];
}

/** A resource's own list screen, found by convention (`installations.list.tsx`, see an area's `area.ts`). */
const LIST_PAGE = /\.list\.tsx$/;

/**
 * A group's files less what a list page (`listPages`: a resource's own list screen, with what it
 * loads statically) imports, with all that reaches: the installations list importing one (its tracker
 * checkboxes, a FormGroup) from `list-inputs` or `record-screens` would otherwise load that whole
 * chunk with its first render, on a phone too, where the filters stay folded and no form is shown.
 * What is left out goes to the automatic split, a chunk the page and the group share.
 */
function lessWhatListsImport(group: string[], listPages: Set<string>, byFile: Map<string, OutChunk>, loadedWith: (start: OutChunk | undefined) => Set<string>): string[] {
  const members = new Set(group);
  const imported = [...listPages].filter((file) => !members.has(file)).flatMap((file) => byFile.get(file)?.imports.filter((dep) => members.has(dep)) ?? []);
  const left = new Set(imported.flatMap((file) => [...loadedWith(byFile.get(file))]));
  return group.filter((file) => !left.has(file));
}

/** A chunk of the bundle, as these build plugins read it. */
export interface OutChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  moduleIds: string[];
}

/**
 * What the console loads statically, in one chunk. Left to the automatic split it arrives as ~60
 * files (Box, Button, Stack… each a chunk of its own because lazy pages share them), each compressed
 * on its own; in one file the same bytes compress ~17 KB smaller, and a lazy page, which runs only
 * after the console, loads nothing more for taking them from it. The module graph cannot tell which
 * of a package's re-exports the console uses, so the build runs twice: the first split names the
 * modules of the console's first-load chunks, the second puts exactly those in the console's chunk.
 *
 * The same holds for the records' screens: the generic list loaded ~50 chunks beyond the console
 * (definitions, inputs, the data table, the form library), most under 2 KB, each a request of its
 * own and a fetch the page's main thread schedules (~1 ms each on a phone). They are one
 * `list-screens` chunk; a list's filter inputs, which load when its filter form is first shown
 * (`LIST_INPUTS`: a phone's list keeps them folded), are one `list-inputs` chunk the forms share;
 * and what a record's form and page add is one `record-screens` chunk; what
 * the home page loads stays out of both, so the dashboard's first load does not grow. The price: a
 * bespoke page that shares one module with the list loads the list's chunk on its first visit.
 */
export function consoleChunk(): Plugin {
  let members: Handed | undefined;
  let first: { outDir: string; mode: string } | undefined;
  const handed = process.env[HANDED];
  return {
    name: 'gondola-console-chunk',
    apply: 'build',
    config() {
      // The first pass only names the modules: nothing written, compressed or mapped (the second pass does that).
      if (!handed) return { build: { write: false, sourcemap: false } };
      const given = JSON.parse(handed) as Handed;
      const modules = new Set(given.console);
      const lists = new Set(given.lists);
      const inputs = new Set(given.inputs);
      const records = new Set(given.records);
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // The boot's modules stay in the boot's chunk: only the captured modules move.
                includeDependenciesRecursively: false,
                groups: [
                  {
                    // The console's first load in its three stages (CONSOLE_STAGES), the rest as before.
                    name: (id: string) =>
                      stageOf(id, modules.has(id)) ??
                      (lists.has(id) && !formsOnly(id) ? 'list-screens' : inputs.has(id) && !formsOnly(id) ? 'list-inputs' : records.has(id) ? 'record-screens' : null),
                  },
                  // The areas' messages load together with the first screen of records (loadAreaMessages): one file, not
                  // one request per area. A page that imports its area's messages itself (the home page) keeps them.
                  {
                    name: (id: string, ctx: { getModuleInfo(id: string): { importers: readonly string[] } | null }) =>
                      AREA_MESSAGES.test(id) && !ctx.getModuleInfo(id)?.importers.length ? 'area-messages' : null,
                  },
                ],
              },
            },
          },
        },
      };
    },
    // The kit's validation declares nothing at its top level that runs (see FORMS_ONLY): said so, a
    // chunk that reaches it through the kit's index does not import it only to run it.
    transform(code, id) {
      return KIT_VALIDATION.test(id) ? { code, map: null, moduleSideEffects: false } : null;
    },
    configResolved(config) {
      first = { outDir: config.build.outDir, mode: config.mode };
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutChunk & typeof item => item.type === 'chunk') as unknown as OutChunk[];
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      if (handed) {
        // Were a stage to import a later one, evaluating it would evaluate that too, in the same task (and in a cycle, maybe out of order).
        const holding = (path: string) => chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(path)));
        const order = [...CONSOLE_STAGES.map((stage) => holding(stage.module)), holding(CONSOLE_APP)];
        order.forEach((chunk, index) => {
          const loads = chunk ? reachable(chunk.fileName, (file) => byFile.get(file)?.imports ?? []) : new Set<string>();
          const later = order.slice(index + 1).find((next) => next && next !== chunk && loads.has(next.fileName));
          if (chunk && later)
            this.error(`${chunk.fileName} (a stage of the console's first load) imports ${later.fileName}, a later stage: a module of the earlier one imports one of the later`);
        });
        return;
      }
      const boot = chunks.find((chunk) => chunk.isEntry);
      const console = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(CONSOLE_APP));
      if (!boot || !console) return;
      const loadedWith = (start: OutChunk | undefined) => (start ? reachable(start.fileName, (file) => byFile.get(file)?.imports ?? []) : new Set<string>());
      const holding = (path: string) => chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(path)));
      const modulesOf = (files: Iterable<string>) => [...files].flatMap((file) => byFile.get(file)?.moduleIds ?? []);
      const booted = loadedWith(boot);
      const consoleFiles = [...loadedWith(console)].filter((file) => !booted.has(file));
      const home = loadedWith(holding(HOME_PAGE));
      const taken = new Set([...booted, ...consoleFiles, ...home]);
      const free = (file: string) => !taken.has(file) && !byFile.get(file)?.moduleIds.some((id) => AREA_MESSAGES.test(id));
      const listFiles = [...loadedWith(holding(LIST_SCREEN))].filter(free);
      for (const file of listFiles) taken.add(file);
      const listPages = new Set(chunks.filter((chunk) => chunk.moduleIds.some((id) => LIST_PAGE.test(id))).flatMap((chunk) => [...loadedWith(chunk)]));
      const groupOf = (paths: string[]) => lessWhatListsImport([...new Set(paths.flatMap((path) => [...loadedWith(holding(path))]))].filter(free), listPages, byFile, loadedWith);
      const inputFiles = groupOf(LIST_INPUTS);
      for (const file of inputFiles) taken.add(file);
      const recordFiles = groupOf(RECORD_SCREENS);
      members = { console: modulesOf(consoleFiles), lists: modulesOf(listFiles), inputs: modulesOf(inputFiles), records: modulesOf(recordFiles) };
    },
    async closeBundle() {
      if (handed) return;
      // The first pass wrote nothing: the second always runs (with no group when the console was not found).
      process.env[HANDED] = JSON.stringify(members ?? { console: [], lists: [], inputs: [], records: [] });
      try {
        // Where and how the first pass built (a command line's --outDir or --mode included).
        await build({ configFile: CONFIG, logLevel: 'warn', mode: first?.mode, build: { outDir: first?.outDir } });
      } finally {
        delete process.env[HANDED];
      }
    },
  };
}
