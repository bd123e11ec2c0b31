import { issue } from './messages';
import type { RecordRule } from './types';

/** `until` may not lie before `from` (validity periods, adventures); either may be empty. */
export const notBefore =
  (from: string, until: string): RecordRule =>
  (r) =>
    typeof r[from] === 'string' && typeof r[until] === 'string' && (r[until] as string) < (r[from] as string) ? { [until]: issue('endBeforeStart') } : undefined;
