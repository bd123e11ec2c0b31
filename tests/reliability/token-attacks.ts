import { createHmac } from 'node:crypto';
import { exportJWK, exportSPKI, generateKeyPair, importJWK, SignJWT } from 'jose';
import type { tokenFactory } from '../support/tokens.js';

type Tokens = Awaited<ReturnType<typeof tokenFactory>>;

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const encode = (header: object, payload: object, signature = '') => `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}.${signature}`;

/** An HS256 signature made with `secret`: what a verifier that trusts the header's alg would accept. */
const hmac = (header: object, payload: object, secret: string | Buffer) => {
  const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
};

export interface TokenAttack {
  name: string;
  /** The Authorization header to send, or undefined for none. */
  authorization?: string;
}

/**
 * RFC 8725 / RFC 9700 attacks on bearer tokens, each built from a token the server would accept
 * (`valid`), so a pass means the server checked exactly the property the attack breaks.
 */
export async function tokenAttacks(tokens: Tokens, username = 'zerolevel'): Promise<TokenAttack[]> {
  const valid = await tokens.for(username);
  const [h, p, s] = valid.split('.') as [string, string, string];
  const header = JSON.parse(Buffer.from(h, 'base64url').toString()) as Record<string, unknown>;
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
  const now = tokens.now();

  const publicJwk = tokens.keys.publicJwks.keys[0]!;
  const publicPem = await exportSPKI((await importJWK(publicJwk, 'RS256')) as CryptoKey);
  const attacker = await generateKeyPair('RS256', { extractable: true });
  const attackerJwk = { ...(await exportJWK(attacker.publicKey)), kid: 'attacker', alg: 'RS256', use: 'sig' };
  // Signed with the attacker's own key and carrying headers that point a careless verifier at it.
  const signedByAttacker = (extraHeader: Record<string, unknown>) => new SignJWT(claims).setProtectedHeader({ ...header, alg: 'RS256', ...extraHeader }).sign(attacker.privateKey);

  const bearer = (token: string) => `Bearer ${token}`;
  const attacks: TokenAttack[] = [
    { name: 'no token' },
    { name: 'empty bearer', authorization: 'Bearer ' },
    { name: 'other scheme', authorization: `Basic ${b64url('admin:gondola')}` },
    { name: 'malformed (not a JWT)', authorization: 'Bearer not-a-token' },
    { name: 'malformed (two parts)', authorization: bearer(`${h}.${p}`) },
    { name: 'malformed (garbage JSON)', authorization: bearer(`${b64url('{"alg":')}.${p}.${s}`) },
    ...['none', 'None', 'NONE', 'nOnE'].map((alg) => ({ name: `alg ${alg}`, authorization: bearer(encode({ alg, typ: 'JWT' }, claims)) })),
    { name: 'alg none keeping the signature', authorization: bearer(encode({ alg: 'none' }, claims, s)) },
    { name: 'HS256 keyed with the public key (PEM)', authorization: bearer(hmac({ ...header, alg: 'HS256' }, claims, publicPem)) },
    { name: 'HS256 keyed with the public key (JWK)', authorization: bearer(hmac({ ...header, alg: 'HS256' }, claims, JSON.stringify(publicJwk))) },
    { name: 'HS256 keyed with the modulus', authorization: bearer(hmac({ ...header, alg: 'HS256' }, claims, Buffer.from(publicJwk.n!, 'base64url'))) },
    { name: 'injected jku', authorization: bearer(await signedByAttacker({ jku: 'http://127.0.0.1:9/jwks.json' })) },
    { name: 'injected x5u', authorization: bearer(await signedByAttacker({ x5u: 'http://127.0.0.1:9/cert.pem' })) },
    { name: 'injected jwk', authorization: bearer(await signedByAttacker({ jwk: attackerJwk })) },
    { name: 'kid of the attacker', authorization: bearer(await signedByAttacker({ kid: 'attacker' })) },
    { name: 'kid path traversal', authorization: bearer(await signedByAttacker({ kid: '../../../../dev/null' })) },
    { name: 'kid SQL injection', authorization: bearer(await signedByAttacker({ kid: "x' union select 'secret' --" })) },
    { name: 'expired', authorization: bearer(await tokens.sign(tokens.claimsFor(username), { exp: now - 120 })) },
    { name: 'not yet valid (nbf)', authorization: bearer(await tokens.sign({ ...tokens.claimsFor(username), nbf: now + 3600 })) },
    { name: 'wrong issuer', authorization: bearer(await tokens.sign(tokens.claimsFor(username), { iss: 'https://evil.example.com/realms/gondola' })) },
    { name: 'wrong audience', authorization: bearer(await tokens.sign(tokens.claimsFor(username), { aud: 'another-api' })) },
    { name: 'signed with another key', authorization: bearer(await tokens.foreignKeyToken(username)) },
    { name: 'stripped signature', authorization: bearer(`${h}.${p}.`) },
    { name: 'signature of another token', authorization: bearer(`${h}.${p}.${(await tokens.for('admin')).split('.')[2]}`) },
    {
      name: 'tampered claims (roles)',
      authorization: bearer(
        `${h}.${b64url(JSON.stringify({ ...claims, resource_access: Object.fromEntries(Object.keys(claims.resource_access as object).map((client) => [client, { roles: ['admin', 'scope_staff'] }])) }))}.${s}`,
      ),
    },
    { name: 'tampered claims (exp)', authorization: bearer(`${h}.${b64url(JSON.stringify({ ...claims, exp: now + 86_400 * 365 }))}.${s}`) },
  ];
  return attacks;
}
