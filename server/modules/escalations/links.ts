/**
 * The short codes and signed links that acknowledge from a phone. Each notification gets a code
 * (six letters and digits without look-alikes, easy to type in an SMS reply); its link carries the
 * code and a signature made with a key kept in the database, so every replica checks it alike and
 * a guessed or altered code opens nothing.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/database.js';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 6;
const SIGNATURE_LENGTH = 12;
const KEY_SETTING = 'escalationLinkKey';

export const newCode = () => Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** The reply code in an SMS such as "ack k7p2qx" or "ACK K7P2QX thanks", upper-cased; else undefined. */
export function codeInReply(body: string): string | undefined {
  const match = /^\s*ack\s+([a-z0-9]{6})\b/i.exec(body);
  return match ? match[1]!.toUpperCase() : undefined;
}

/** The signing key: made once, by whichever replica needs it first, and kept in app_settings (never served). */
export async function linkKey(db: Queryable): Promise<Buffer> {
  await db.query(`insert into app_settings (key, value) values ($1, to_jsonb($2::text)) on conflict (key) do nothing`, [KEY_SETTING, randomBytes(32).toString('base64')]);
  const { rows } = await db.query<{ value: string }>("select value #>> '{}' as value from app_settings where key = $1", [KEY_SETTING]);
  return Buffer.from(rows[0]!.value, 'base64');
}

const signatureOf = (key: Buffer, code: string) => createHmac('sha256', key).update(`ack:${code}`).digest('base64url').slice(0, SIGNATURE_LENGTH);

/** The token a link carries: `<code>.<signature>`. */
export const tokenOf = (key: Buffer, code: string) => `${code}.${signatureOf(key, code)}`;

/** The code of a well-signed token; undefined for anything else. */
export function codeOfToken(key: Buffer, token: string): string | undefined {
  const [code, signature] = token.split('.');
  if (!code || !signature || code.length !== CODE_LENGTH || !/^[A-Z0-9]+$/.test(code)) return undefined;
  const expected = Buffer.from(signatureOf(key, code));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? code : undefined;
}
