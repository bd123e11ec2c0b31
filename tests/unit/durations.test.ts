import { describe, expect, it } from 'vitest';
import { formatDuration, formatMilliseconds } from '../../src/i18n/relative-time';

describe('durations as staff read them', () => {
  it('shows seconds under a minute, minutes up to an hour and a half, then hours', () => {
    expect(formatDuration(14)).toBe('14 s');
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(60)).toBe('1 min');
    expect(formatDuration(89 * 60)).toBe('89 min');
    expect(formatDuration(3 * 3600)).toBe('3 h');
    expect(formatDuration(5400 + 360, 'de-DE')).toBe('1,6 h');
    expect(formatDuration(null)).toBe('—');
  });

  it('shows a command’s time in milliseconds under a second, then seconds with one decimal', () => {
    expect(formatMilliseconds(420)).toBe('420 ms');
    expect(formatMilliseconds(1234)).toBe('1.2 s');
    expect(formatMilliseconds(1234, 'de-DE')).toBe('1,2 s');
    expect(formatMilliseconds(14_000)).toBe('14 s');
    expect(formatMilliseconds(125_000)).toBe('2 min');
  });
});
