/**
 * Sets `key` in a map that holds at most `limit` entries: the oldest leaves first (a Map keeps
 * insertion order), so the keys in use stay and one-off keys leave. A key already there keeps its
 * place; delete it first to move it to the back. Used for every cache that must not grow with input.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, limit: number): void {
  if (!map.has(key) && map.size >= limit) map.delete(map.keys().next().value!);
  map.set(key, value);
}

/** Adds `value` to a set that holds at most `limit` values, by the same rule as `setBounded`. */
export function addBounded<T>(set: Set<T>, value: T, limit: number): void {
  if (!set.has(value) && set.size >= limit) set.delete(set.values().next().value!);
  set.add(value);
}
