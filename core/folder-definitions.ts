/**
 * Definitions (areas, modules, resources) in the order of their names. The names are lower-case
 * ASCII, so code-unit order is their order, and a phone's console start does not pay for setting
 * up locale collation (`localeCompare`: ~40 ms at a phone's speed) before its first render.
 */
export const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * What a glob over `<folder>/<name>/<file>` found (`import.meta.glob(…, { eager: true })`): each
 * file's default export, checked to carry its folder's name, ordered by name. The console's areas
 * (`custom-pages/<area>/area.ts`) and the server's modules (`server/modules/<name>/module.ts`) are found so.
 * `define`: the function the file should have called, for the error.
 */
export function definedByFolder<T extends { name: string }>(files: Record<string, { default: T }>, define: string): T[] {
  return Object.entries(files)
    .map(([path, { default: definition }]) => {
      const folder = /([^/]+)\/[^/]+$/.exec(path)?.[1];
      if (!definition || definition.name !== folder) throw new Error(`${path} must default-export ${define}({ name: '${folder}', … })`);
      return definition;
    })
    .sort(byName);
}
