import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src/i18n/date-format';

const instant = '2026-01-15T06:45:00.000Z';

describe('one date-time format, in the resort’s time zone where the page is about one', () => {
  it('shows the resort’s wall clock and names its zone when the viewer sits in another', () => {
    expect(formatDateTime(instant, 'en-GB', 'Europe/Zurich', 'America/Denver')).toBe('15 Jan 2026, 07:45 CET');
    expect(formatDateTime(instant, 'de-DE', 'Europe/Zurich', 'America/Denver')).toBe('15.01.2026, 07:45 MEZ');
    expect(formatDateTime(instant, 'en-GB', 'America/Denver', 'Europe/Vienna')).toMatch(/^14 Jan 2026, 23:45 (MST|GMT-7)$/);
  });

  it('leaves the zone out when the resort’s clock is the viewer’s', () => {
    expect(formatDateTime(instant, 'en-GB', 'Europe/Zurich', 'Europe/Vienna')).toBe('15 Jan 2026, 07:45');
    expect(formatDateTime(instant, 'en-GB', undefined, 'Europe/Vienna')).toBe('15 Jan 2026, 07:45');
  });

  it('shows nothing for a value that is not a time rather than "Invalid Date"', () => {
    expect(formatDateTime('not a time', 'en-GB')).toBe('');
  });
});
