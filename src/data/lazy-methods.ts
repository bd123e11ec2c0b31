type AsyncMethods<M> = { [K in keyof M]: M[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => Promise<R> : never };

/**
 * An area's data provider methods whose code loads with their first call, so the console's first
 * load carries only their names: the vault, files and video methods are used by a few pages only.
 */
export function lazyMethods<M extends AsyncMethods<M>>(load: () => Promise<M>, names: Record<keyof M, true>): M {
  let loaded: Promise<M> | undefined;
  const methods: Partial<Record<keyof M, unknown>> = {};
  // Every method named (the record's type asks for all of them), so none is missing at run time.
  for (const name of Object.keys(names) as Array<keyof M>)
    methods[name] = async (...args: unknown[]) => {
      // A chunk that failed to load (a dropped connection) is asked for again at the next call.
      loaded ??= load().catch((error: unknown) => {
        loaded = undefined;
        throw error;
      });
      return ((await loaded)[name] as (...a: unknown[]) => Promise<unknown>)(...args);
    };
  return methods as M;
}
