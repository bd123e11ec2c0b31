import type { Language } from '../language';

/** A message in both languages, side by side, so a missing translation shows in review. */
export type Pair = [en: string, de: string];
export type PairTree = { [key: string]: Pair | PairTree };

/** One language's messages out of a tree of pairs. */
export function pick(tree: PairTree, language: Language): Record<string, unknown> {
  return Object.fromEntries(Object.entries(tree).map(([k, v]) => [k, Array.isArray(v) ? v[language === 'en' ? 0 : 1] : pick(v, language)]));
}
