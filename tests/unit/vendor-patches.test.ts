import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyVendorPatches, LODASH_TAG_PROBE_WITHOUT_THROWING, MUI_TOOLTIP_ANCHOR_IN_TRANSITION, RA_CORE_ROUTES_KEPT, type VendorPatch } from '../../scripts/lib/vendor-patches';

const PATCH: VendorPatch = { file: '/node_modules/lib/dist/a.js', find: 'render(all);', replace: 'render(changed);', why: 'a test' };

describe('patches to dependencies made as the build reads them', () => {
  it('changes the named file only, in the one place named', () => {
    expect(applyVendorPatches([PATCH], '/w/node_modules/lib/dist/a.js?v=1', 'start(); render(all); end();')).toBe('start(); render(changed); end();');
    expect(applyVendorPatches([PATCH], '/w/node_modules/lib/dist/b.js', 'render(all);')).toBeUndefined();
  });

  it('stops the build, naming the patch, when the dependency changed the code it replaces or has it twice', () => {
    expect(() => applyVendorPatches([PATCH], '/w/node_modules/lib/dist/a.js', 'render(everything);')).toThrow(/lib\/dist\/a\.js no longer has the code patched for a test/);
    expect(() => applyVendorPatches([PATCH], '/w/node_modules/lib/dist/a.js', 'render(all); render(all);')).toThrow(/exactly once/);
  });

  it("applies to the installed react-admin: its routes' state keeps the same routes instead of taking an equal copy", async () => {
    const file = path.resolve(import.meta.dirname, '../..', RA_CORE_ROUTES_KEPT.file.slice(1));
    const patched = applyVendorPatches([RA_CORE_ROUTES_KEPT], file, fs.readFileSync(file, 'utf8'))!;
    // The replacement's updater, run as react-admin runs it: equal routes keep the previous state object.
    const updater = new Function('newRoutesAndResources', `let out; const setRoutesAndResources = (f) => (out = f); ${RA_CORE_ROUTES_KEPT.replace} return out;`);
    const element = { type: 'Resource' };
    const previous = { resources: [element], customRoutesWithLayout: [], customRoutesWithoutLayout: [] };
    expect(updater({ resources: [element], customRoutesWithLayout: [], customRoutesWithoutLayout: [] })(previous)).toBe(previous);
    const changed = { resources: [element, { type: 'Resource' }], customRoutesWithLayout: [], customRoutesWithoutLayout: [] };
    expect(updater(changed)(previous)).toBe(changed);
    expect(patched).toContain(RA_CORE_ROUTES_KEPT.replace);
  });

  it("applies to the installed MUI: a tooltip's element reaches its state in a transition, not in the commit", () => {
    const file = path.resolve(import.meta.dirname, '../..', MUI_TOOLTIP_ANCHOR_IN_TRANSITION.file.slice(1));
    const patched = applyVendorPatches([MUI_TOOLTIP_ANCHOR_IN_TRANSITION], file, fs.readFileSync(file, 'utf8'))!;
    expect(patched).toContain('useForkRef(getReactElementRef(children), setChildNodeInTransition, ref)');
    // The hover and focus handlers still set the element at once when the transition has not yet.
    expect(patched).toMatch(/if \(!childNode\) \{\s*setChildNode\(event\.currentTarget\);/);
  });

  it('applies to the installed lodash: in strict code (as bundled) its tag probe no longer throws, and reads the same tags', () => {
    const file = path.resolve(import.meta.dirname, '../..', LODASH_TAG_PROBE_WITHOUT_THROWING.file.slice(1));
    const original = fs.readFileSync(file, 'utf8');
    // The module as the bundle runs it: strict, with its one dependency (lodash's Symbol), and what its try catches kept.
    const caught: unknown[] = [];
    const load = (code: string) => {
      const module = { exports: undefined as unknown as (value: object) => string };
      new Function('module', 'require', 'caught', `"use strict";${code.replace('} catch (e) {}', '} catch (e) { caught.push(e); }')}`)(module, () => Symbol, caught);
      return module.exports;
    };
    const builtIns = () => [new Map(), new Set(), Promise.resolve(), new DataView(new ArrayBuffer(1)), new WeakMap()];
    builtIns().map(load(original));
    expect(caught.map((e) => (e as Error).constructor.name)).toEqual(['TypeError', 'TypeError', 'TypeError', 'TypeError', 'TypeError']);
    caught.length = 0;
    const patched = load(applyVendorPatches([LODASH_TAG_PROBE_WITHOUT_THROWING], file, original)!);
    const tagged = { [Symbol.toStringTag]: 'Tagged' };
    expect(builtIns().map(patched)).toEqual(['[object Map]', '[object Set]', '[object Promise]', '[object DataView]', '[object WeakMap]']);
    // An own tag is masked while the raw tag is read, then put back.
    expect(patched(tagged)).toBe('[object Object]');
    expect(tagged[Symbol.toStringTag]).toBe('Tagged');
    expect(caught).toEqual([]);
  });
});
