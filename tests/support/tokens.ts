import { generateKeyPair, importJWK, SignJWT, type JWTPayload } from 'jose';
import type { AppConfig } from '../../server/config.js';
import { findDemoUser } from '../../server/idp/demo-users.js';
import { loadOrCreateIdpKeys } from '../../server/idp/keys.js';

/**
 * Signs access tokens with the embedded provider's own key and its Keycloak-shaped claims, so API
 * tests exercise the same verification path as a real sign-in without driving a browser.
 */
export async function tokenFactory(config: AppConfig) {
  const keys = await loadOrCreateIdpKeys(config.dataDir);
  const jwk = keys.jwks.keys[0]!;
  const key = await importJWK(jwk, 'RS256');
  const now = () => Math.floor(Date.now() / 1000);

  const claimsFor = (username: string): JWTPayload => {
    const user = findDemoUser(username);
    if (!user) throw new Error(`no demo user ${username}`);
    return {
      sub: user.id,
      email: user.email,
      email_verified: true,
      name: user.name,
      preferred_username: user.username,
      customer_ids: user.customerIds,
      scope: 'openid email profile api resource_access',
      resource_access: { [config.oidc.rolesClient]: { roles: user.roles } },
      sid: `sid-${user.username}`,
    };
  };

  const sign = async (claims: JWTPayload, options: { alg?: string; key?: CryptoKey | Uint8Array; kid?: string; exp?: number; iss?: string; aud?: string } = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: options.alg ?? 'RS256', kid: options.kid ?? jwk.kid, typ: 'at+jwt' })
      .setIssuer(options.iss ?? config.oidc.issuer)
      .setAudience(options.aud ?? config.oidc.audience)
      .setIssuedAt()
      .setExpirationTime(options.exp ?? now() + 600)
      .setJti(Math.random().toString(36).slice(2))
      .sign((options.key ?? key) as CryptoKey);

  return {
    keys,
    claimsFor,
    sign,
    /** A valid token for a demo user, optionally with claims changed. */
    for: (username: string, extra: JWTPayload = {}) => sign({ ...claimsFor(username), ...extra }),
    async foreignKeyToken(username: string) {
      const { privateKey } = await generateKeyPair('RS256');
      return sign(claimsFor(username), { key: privateKey });
    },
    now,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
