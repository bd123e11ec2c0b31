import { numberFormat } from './intl-formats';

type Unit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

const STEPS: Array<[Unit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Infinity],
];

/**
 * The phrases Intl.RelativeTimeFormat (`numeric: 'auto'`) gives in the console's two languages.
 * Its first use in a page loads ICU's relative-time data, 70–130 ms of one task on a desktop (four
 * times that on a phone), which the problems list paid for its first card: the phrases are kept
 * here instead, and tests/unit/relative-time.test.ts holds them to Intl's own.
 */
const PHRASES: Record<
  'en' | 'de',
  { units: Record<Unit, [one: string, other: string]>; past(unit: string): string; future(unit: string): string; named: Partial<Record<Unit, Record<number, string>>> }
> = {
  en: {
    units: { second: ['second', 'seconds'], minute: ['minute', 'minutes'], hour: ['hour', 'hours'], day: ['day', 'days'], month: ['month', 'months'], year: ['year', 'years'] },
    past: (unit) => `${unit} ago`,
    future: (unit) => `in ${unit}`,
    named: {
      second: { 0: 'now' },
      day: { [-1]: 'yesterday', 0: 'today', 1: 'tomorrow' },
      month: { [-1]: 'last month', 0: 'this month', 1: 'next month' },
      year: { [-1]: 'last year', 0: 'this year', 1: 'next year' },
    },
  },
  de: {
    units: {
      second: ['Sekunde', 'Sekunden'],
      minute: ['Minute', 'Minuten'],
      hour: ['Stunde', 'Stunden'],
      day: ['Tag', 'Tagen'],
      month: ['Monat', 'Monaten'],
      year: ['Jahr', 'Jahren'],
    },
    past: (unit) => `vor ${unit}`,
    future: (unit) => `in ${unit}`,
    named: {
      second: { 0: 'jetzt' },
      day: { [-2]: 'vorgestern', [-1]: 'gestern', 0: 'heute', 1: 'morgen', 2: 'übermorgen' },
      month: { [-1]: 'letzten Monat', 0: 'diesen Monat', 1: 'nächsten Monat' },
      year: { [-1]: 'letztes Jahr', 0: 'dieses Jahr', 1: 'nächstes Jahr' },
    },
  },
};

function phrase(value: number, unit: Unit, locale: string): string {
  const language = PHRASES[locale.startsWith('de') ? 'de' : 'en'];
  const named = language.named[unit]?.[value === 0 ? 0 : value];
  if (named) return named;
  const count = Math.abs(value);
  // (Digits need no grouping below a thousand, and a NumberFormat's first use costs too.)
  const words = `${count < 1000 ? count : numberFormat(locale).format(count)} ${language.units[unit][count === 1 ? 0 : 1]}`;
  return value < 0 || Object.is(value, -0) ? language.past(words) : language.future(words);
}

/** "5 minutes ago", "vor 3 Stunden": a moment relative to now, in the user's language. */
export function relativeTime(at: string | Date, locale: string, now = Date.now()): string {
  const { value, unit } = relativeParts((new Date(at).getTime() - now) / 1000);
  return phrase(value, unit, locale);
}

/** An offset in seconds as the whole number of the largest unit it reaches (-5400 s: -2 hours). */
export function relativeParts(seconds: number): { value: number; unit: Unit } {
  let value = seconds;
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return { value: Math.round(value), unit };
    value /= size;
  }
  return { value: Math.round(value), unit: 'year' };
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
