import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyVendorPatches, REACT_DOM_SENTINELS_WITHOUT_STACKS } from '../../scripts/lib/vendor-patches';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../..');
const file = path.join(root, REACT_DOM_SENTINELS_WITHOUT_STACKS[0]!.file.slice(1));
// The production builds the console ships, as the bundle has them (the tests otherwise run React's development build).
const React = require(path.join(root, 'node_modules/react/cjs/react.production.js'));
const scheduler = require(path.join(root, 'node_modules/scheduler/cjs/scheduler.production.js'));
const ReactDOM = require(path.join(root, 'node_modules/react-dom/cjs/react-dom.production.js'));

/** react-dom's client loaded from `code`, with every `Error` it makes (as a call or with `new`) counted. */
function load(code: string) {
  const made: string[] = [];
  const count = (target: ErrorConstructor, args: unknown[]) => {
    made.push(String(args[0]));
    return Reflect.construct(target, args);
  };
  const CountingError = new Proxy(Error, {
    apply: (target, _this, args) => count(target, args),
    construct: (target, args) => count(target, args),
  });
  const module = { exports: {} as typeof import('react-dom/client') };
  const requireDependency = (id: string) => ({ react: React, scheduler, 'react-dom': ReactDOM })[id];
  new Function('module', 'exports', 'require', 'Error', code)(module, module.exports, requireDependency, CountingError);
  return { client: module.exports, made };
}

// A module-level component reading whichever promise the test hands it.
let pendingText: Promise<string> = Promise.resolve('');
const Text = () => React.createElement('p', null, React.use(pendingText));

describe("react-dom's sentinel errors (vendor patch)", () => {
  const original = fs.readFileSync(file, 'utf8');
  const patched = applyVendorPatches(REACT_DOM_SENTINELS_WITHOUT_STACKS, file, original)!;

  it('are made without an Error call (no stack captured) as react-dom loads', () => {
    expect(load(original).made).toHaveLength(REACT_DOM_SENTINELS_WITHOUT_STACKS.length);
    expect(load(patched).made).toEqual([]);
  });

  it('still let a component suspend on a promise and render once it resolves', async () => {
    const { client, made } = load(patched);
    let resolve!: (text: string) => void;
    pendingText = new Promise<string>((r) => {
      resolve = r;
    });
    const container = document.createElement('div');
    const root = client.createRoot(container);
    root.render(React.createElement(React.Suspense, { fallback: React.createElement('p', null, 'waiting') }, React.createElement(Text)));
    await expect.poll(() => container.textContent).toBe('waiting');
    resolve('resolved');
    await expect.poll(() => container.textContent).toBe('resolved');
    root.unmount();
    // Suspending threw the sentinel, which React recognised by identity: no error was made or reported.
    expect(made).toEqual([]);
  });
});
