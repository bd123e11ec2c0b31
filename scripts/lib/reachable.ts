/** Every node reached from `start` by following `next`, `start` included (a chunk and what it loads statically, say). */
export function reachable<T>(start: T, next: (node: T) => readonly T[]): Set<T> {
  const seen = new Set<T>();
  const stack = [start];
  while (stack.length) {
    const node = stack.pop()!;
    if (seen.has(node)) continue;
    seen.add(node);
    stack.push(...next(node));
  }
  return seen;
}
