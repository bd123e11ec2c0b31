import { describe, expect, it } from 'vitest';
import { addBounded, setBounded } from '../../core/bounded-map';

describe('setBounded', () => {
  it('lets the oldest key leave when a new key would pass the limit', () => {
    const map = new Map<string, number>();
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) setBounded(map, key, i, 3);
    expect([...map.keys()]).toEqual(['b', 'c', 'd']);
  });

  it('keeps every entry and the key’s place when a key already there is set again at the limit', () => {
    const map = new Map([
      ['a', 1],
      ['b', 2],
    ]);
    setBounded(map, 'a', 10, 2);
    expect([...map.entries()]).toEqual([
      ['a', 10],
      ['b', 2],
    ]);
  });
});

describe('addBounded', () => {
  it('lets the oldest value leave when a new value would pass the limit, and keeps the set as it is for a value already there', () => {
    const set = new Set<string>();
    for (const value of ['a', 'b', 'c', 'd']) addBounded(set, value, 3);
    expect([...set]).toEqual(['b', 'c', 'd']);
    addBounded(set, 'b', 3);
    expect([...set]).toEqual(['b', 'c', 'd']);
  });
});
