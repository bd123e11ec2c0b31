import { describe, expect, it, vi } from 'vitest';
import { lazyMethods } from '../../src/data/lazy-methods';

interface Methods {
  add(a: number, b: number): Promise<number>;
  fail(): Promise<never>;
}

describe('lazy data provider methods', () => {
  it('loads the implementation once, at the first call, and passes the arguments through', async () => {
    const load = vi.fn(async (): Promise<Methods> => ({ add: async (a, b) => a + b, fail: async () => Promise.reject(new Error('refused')) }));
    const methods = lazyMethods<Methods>(load, { add: true, fail: true });
    expect(load).not.toHaveBeenCalled();
    expect(await Promise.all([methods.add(1, 2), methods.add(3, 4)])).toEqual([3, 7]);
    await expect(methods.fail()).rejects.toThrow('refused');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
