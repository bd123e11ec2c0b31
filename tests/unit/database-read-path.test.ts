import { describe, expect, it } from 'vitest';
import { EstimateCache, ESTIMATE_TTL_MS } from '../../server/crud/estimate-cache.js';
import { MAX_PREPARED, PreparedNames } from '../../server/db/prepared-names.js';
import { OID, TYPE_PARSERS } from '../../server/db/type-parsers.js';

describe('prepared statement names', () => {
  it('names a statement on its second use and keeps that name', () => {
    const names = new PreparedNames();
    expect(names.nameFor('select 1')).toBeUndefined();
    const name = names.nameFor('select 1');
    expect(name).toMatch(/^g_[\w-]+$/);
    expect(names.nameFor('select 1')).toBe(name);
    expect(names.nameFor('select 2')).toBeUndefined();
  });

  it(`stops naming new statements after ${MAX_PREPARED}, but keeps the ones it has`, () => {
    const names = new PreparedNames();
    const texts = Array.from({ length: MAX_PREPARED + 5 }, (_, i) => `select ${i}`);
    const first = texts.map((t) => {
      names.nameFor(t);
      return names.nameFor(t);
    });
    expect(first.filter(Boolean)).toHaveLength(MAX_PREPARED);
    expect(names.nameFor(texts[MAX_PREPARED + 1]!)).toBeUndefined();
    expect(names.nameFor(texts[0]!)).toBe(first[0]);
  });
});

describe('estimate cache', () => {
  it('asks the planner once per statement and values until the estimate is a minute old', async () => {
    const cache = new EstimateCache();
    let asked = 0;
    const estimate = async () => 1_000 + ++asked;
    expect(await cache.get({ estimate: 'explain a', values: [1] }, estimate, 0)).toBe(1_001);
    expect(await cache.get({ estimate: 'explain a', values: [1] }, estimate, ESTIMATE_TTL_MS - 1)).toBe(1_001);
    expect(await cache.get({ estimate: 'explain a', values: [2] }, estimate, 1)).toBe(1_002);
    expect(await cache.get({ estimate: 'explain a', values: [1] }, estimate, ESTIMATE_TTL_MS)).toBe(1_003);
    expect(asked).toBe(3);
  });
});

describe('timestamp parsing', () => {
  const parse = TYPE_PARSERS[OID.timestamptz]!;
  it.each([
    ['2026-11-24 06:05:57.123456+00', '2026-11-24T06:05:57.123Z'],
    ['2026-11-24 06:05:57.999999+00', '2026-11-24T06:05:57.999Z'],
    ['2026-11-24 06:05:57.1+00', '2026-11-24T06:05:57.100Z'],
    ['2026-11-24 06:05:57+00', '2026-11-24T06:05:57.000Z'],
    ['2026-11-24 06:05:57', '2026-11-24T06:05:57.000Z'],
    ['2026-11-24 07:05:57.5+01', '2026-11-24T06:05:57.500Z'],
    ['2026-11-24 01:35:57+05:30', '2026-11-23T20:05:57.000Z'],
  ])('reads %s as %s, as Date would', (text, iso) => {
    expect(parse(text)).toBe(iso);
    expect(parse(text)).toBe(new Date(/[+-]\d\d(:?\d\d)?$/.test(text) ? text : `${text}Z`).toISOString());
  });
});
