import { numberFormat, relativeTimeFormat } from './intl-formats';

const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Infinity],
];

/** "5 minutes ago", "vor 3 Stunden": a moment relative to now, in the user's language. */
export function relativeTime(at: string | Date, locale: string, now = Date.now()): string {
  let value = (new Date(at).getTime() - now) / 1000;
  const format = relativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return format.format(Math.round(value), 'year');
}

/** A number in the user's language (a decimal comma in German). */
const decimal = (value: number, locale: string, digits: number) => numberFormat(locale, { maximumFractionDigits: digits }).format(value);

/** A duration as staff read it: seconds under a minute, minutes up to an hour and a half, then hours with one decimal. */
export function formatDuration(seconds: number | null, locale = 'en-GB'): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const m = Math.round(seconds / 60);
  return m < 90 ? `${m} min` : `${decimal(m / 60, locale, 1)} h`;
}

/** How long a command took: milliseconds under a second, then seconds with one decimal, then as a duration. */
export function formatMilliseconds(ms: number, locale = 'en-GB'): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${decimal(ms / 1000, locale, 1)} s`;
  return formatDuration(ms / 1000, locale);
}
