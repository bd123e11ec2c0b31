import { describe, expect, it } from 'vitest';
import { relativeParts, relativeTime } from '@src/i18n/relative-time';

const now = Date.parse('2026-12-02T12:00:00Z');
const SECONDS = [
  0, 0.2, 1, 5, 44, 59, 60, 61, 90, 150, 3599, 3600, 5400, 7200, 86_399, 86_400, 129_600, 172_800, 259_200, 2_591_999, 2_592_000, 5_184_000, 31_103_999, 31_104_000, 62_208_000,
  311_040_000,
];
/** What the platform says for the same value and unit: the phrases relativeTime keeps must read the same. */
function intl(offsetS: number, locale: string) {
  const { value, unit } = relativeParts(offsetS);
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(value, unit);
}

describe('relative times, without loading ICU’s relative-time data', () => {
  for (const locale of ['en-GB', 'de-DE']) {
    it(`reads as Intl.RelativeTimeFormat reads in ${locale}, past and future`, () => {
      for (const s of SECONDS) {
        for (const sign of [-1, 1]) {
          const at = new Date(now + sign * s * 1000);
          expect(relativeTime(at, locale, now), `${sign * s} s`).toBe(intl(sign * s, locale));
        }
      }
    });
  }

  it('says the usual phrases', () => {
    expect(relativeTime('2026-12-02T11:55:00Z', 'en-GB', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-12-02T09:00:00Z', 'de-DE', now)).toBe('vor 3 Stunden');
    expect(relativeTime('2026-12-01T12:00:00Z', 'en-GB', now)).toBe('yesterday');
    expect(relativeTime('2026-12-04T12:00:00Z', 'de-DE', now)).toBe('übermorgen');
  });
});
