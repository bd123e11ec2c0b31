import { describe, expect, it } from 'vitest';
import { formatMinutes, parseMinutes } from '../../core/duration.js';

describe('durations as people type them', () => {
  it.each([
    ['90', 90],
    ['90m', 90],
    ['90 min', 90],
    ['1h30', 90],
    ['1h 30m', 90],
    ['1.5h', 90],
    ['1,5 h', 90],
    ['1:30', 90],
    ['2h', 120],
    ['2 Std', 120],
    ['0.25h', 15],
  ])('reads %j as %i minutes', (text, minutes) => {
    expect(parseMinutes(text)).toBe(minutes);
  });

  it.each(['', 'h', 'abc', '1h30h', '1:75', '-5', '1..5h'])('refuses %j', (text) => {
    expect(parseMinutes(text)).toBeUndefined();
  });

  it('writes minutes back the way they are read', () => {
    expect([45, 60, 90, 135].map(formatMinutes)).toEqual(['45 min', '1 h', '1 h 30 min', '2 h 15 min']);
    for (const m of [1, 59, 60, 61, 1440]) expect(parseMinutes(formatMinutes(m))).toBe(m);
  });
});
