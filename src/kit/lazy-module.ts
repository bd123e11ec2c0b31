import { startTransition, useEffect, useState } from 'react';

export interface LazyModuleOptions {
  /** A load that has not settled after this long counts as failed (a chunk request that hangs). */
  timeoutMs?: number;
  /**
   * Hand the loaded module over in a transition: the first render of what it brings (a page) then
   * yields to input instead of holding the main thread in one task.
   */
  transition?: boolean;
}

/**
 * A hook that gives what `load` resolves to once its chunk is here: undefined until then, and not
 * asked for while `wanted` is false (a part of a page that is folded away). Once loaded, every
 * later use has it at its first render. A chunk that cannot be loaded is thrown during render, so
 * the page's ChunkBoundary offers a reload rather than a part that never comes; the next use asks again.
 * It waits in state rather than in Suspense: React holds a Suspense boundary's content back for at
 * least 300 ms after its fallback was shown, which every first use would pay on top of the load.
 */
export function lazyModule<T>(load: () => Promise<T>, { timeoutMs, transition = false }: LazyModuleOptions = {}) {
  let loaded: { value: T } | undefined;
  let loading: Promise<{ value: T }> | undefined;
  const withTimeout = (): Promise<T> => {
    if (timeoutMs === undefined) return load();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`chunk not loaded after ${timeoutMs} ms`)), timeoutMs);
    });
    return Promise.race([load(), timeout]).finally(() => clearTimeout(timer));
  };
  const start = () => {
    loading ??= withTimeout().then(
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
        (module) => current && (transition ? startTransition(() => setState({ module })) : setState({ module })),
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
