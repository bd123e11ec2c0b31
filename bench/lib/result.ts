/** One figure of the benchmark report, with its reference and target where it has them. */
export interface Figure {
  bench: string;
  name: string;
  value: number;
  unit: string;
  /** What the figure is compared with in the same run (pgbench, the server's idle memory…). */
  reference?: { name: string; value: number; unit: string };
  /** The target: the value must be ≤ max or ≥ min. */
  target?: { max?: number; min?: number };
  /** Items 1 and 2 of the issue: a breach fails `npm run bench -- --quick` (CI). */
  budget?: boolean;
  note?: string;
}

export const met = (f: Figure) => !f.target || ((f.target.max === undefined || f.value <= f.target.max) && (f.target.min === undefined || f.value >= f.target.min));

export interface BenchContext {
  quick: boolean;
  /** PostgreSQL server the benches create their own database on. */
  databaseUrl: string;
  log(line: string): void;
}

export interface Bench {
  name: string;
  /** Part of the quick subset CI runs. */
  quick: boolean;
  run(context: BenchContext): Promise<Figure[]>;
}
