import { describe, expect, it } from 'vitest';
import { formatDay } from '@src/i18n/date-format';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from '@src/i18n/intl-formats';
import { relativeTime } from '@src/i18n/relative-time';

describe('kept Intl formatters', () => {
  it('gives the same formatter for the same locale and options, and another for other options', () => {
    expect(relativeTimeFormat('en-GB', { numeric: 'auto' })).toBe(relativeTimeFormat('en-GB', { numeric: 'auto' }));
    expect(relativeTimeFormat('de-DE', { numeric: 'auto' })).not.toBe(relativeTimeFormat('en-GB', { numeric: 'auto' }));
    expect(numberFormat('en-GB', { maximumFractionDigits: 1 })).not.toBe(numberFormat('en-GB', { maximumFractionDigits: 0 }));
    expect(dateTimeFormat('en-GB', { timeZone: 'UTC' })).toBe(dateTimeFormat('en-GB', { timeZone: 'UTC' }));
  });

  it('formats what the one-off formatters formatted', () => {
    const now = Date.parse('2026-12-02T12:00:00Z');
    expect(relativeTime('2026-12-02T11:55:00Z', 'en-GB', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-12-02T09:00:00Z', 'de-DE', now)).toBe('vor 3 Stunden');
    expect(formatDay('2026-03-01', 'en-GB')).toBe(new Date('2026-03-01T00:00:00Z').toLocaleDateString('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }));
  });

  it('shows nothing for a day that is not a date, instead of throwing', () => {
    expect(formatDay('not a day', 'de-DE')).toBe('');
  });
});
