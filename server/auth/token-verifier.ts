import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import type { AppConfig } from '../config.js';
import { setBounded } from '../../core/bounded-map.js';

/** Asymmetric algorithms only: never `none`, never HS* (a public key must not become an HMAC secret). */
export const ACCEPTED_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384'];

/** Verified tokens remembered (one per signed-in session, renewed every few minutes). */
const VERIFIED_TOKENS_KEPT = 5_000;
/** A verified token is looked up by this many of its last characters: 258 bits of its signature. */
const LOOKUP_CHARS = 43;

export interface TokenVerifier {
  verify(token: string): Promise<JWTPayload>;
  /** The claims of a token verified before and still valid, at once; undefined when it must be verified. */
  known?(token: string): JWTPayload | undefined;
}

export class InvalidTokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidTokenError';
  }
}

function describe(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'The token has expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return 'The token was issued by another issuer';
    if (error.claim === 'aud') return 'The token is meant for another audience';
    if (error.claim === 'nbf') return 'The token is not valid yet';
    return `The token's ${error.claim} claim is invalid`;
  }
  if (error instanceof errors.JOSEAlgNotAllowed) return 'The token is signed with an algorithm that is not accepted';
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey) return 'The token signature is not valid';
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) return 'The token is malformed';
  return 'The token could not be verified';
}

async function discoverJwksUri(issuer: string): Promise<URL> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`OIDC discovery at ${issuer} answered ${response.status}`);
  const metadata = (await response.json()) as { jwks_uri?: string; issuer?: string };
  if (!metadata.jwks_uri) throw new Error(`OIDC discovery at ${issuer} names no jwks_uri`);
  return new URL(metadata.jwks_uri);
}

/**
 * Verifies access tokens: signature against the issuer's keys, issuer, audience, algorithm
 * allow-list, exp/nbf. The embedded provider's public keys are known locally; an external one's
 * JWKS is discovered once and cached (with key rotation handled by jose's remote set).
 */
export function createTokenVerifier(config: AppConfig, localJwks?: JSONWebKeySet): TokenVerifier {
  let keySet: Promise<ReturnType<typeof createLocalJWKSet>> | undefined;
  const keys = () => {
    keySet ??= localJwks
      ? Promise.resolve(createLocalJWKSet(localJwks))
      : discoverJwksUri(config.oidc.issuer).then((uri) => createRemoteJWKSet(uri) as unknown as ReturnType<typeof createLocalJWKSet>);
    keySet.catch(() => (keySet = undefined));
    return keySet;
  };
  // A verified token stays valid until it expires: its RSA check (a third of a list request's CPU)
  // is done once per token, not once per request. Entries are found by the token's last characters
  // (its signature's, so hashing the key costs nothing next to hashing a kilobyte of token on every
  // request) and count only when the whole token is the same, signature included: an altered token
  // never matches. Entries leave when they expire or the map is full.
  const verified = new Map<string, { token: string; claims: JWTPayload & { exp: number } }>();
  const keyOf = (token: string) => token.slice(-LOOKUP_CHARS);
  const known = (token: string) => {
    const key = keyOf(token);
    const entry = verified.get(key);
    if (!entry || entry.token !== token) return undefined;
    // Same rule as jwtVerify's below: expired only once the whole second of exp (plus tolerance) is past.
    if (Date.now() / 1000 <= entry.claims.exp + 1) return entry.claims;
    verified.delete(key);
    return undefined;
  };
  return {
    known,
    async verify(token) {
      const cached = known(token);
      if (cached) return cached;
      try {
        const { payload } = await jwtVerify(token, await keys(), {
          issuer: config.oidc.issuer,
          audience: config.oidc.audience,
          algorithms: ACCEPTED_ALGORITHMS,
          // jose treats exp == now as expired; spec §6 compares whole seconds and expires only when past.
          clockTolerance: 1,
          requiredClaims: ['exp', 'sub'],
        });
        setBounded(verified, keyOf(token), { token, claims: payload as JWTPayload & { exp: number } }, VERIFIED_TOKENS_KEPT);
        return payload;
      } catch (error) {
        throw new InvalidTokenError(describe(error));
      }
    },
  };
}
