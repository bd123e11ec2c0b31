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

/**
 * MUI's Tooltip keeps the element it wraps in state, set from that element's ref. A ref is attached
 * while React commits, and a state update made then is urgent: every tooltip mounted by a screen
 * (the app bar's buttons, a list's) had React render them again synchronously right after the
 * screen's commit, and that synchronous render first ran all of the commit's passive effects
 * (queries subscribing, requests sent) in the same task: one task of ~100 ms on a phone-speed CPU
 * where there would be three short ones. As a transition the update renders after the
 * commit, in slices; the tooltip needs the element only once it is hovered or focused, and
 * its own pointer and focus handlers set it at once when it is not there yet.
 */
export const MUI_TOOLTIP_ANCHOR_IN_TRANSITION: VendorPatch = {
  file: '/node_modules/@mui/material/esm/Tooltip/Tooltip.js',
  find: 'const handleRef = useForkRef(getReactElementRef(children), setChildNode, ref);',
  replace:
    'const setChildNodeInTransition = React.useCallback((node) => React.startTransition(() => setChildNode(node)), []);\n' +
    '  const handleRef = useForkRef(getReactElementRef(children), setChildNodeInTransition, ref);',
  why: "MUI's tooltips forcing a synchronous render (and the commit's passive effects) into the task of every screen's commit",
};

/**
 * lodash reads an object's `Object.prototype.toString` tag by briefly masking its
 * `Symbol.toStringTag`, an assignment in a try. Bundled into an ES module the code is strict, and
 * where the tag is a built-in prototype's read-only property (a Map's, a Set's, a Promise's, a
 * DataView's, a WeakMap's) the assignment throws: five TypeErrors thrown and caught while the
 * console starts (lodash's `getTag` probes those five types as it loads), and one more for each
 * such value compared later. Sloppy mode, which lodash was written for, lets the assignment fail
 * silently; `Reflect.set` is that, in strict code: false instead of a throw, and lodash then
 * restores nothing, as it would have had nothing to restore.
 *
 * Without DevTools five throws cost microseconds. With DevTools attached (Lighthouse, a developer
 * pausing on caught exceptions) V8 captures each error's stack with source positions, and the
 * first throw had the console chunk's top level on its stack (lodash loads as the console's code
 * is evaluated), which means parsing that whole chunk again: 130–180 ms of the main thread at
 * Lighthouse's 4× phone slowdown, inside the longest task of a list opened from a link
 * (bench/README.md).
 */
export const LODASH_TAG_PROBE_WITHOUT_THROWING: VendorPatch = {
  file: '/node_modules/lodash/_getRawTag.js',
  find: 'value[symToStringTag] = undefined;\n    var unmasked = true;',
  replace: 'var unmasked = Reflect.set(value, symToStringTag, undefined);',
  why: "lodash's tag probe throwing (and catching) a TypeError for every built-in type with a read-only Symbol.toStringTag",
};

/**
 * react-dom makes five errors as it loads, never to report them: sentinels it throws to unwind a
 * render (a component suspending, a hydration mismatch) and recognises by identity. An `Error` call
 * captures the stack, and with DevTools attached (Lighthouse, a developer's open DevTools) V8
 * captures it with source positions: the stack's frame is the entry chunk's top level, being
 * evaluated, so that whole chunk (react-dom, 306 KB) was parsed twice more in the task that
 * evaluates it: 190 ms of the main thread at a 4× slowdown in a CDP trace of the home page, the
 * longest task of every start. Made as objects of the `Error` prototype with the same message, the
 * sentinels are what they were to React (the same identity checks, `instanceof Error`, the message
 * should one ever surface), without a stack nobody reads.
 */
const REACT_DOM_SENTINELS: [name: string, code: number][] = [
  ['HydrationMismatchException', 519],
  ['SuspenseException', 460],
  ['SuspenseyCommitException', 474],
  ['SuspenseActionException', 542],
  ['SelectiveHydrationException', 461],
];
export const REACT_DOM_SENTINELS_WITHOUT_STACKS: VendorPatch[] = REACT_DOM_SENTINELS.map(([name, code]) => ({
  file: '/node_modules/react-dom/cjs/react-dom-client.production.js',
  find: `${name} = Error(formatProdErrorMessage(${code}))`,
  replace: `${name} = Object.create(Error.prototype, { message: { value: formatProdErrorMessage(${code}), writable: !0, configurable: !0 } })`,
  why: `react-dom's ${name} sentinel capturing a stack as react-dom loads`,
}));

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
export function vendorPatches(
  patches: readonly VendorPatch[] = [RA_CORE_ROUTES_KEPT, MUI_TOOLTIP_ANCHOR_IN_TRANSITION, LODASH_TAG_PROBE_WITHOUT_THROWING, ...REACT_DOM_SENTINELS_WITHOUT_STACKS],
): Plugin {
  return {
    name: 'gondola-vendor-patches',
    enforce: 'pre',
    transform(code, id) {
      const patched = applyVendorPatches(patches, id, code);
      return patched === undefined ? null : { code: patched, map: null };
    },
  };
}
