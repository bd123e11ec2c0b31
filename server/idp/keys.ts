import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export interface IdpKeys {
  /** Private signing keys (JWKS) for oidc-provider. */
  jwks: { keys: JWK[] };
  /** The public half, for verifying tokens without an HTTP round trip. */
  publicJwks: { keys: JWK[] };
  cookieKeys: string[];
}

const publicPart = ({ d, p, q, dp, dq, qi, ...rest }: JWK): JWK => rest;

/**
 * Keys are generated on first start and kept in the data directory, so a restart keeps issued
 * tokens and sessions valid.
 */
export async function loadOrCreateIdpKeys(dataDir: string): Promise<IdpKeys> {
  const file = path.join(dataDir, 'oidc', 'keys.json');
  if (fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { jwks: { keys: JWK[] }; cookieKeys: string[] };
    return { ...stored, publicJwks: { keys: stored.jwks.keys.map(publicPart) } };
  }
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };
  const stored = { jwks: { keys: [jwk] }, cookieKeys: [randomBytes(32).toString('base64url')] };
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
  return { ...stored, publicJwks: { keys: [publicPart(jwk)] } };
}
