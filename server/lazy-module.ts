/**
 * A dependency loaded when first used, then kept: a replica that never decodes a picture, parses
 * audio or runs the embedded broker does not carry them (sharp alone is ~27 MB of memory).
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
