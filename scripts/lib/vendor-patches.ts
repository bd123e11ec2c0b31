import type { Plugin } from 'vite';

/** One change to a dependency's published code, made as the build reads it. */
export interface VendorPatch {
  /** The dependency's file, by the end of its path. */
  file: string;
  /** The exact code replaced: were it to change with an upgrade, the build fails and names the patch. */
  find: string;
  replace: string;
  /** What the patch is for (said when it no longer applies). */
  why: string;
}

/**
 * react-admin's router configuration sets its routes again in an effect on mount, always as a new
 * object: the whole console (layout, menu, the page) rendered a second time, synchronously, right
 * after its first render (a 165 ms task on a phone-speed CPU, measured with React's profiling
 * build). The routes come from the same elements, so the state keeps them when nothing changed.
 */
export const RA_CORE_ROUTES_KEPT: VendorPatch = {
  file: '/node_modules/ra-core/dist/core/useConfigureAdminRouterFromChildren.js',
  find: 'setRoutesAndResources(newRoutesAndResources);',
  replace:
    'setRoutesAndResources((previous) => ["resources", "customRoutesWithLayout", "customRoutesWithoutLayout"].every((key) => ' +
    'previous[key].length === newRoutesAndResources[key].length && previous[key].every((item, index) => item === newRoutesAndResources[key][index])) ' +
    '? previous : newRoutesAndResources);',
  why: 'react-admin re-rendering the console when its routes have not changed',
};

/** The code of `id` with every patch for its file applied; an error that names the patch if one no longer applies. */
export function applyVendorPatches(patches: readonly VendorPatch[], id: string, code: string): string | undefined {
  const mine = patches.filter((patch) => id.split('?')[0]!.endsWith(patch.file));
  if (!mine.length) return undefined;
  let out = code;
  for (const patch of mine) {
    const at = out.indexOf(patch.find);
    if (at < 0 || out.indexOf(patch.find, at + 1) >= 0)
      throw new Error(`${patch.file} no longer has the code patched for ${patch.why} (exactly once): look at the dependency's new version and drop or renew the patch`);
    out = out.slice(0, at) + patch.replace + out.slice(at + patch.find.length);
  }
  return out;
}

/** Applies `patches` to the dependencies' code in the build (scripts/lib/vendor-patches.ts). */
export function vendorPatches(patches: readonly VendorPatch[] = [RA_CORE_ROUTES_KEPT]): Plugin {
  return {
    name: 'gondola-vendor-patches',
    enforce: 'pre',
    transform(code, id) {
      const patched = applyVendorPatches(patches, id, code);
      return patched === undefined ? null : { code: patched, map: null };
    },
  };
}
