import { issue } from './messages';
import type { RecordRule } from './types';

/** `until` may not lie before `from` (validity periods, adventures); either may be empty. */
export const notBefore =
  (from: string, until: string): RecordRule =>
  (r) =>
    typeof r[from] === 'string' && typeof r[until] === 'string' && (r[until] as string) < (r[from] as string) ? { [until]: issue('endBeforeStart') } : undefined;

/** Today's date (YYYY-MM-DD) in a time zone: the same calendar day for the browser and the server. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A calendar date `days` after `date` (both YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** `field` (a date) must lie at least `days` days after today in `timeZone` (a registration lead time). */
export const leadTime =
  (field: string, days: number, timeZone: string, now: () => Date = () => new Date()): RecordRule =>
  (r) => {
    if (typeof r[field] !== 'string') return undefined;
    const earliest = addDays(todayIn(timeZone, now()), days);
    return (r[field] as string) < earliest ? { [field]: issue('leadTime', { days, earliest }) } : undefined;
  };
