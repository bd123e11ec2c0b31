import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A vault master key: its id (stored with every envelope it wraps) and 32 bytes. */
export interface VaultKey {
  id: string;
  key: Buffer;
}

/** What an entry keeps secret; encrypted as one JSON document. */
export interface VaultSecret {
  password: string | null;
  totpSecret: string | null;
}

/**
 * An entry's secret at rest: the data key (random per entry and per write) wrapped by the master
 * key, and the secret encrypted with the data key. Both with AES-256-GCM; the entry id is bound in
 * as additional data, so an envelope copied to another entry does not open.
 */
export interface Envelope {
  v: 1;
  kid: string;
  wrappedKey: string;
  wrapIv: string;
  wrapTag: string;
  iv: string;
  data: string;
  tag: string;
}

export class VaultError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VaultError';
  }
}

const b64 = (b: Buffer) => b.toString('base64');
const unb64 = (s: string) => Buffer.from(s, 'base64');

function encrypt(key: Buffer, plain: Buffer, aad: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return { iv, data, tag: cipher.getAuthTag() };
}

function decrypt(key: Buffer, iv: Buffer, data: Buffer, tag: Buffer, aad: string): Buffer {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(Buffer.from(aad));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]);
  } catch {
    throw new VaultError('The stored secret does not authenticate: it was altered, or belongs to another entry or key');
  }
}

const wrapAad = (kid: string, entryId: string) => `gondola-vault/key/${kid}/${entryId}`;
const dataAad = (entryId: string) => `gondola-vault/data/${entryId}`;

function wrap(dataKey: Buffer, entryId: string, master: VaultKey) {
  const wrapped = encrypt(master.key, dataKey, wrapAad(master.id, entryId));
  return { kid: master.id, wrappedKey: b64(wrapped.data), wrapIv: b64(wrapped.iv), wrapTag: b64(wrapped.tag) };
}

function unwrap(envelope: Envelope, entryId: string, keys: VaultKey[]): Buffer {
  const master = keys.find((k) => k.id === envelope.kid);
  if (!master) throw new VaultError(`The secret is wrapped by vault key "${envelope.kid}", which is not configured (VAULT_KEY or VAULT_OLD_KEYS)`);
  return decrypt(master.key, unb64(envelope.wrapIv), unb64(envelope.wrappedKey), unb64(envelope.wrapTag), wrapAad(envelope.kid, entryId));
}

export function seal(secret: VaultSecret, entryId: string, master: VaultKey): Envelope {
  const dataKey = randomBytes(32);
  try {
    const sealed = encrypt(dataKey, Buffer.from(JSON.stringify(secret)), dataAad(entryId));
    return { v: 1, ...wrap(dataKey, entryId, master), iv: b64(sealed.iv), data: b64(sealed.data), tag: b64(sealed.tag) };
  } finally {
    dataKey.fill(0);
  }
}

export function open(envelope: Envelope, entryId: string, keys: VaultKey[]): VaultSecret {
  const dataKey = unwrap(envelope, entryId, keys);
  try {
    const plain = decrypt(dataKey, unb64(envelope.iv), unb64(envelope.data), unb64(envelope.tag), dataAad(entryId));
    const parsed = JSON.parse(plain.toString('utf8')) as Partial<VaultSecret>;
    return { password: parsed.password ?? null, totpSecret: parsed.totpSecret ?? null };
  } finally {
    dataKey.fill(0);
  }
}

/** The same secret under another master key: only the wrapped data key changes. */
export function rewrap(envelope: Envelope, entryId: string, keys: VaultKey[], next: VaultKey): Envelope {
  if (envelope.kid === next.id) return envelope;
  const dataKey = unwrap(envelope, entryId, keys);
  try {
    return { ...envelope, ...wrap(dataKey, entryId, next) };
  } finally {
    dataKey.fill(0);
  }
}

/** Proves a key is the one the vault was written with, without storing anything that opens it. */
export function keyCheckValue(key: VaultKey): string {
  return createHmac('sha256', key.key).update(`gondola-vault/check/${key.id}`).digest('base64');
}

export function sameCheckValue(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** `id:base64` (32 bytes), as VAULT_KEY and each VAULT_OLD_KEYS item are written. */
export function parseVaultKey(text: string): VaultKey | string {
  const match = /^([A-Za-z0-9_.-]{1,40}):([A-Za-z0-9+/_-]+={0,2})$/.exec(text.trim());
  if (!match) return `expects "<key id>:<32 bytes in base64>", e.g. 2026-11:${'A'.repeat(43)}=`;
  const key = Buffer.from(match[2]!, 'base64');
  if (key.length !== 32) return `expects 32 bytes of key material in base64 (got ${key.length}); make one with: openssl rand -base64 32`;
  return { id: match[1]!, key };
}

export function newVaultKey(id: string): VaultKey {
  return { id, key: randomBytes(32) };
}

export const formatVaultKey = (key: VaultKey) => `${key.id}:${key.key.toString('base64')}`;
