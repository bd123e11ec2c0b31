import { useEffect, useState } from 'react';

/**
 * A hook that gives what `load` resolves to once its chunk is here: undefined until then, and not
 * asked for while `wanted` is false (a part of a page that is folded away). Once loaded, every
 * later use has it at its first render. A chunk that cannot be loaded is thrown during render, so
 * the page's ChunkBoundary offers a reload rather than a part that never comes; the next use asks again.
 */
export function lazyModule<T>(load: () => Promise<T>) {
  let loaded: { value: T } | undefined;
  let loading: Promise<{ value: T }> | undefined;
  const start = () => {
    loading ??= load().then(
      (value) => (loaded = { value }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: one hook per lazily loaded module, made once at module level (never during a render).
  function useLazyModule(wanted = true): T | undefined {
    const [state, setState] = useState<{ module?: { value: T }; error?: unknown }>(() => ({ module: loaded }));
    useEffect(() => {
      if (!wanted || state.module || state.error) return;
      let current = true;
      start().then(
        (module) => current && setState({ module }),
        (error: unknown) => current && setState({ error }),
      );
      return () => {
        current = false;
      };
    }, [wanted, state]);
    if (state.error) throw state.error;
    return state.module?.value;
  }
  /** Starts the load ahead of the first use (a part a wide screen will show at once). */
  const preload = () => start().then(({ value }) => value);
  return Object.assign(useLazyModule, { preload });
}
