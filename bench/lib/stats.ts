/** Percentile by nearest rank over a copy of the samples. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const median = (samples: number[]) => percentile(samples, 50);

export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Runs `measure` `runs` times and keeps every result, so the report can take the median. */
export async function repeat<T>(runs: number, measure: (run: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let run = 0; run < runs; run++) results.push(await measure(run));
  return results;
}
