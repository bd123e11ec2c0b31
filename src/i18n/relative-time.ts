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
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return format.format(Math.round(value), 'year');
}

/** A mean time as staff read it: minutes up to an hour and a half, then hours with one decimal. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  const m = Math.round(seconds / 60);
  return m < 90 ? `${m} min` : `${(m / 60).toFixed(1)} h`;
}
