import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Principal } from '../../../core/access.js';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { formatVaultKey, keyCheckValue, newVaultKey, open, parseVaultKey, rewrap, sameCheckValue, seal, type VaultKey, type VaultSecret } from './vault-crypto.js';
import { VaultStore } from './vault-store.js';

/** What a reveal shows: the password, and for a TOTP entry the current code instead of its seed. */
export interface Revealed {
  password: string | null;
  totp: { code: string; period: number; remainingSeconds: number } | null;
}

export class VaultKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VaultKeyError';
  }
}

/** Demo and test mode keep their master key beside the data, made on first start. */
function demoKey(dataDir: string): VaultKey {
  const file = path.join(dataDir, 'vault-key.txt');
  if (fs.existsSync(file)) {
    const key = parseVaultKey(fs.readFileSync(file, 'utf8'));
    if (typeof key === 'string') throw new VaultKeyError(`${file}: ${key}`);
    return key;
  }
  // Unique per data directory: two demo directories never claim the same key id for different keys.
  const key = newVaultKey(`demo-${randomBytes(6).toString('hex')}`);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${formatVaultKey(key)}\n`, { mode: 0o600 });
  return key;
}

/** Accepts a TOTP seed as authenticator apps show it (base32, spaces and lower case allowed). */
export function normaliseTotpSecret(text: string): string | undefined {
  const compact = text.replace(/\s+/g, '').toUpperCase().replace(/=+$/, '');
  if (!/^[A-Z2-7]{16,128}$/.test(compact)) return undefined;
  return compact;
}

/**
 * The login data vault: seals secrets under the current master key, opens them with any
 * configured key, and re-wraps entries when the key rotates. Start-up refuses a key whose check
 * value differs from the one stored when it was first used.
 */
export class Vault {
  private constructor(
    private readonly store: VaultStore,
    readonly current: VaultKey,
    private readonly keys: VaultKey[],
  ) {}

  static async start(db: Database, config: AppConfig, warn: (message: string) => void = () => {}): Promise<Vault> {
    const current = config.vault.key ?? (config.production ? undefined : demoKey(config.dataDir));
    if (!current) throw new VaultKeyError('VAULT_KEY: required in production (the login data vault master key)');
    const keys = [current, ...config.vault.oldKeys.filter((k) => k.id !== current.id)];
    const store = new VaultStore(db);
    for (const key of keys) {
      const stored = await store.checkValueOf(key.id);
      const variable = key === current ? 'VAULT_KEY' : 'VAULT_OLD_KEYS';
      if (stored && !sameCheckValue(stored, keyCheckValue(key))) {
        throw new VaultKeyError(`${variable}: the key "${key.id}" is not the key the vault was written with (its check value differs); set the right key`);
      }
      if (!stored) await store.rememberCheckValue(key.id, keyCheckValue(key));
    }
    const unknown = [...(await store.envelopesPerKey())].filter(([kid]) => !keys.some((k) => k.id === kid));
    for (const [kid, n] of unknown)
      warn(`${n} login data secrets are wrapped by vault key "${kid}", which is not configured: add it to VAULT_OLD_KEYS and run npm run vault:rotate`);
    return new Vault(store, current, keys);
  }

  get audit() {
    return this.store.audit.bind(this.store);
  }

  /** Sets or clears the password and the TOTP seed; a field left undefined keeps its value. */
  async write(entryId: string, change: Partial<VaultSecret>, principal: Principal): Promise<void> {
    const existing = await this.store.envelopeOf(entryId);
    const before: VaultSecret = existing ? open(existing, entryId, this.keys) : { password: null, totpSecret: null };
    const next: VaultSecret = {
      password: change.password === undefined ? before.password : change.password,
      totpSecret: change.totpSecret === undefined ? before.totpSecret : change.totpSecret,
    };
    const changed = (['password', 'totpSecret'] as const).filter((field) => change[field] !== undefined && change[field] !== before[field]);
    await this.store.saveSecret(entryId, seal(next, entryId, this.current), { passwordSet: !!next.password, totpSet: !!next.totpSecret }, changed, principal);
  }

  /** Opens an entry's secret for a person with a reason; the audit row is written before anything is shown. */
  async reveal(entryId: string, principal: Principal, reason: string, address: string, now = Date.now()): Promise<Revealed | undefined> {
    const peek = await this.store.envelopeOf(entryId);
    if (!peek) return undefined;
    const shown = open(peek, entryId, this.keys);
    const parts = [...(shown.password ? ['password'] : []), ...(shown.totpSecret ? ['totp'] : [])];
    const envelope = await this.store.recordReveal(entryId, principal, reason, address, parts);
    if (!envelope) return undefined;
    const secret = open(envelope, entryId, this.keys);
    let totp: Revealed['totp'] = null;
    if (secret.totpSecret) {
      const generator = new TOTP({ secret: Secret.fromBase32(secret.totpSecret), digits: 6, period: 30, algorithm: 'SHA1' });
      totp = { code: generator.generate({ timestamp: now }), period: 30, remainingSeconds: 30 - (Math.floor(now / 1000) % 30) };
    }
    return { password: secret.password, totp };
  }

  /**
   * Re-wraps every entry under the current key (only the wrapped data keys change). Entries under a
   * key that is not configured are left as they are and counted, so the operator can add that key.
   */
  async rotate(): Promise<{ rewrapped: number; unchanged: number; unknownKey: number }> {
    let rewrapped = 0;
    let unchanged = 0;
    let unknownKey = 0;
    for await (const { entryId, envelope } of this.store.envelopes()) {
      if (envelope.kid === this.current.id) {
        unchanged++;
        continue;
      }
      if (!this.keys.some((k) => k.id === envelope.kid)) {
        unknownKey++;
        continue;
      }
      // A concurrent write replaced it under the current key already: nothing to do.
      if (await this.store.replaceEnvelope(entryId, envelope, rewrap(envelope, entryId, this.keys, this.current))) rewrapped++;
      else unchanged++;
    }
    return { rewrapped, unchanged, unknownKey };
  }
}
