import type { z } from 'zod';

/** What every slice may read besides its own variables: the settings of the server itself. */
export interface BaseSettings {
  production: boolean;
  nodeEnv: 'development' | 'production' | 'test';
  /** Demo data and the in-process demo parts (never in production). */
  demoData: boolean;
  publicUrl: string;
  dataDir: string;
  /** The environment as given, for a slice that must tell an unset variable from its default. */
  raw: NodeJS.ProcessEnv;
}

/**
 * One part of the server's configuration, owned by the code that uses it (an integration, a
 * module, a layer): its environment variables as a zod shape, what production must set, which
 * variables go together, and the settings it reads from them. `server/config.ts` joins the slices.
 */
export interface ConfigSlice<S extends z.ZodRawShape, V extends object> {
  env: S;
  /** Variables whose embedded default production refuses, each with what it expects. */
  productionRequires?: Partial<Record<keyof S & string, string>>;
  /** Problems of variables that only make sense together (one line each). */
  check?(values: z.infer<z.ZodObject<S>>): string[];
  read(values: z.infer<z.ZodObject<S>>, base: BaseSettings): V;
}

export const defineConfigSlice = <S extends z.ZodRawShape, V extends object>(slice: ConfigSlice<S, V>) => slice;

/** Both variables or neither: the problem when only one is set. */
export const together = (a: unknown, b: unknown, problem: string): string[] => ((a === undefined) !== (b === undefined) ? [problem] : []);

/** Keys that may be undefined become optional (`url?: string`), as a hand-written settings type would say. */
type Loose<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T as undefined extends T[K] ? K : never]?: T[K] } & { [K in keyof T as undefined extends T[K] ? never : K]: T[K] }
    : T;

/** The settings a slice reads, as the rest of the server sees them: its top-level entries and theirs loose. */
export type SliceSettings<V> = Loose<{ [K in keyof V]: Loose<V[K]> }>;
