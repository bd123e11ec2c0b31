import { describe, expect, it } from 'vitest';
import { generatePassword } from '@core/password';

describe('the password generator', () => {
  it('makes passwords of the asked length with an upper, a lower, a digit and a symbol, from an alphabet without look-alikes', () => {
    for (let i = 0; i < 200; i++) {
      const password = generatePassword(20);
      expect(password).toHaveLength(20);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[2-9]/);
      expect(password).toMatch(/[-_.:+=@%]/);
      expect(password).not.toMatch(/[0O1lI]/);
    }
  });
  it('does not repeat itself', () => {
    expect(new Set(Array.from({ length: 500 }, () => generatePassword(16))).size).toBe(500);
  });
  it('refuses a length that cannot hold every class', () => {
    expect(() => generatePassword(3)).toThrow(RangeError);
  });
});
