import { describe, expect, it } from 'vitest';
import { formatDay } from '@src/i18n/date-format';
import { dateTimeFormat, numberFormat } from '@src/i18n/intl-formats';

describe('kept Intl formatters', () => {
  it('gives the same formatter for the same locale and options, and another for other options', () => {
    expect(numberFormat('en-GB', { maximumFractionDigits: 1 })).toBe(numberFormat('en-GB', { maximumFractionDigits: 1 }));
    expect(numberFormat('en-GB', { maximumFractionDigits: 1 })).not.toBe(numberFormat('en-GB', { maximumFractionDigits: 0 }));
    expect(dateTimeFormat('en-GB', { timeZone: 'UTC' })).toBe(dateTimeFormat('en-GB', { timeZone: 'UTC' }));
  });

  it('formats what the one-off formatters formatted', () => {
    expect(formatDay('2026-03-01', 'en-GB')).toBe(new Date('2026-03-01T00:00:00Z').toLocaleDateString('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }));
  });

  it('shows nothing for a day that is not a date, instead of throwing', () => {
    expect(formatDay('not a day', 'de-DE')).toBe('');
  });
});
