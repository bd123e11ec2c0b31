import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import type { AppConfig } from '../config.js';

/** Asymmetric algorithms only: never `none`, never HS* (a public key must not become an HMAC secret). */
export const ACCEPTED_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384'];

export interface TokenVerifier {
  verify(token: string): Promise<JWTPayload>;
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
  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await keys(), {
          issuer: config.oidc.issuer,
          audience: config.oidc.audience,
          algorithms: ACCEPTED_ALGORITHMS,
          // jose treats exp == now as expired; spec §6 compares whole seconds and expires only when past.
          clockTolerance: 1,
          requiredClaims: ['exp', 'sub'],
        });
        return payload;
      } catch (error) {
        throw new InvalidTokenError(describe(error));
      }
    },
  };
}
