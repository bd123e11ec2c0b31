import { formattingLocale } from '@src/i18n/date-format';
import { numberFormat } from '@src/i18n/intl-formats';

/** A file size in the user's language: 820 KB, 12.4 MB, 1.2 GB (decimal units, as file managers show). */
export function formatFileSize(bytes: number, language: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  // Bytes in words ("443 bytes", "1 byte": the short form has no plural in English), larger units short.
  return numberFormat(formattingLocale(language), {
    style: 'unit',
    unit: units[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit < 2 ? 0 : 1,
  }).format(value);
}

/** Seconds as m:ss (or h:mm:ss), the way players show a clip's length. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
