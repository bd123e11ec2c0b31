import { describe, expect, it } from 'vitest';
import { keyCheckValue, newVaultKey, open, parseVaultKey, rewrap, seal, VaultError } from '../../server/modules/login-data/vault-crypto.js';

const secret = { password: 'Sölden-Router-2026!', totpSecret: 'JBSWY3DPEHPK3PXP' };

describe('the vault envelope', () => {
  it('opens what it sealed, and the envelope shows none of it', () => {
    const key = newVaultKey('k1');
    const envelope = seal(secret, 'entry-1', key);
    expect(open(envelope, 'entry-1', [key])).toEqual(secret);
    expect(JSON.stringify(envelope)).not.toContain('Sölden');
    expect(JSON.stringify(envelope)).not.toContain('JBSWY3DP');
    expect(envelope.kid).toBe('k1');
  });

  it('uses a fresh data key and nonce for every seal', () => {
    const key = newVaultKey('k1');
    const a = seal(secret, 'entry-1', key);
    const b = seal(secret, 'entry-1', key);
    expect(a.data).not.toBe(b.data);
    expect(a.wrappedKey).not.toBe(b.wrappedKey);
  });

  it('refuses a tampered ciphertext, a tampered wrapped key, and an envelope moved to another entry', () => {
    const key = newVaultKey('k1');
    const envelope = seal(secret, 'entry-1', key);
    const flip = (b64: string) => {
      const bytes = Buffer.from(b64, 'base64');
      bytes[0] = bytes[0]! ^ 1;
      return bytes.toString('base64');
    };
    expect(() => open({ ...envelope, data: flip(envelope.data) }, 'entry-1', [key])).toThrow(VaultError);
    expect(() => open({ ...envelope, wrappedKey: flip(envelope.wrappedKey) }, 'entry-1', [key])).toThrow(VaultError);
    expect(() => open({ ...envelope, tag: flip(envelope.tag) }, 'entry-1', [key])).toThrow(VaultError);
    expect(() => open(envelope, 'entry-2', [key])).toThrow(VaultError);
  });

  it('refuses to open with another key of the same id, and names a key that is not configured', () => {
    const envelope = seal(secret, 'entry-1', newVaultKey('k1'));
    expect(() => open(envelope, 'entry-1', [newVaultKey('k1')])).toThrow(VaultError);
    expect(() => open(envelope, 'entry-1', [newVaultKey('k2')])).toThrow(/vault key "k1", which is not configured/);
  });

  it('re-wraps under a new key without touching the encrypted secret', () => {
    const old = newVaultKey('k1');
    const next = newVaultKey('k2');
    const envelope = seal(secret, 'entry-1', old);
    const moved = rewrap(envelope, 'entry-1', [old], next);
    expect(moved.kid).toBe('k2');
    expect(moved.data).toBe(envelope.data);
    expect(open(moved, 'entry-1', [next])).toEqual(secret);
  });

  it('checks a key by a value that differs for another key and does not contain it', () => {
    const key = newVaultKey('k1');
    expect(keyCheckValue(key)).toBe(keyCheckValue({ id: 'k1', key: Buffer.from(key.key) }));
    expect(keyCheckValue(key)).not.toBe(keyCheckValue(newVaultKey('k1')));
    expect(keyCheckValue(key)).not.toContain(key.key.toString('base64'));
  });

  it('reads "<id>:<base64>" keys and says what is wrong with others', () => {
    expect(parseVaultKey(`2026-11:${Buffer.alloc(32, 3).toString('base64')}`)).toMatchObject({ id: '2026-11' });
    expect(parseVaultKey('no-colon')).toMatch(/expects "<key id>:<32 bytes in base64>"/);
    expect(parseVaultKey(`k:${Buffer.alloc(16).toString('base64')}`)).toMatch(/got 16/);
  });
});
