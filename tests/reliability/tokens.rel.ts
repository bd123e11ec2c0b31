import { describe, expect, it } from 'vitest';
import { CAPABILITIES, CONSOLE_ROLES, type Capability } from '../../core/access.js';
import { DEMO_USERS } from '../../server/idp/demo-users.js';
import { bearer } from '../support/tokens.js';
import { concreteUrl, recordCases, setupReliabilityApp } from './support.js';
import { signIn, tokenRequest } from './oidc-flow.js';
import { tokenAttacks } from './token-attacks.js';

// ASVS 9.1, 9.2, 10.3 / RFC 9700 §4: every protected route refuses every forged, stale or foreign
// token, and a genuine token without the route's capability gets 403. The routes are read from the
// running app, so a new route or resource is covered without touching this file.
const ctx = setupReliabilityApp('tokens', { RATE_LIMIT_AUTH_FAILURES_PER_MIN: '0', RATE_LIMIT_API_PER_MIN: '0' });

const protectedRoutes = () => ctx.app.apiRoutes.filter((r) => !r.public);

/** A demo user whose roles lack `capability` (the "noroles" account lacks even console.read). */
function userWithout(capability: Capability): string {
  const granted: readonly string[] = CAPABILITIES[capability];
  const user = DEMO_USERS.find(
    (u) => u.roles.some((r) => (CONSOLE_ROLES as readonly string[]).includes(r)) && u.roles.includes('scope_staff') && !u.roles.some((r) => granted.includes(r)),
  );
  return user?.username ?? 'noroles';
}

describe('bearer tokens on every API route', () => {
  it('covers every route family, the live-event stream included', () => {
    const families = new Set(protectedRoutes().map((r) => r.url.split('/')[2]));
    expect(families.size).toBeGreaterThan(30);
    expect(protectedRoutes().some((r) => r.url === '/api/events')).toBe(true);
  });

  it('answers 401 with a Bearer challenge to every forged, stale or foreign token on every route', async () => {
    const attacks = await tokenAttacks(ctx.tokens);
    const failures: string[] = [];
    let cases = 0;
    for (const route of protectedRoutes()) {
      for (const attack of attacks) {
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url),
          headers: attack.authorization === undefined ? {} : { authorization: attack.authorization },
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        cases++;
        const challenge = String(response.headers['www-authenticate'] ?? '');
        if (response.statusCode !== 401 || !challenge.startsWith('Bearer') || !response.json().message) {
          failures.push(`${route.method} ${route.url} — ${attack.name}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    recordCases('tokens', cases);
    expect(failures).toEqual([]);
    expect(cases).toBeGreaterThan(1000);
  });

  it('answers 403 naming the capability to a genuine token whose roles lack it, on every route', async () => {
    const failures: string[] = [];
    let cases = 0;
    for (const route of protectedRoutes()) {
      const user = userWithout(route.capability!);
      const response = await ctx.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        headers: await ctx.as(user),
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      cases++;
      if (response.statusCode !== 403) failures.push(`${route.method} ${route.url} as ${user}: ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    recordCases('tokens', cases);
    expect(failures).toEqual([]);
  });

  it('answers the provider userinfo endpoint with 401 for every forged token', async () => {
    const attacks = await tokenAttacks(ctx.tokens);
    const failures: string[] = [];
    for (const attack of attacks) {
      const response = await ctx.app.inject({ method: 'GET', url: '/oidc/me', headers: attack.authorization === undefined ? {} : { authorization: attack.authorization } });
      if (response.statusCode !== 401 && response.statusCode !== 400) failures.push(`${attack.name}: ${response.statusCode}`);
      if (response.statusCode < 400) failures.push(`${attack.name}: accepted`);
    }
    recordCases('tokens', attacks.length);
    expect(failures).toEqual([]);
  });
});

// RFC 9700 §2.1, §4.1, §4.5, §4.14 against the embedded provider, through the console's own flow.
describe('the sign-in provider', () => {
  const refused = (response: { statusCode: number; headers: Record<string, unknown> }, evil?: string) =>
    response.statusCode >= 400 || (evil !== undefined && !String(response.headers.location ?? '').startsWith(evil) && /error=/.test(String(response.headers.location ?? '')));

  it('requires PKCE with S256: no challenge or the plain method is refused', async () => {
    for (const authorize of [
      { code_challenge: undefined, code_challenge_method: undefined },
      { code_challenge_method: 'plain', code_challenge: 'x'.repeat(43) },
    ]) {
      const attempt = await signIn(ctx.app, 'admin', { authorize });
      expect(attempt.token).toBeUndefined();
      expect(String(attempt.authorization?.headers.location ?? attempt.authorization?.statusCode)).toMatch(/error=invalid_request|^4\d\d$/);
    }
    recordCases('tokens', 2);
  });

  it('redirects only to the registered redirect URI, exactly', async () => {
    const base = ctx.config.publicUrl;
    for (const evil of [
      'https://evil.example.com/auth-callback',
      `${base}/auth-callback/../evil`,
      `${base}/auth-callback?next=https://evil.example.com`,
      `${base}.evil.example.com/auth-callback`,
      `${base}/auth-callbackx`,
    ]) {
      const attempt = await signIn(ctx.app, 'admin', { authorize: { redirect_uri: evil } });
      expect(attempt.token, evil).toBeUndefined();
      expect(attempt.authorization?.statusCode, evil).toBeGreaterThanOrEqual(400);
      expect(String(attempt.authorization?.headers.location ?? ''), evil).not.toContain('evil');
    }
    recordCases('tokens', 5);
  });

  it('accepts no implicit or hybrid flow', async () => {
    for (const responseType of ['token', 'id_token token', 'code token']) {
      const attempt = await signIn(ctx.app, 'admin', { authorize: { response_type: responseType } });
      expect(attempt.token, responseType).toBeUndefined();
      expect(refused(attempt.authorization!, 'never')).toBe(true);
    }
    recordCases('tokens', 3);
  });

  it('exchanges an authorization code once, only with its own verifier and redirect URI', async () => {
    const session = await signIn(ctx.app, 'admin');
    ctx.secrets.add(session.token!);
    expect((await session.exchange!()).statusCode, 'a replayed code').toBe(400);
    const wrongs: Array<Record<string, string>> = [{ code_verifier: 'A'.repeat(43) }, { redirect_uri: 'https://evil.example.com/auth-callback' }, { client_id: 'another-client' }];
    for (const overrides of wrongs) {
      const pending = await signIn(ctx.app, 'zerolevel', { exchange: false });
      const attempt = await pending.exchange!(overrides);
      expect(attempt.statusCode, JSON.stringify(overrides)).toBeGreaterThanOrEqual(400);
      expect(attempt.json().error, JSON.stringify(overrides)).toMatch(/invalid_grant|invalid_request|invalid_client/);
    }
    recordCases('tokens', 1 + wrongs.length);
  });

  it('rotates refresh tokens: a used refresh token is refused afterwards', async () => {
    const session = await signIn(ctx.app, 'admin');
    const refresh = session.tokens!.refresh_token!;
    expect(refresh).toBeTruthy();
    ctx.secrets.add(refresh);
    const renewed = await tokenRequest(ctx.app, {
      grant_type: 'refresh_token',
      refresh_token: refresh,
      client_id: ctx.config.oidc.clientId,
      resource: `${ctx.config.publicUrl}/api`,
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const next = renewed.json() as { access_token: string; refresh_token: string };
    ctx.secrets.add(next.access_token);
    ctx.secrets.add(next.refresh_token);
    expect(next.refresh_token).not.toBe(refresh);
    const reused = await tokenRequest(ctx.app, { grant_type: 'refresh_token', refresh_token: refresh, client_id: ctx.config.oidc.clientId });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe('invalid_grant');
    recordCases('tokens', 2);
  });

  it('revokes the refresh token at the provider when it comes with the API sign-out, and says so', async () => {
    const refreshes = (refresh_token: string) =>
      tokenRequest(ctx.app, { grant_type: 'refresh_token', refresh_token, client_id: ctx.config.oidc.clientId, resource: `${ctx.config.publicUrl}/api` });
    const session = await signIn(ctx.app, 'firstlevel');
    const refresh = session.tokens!.refresh_token!;
    ctx.secrets.add(session.token!);
    ctx.secrets.add(refresh);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/session/sign-out', headers: bearer(session.token!), payload: { refreshToken: refresh } });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().refreshToken).toBe('revoked');
    const after = await refreshes(refresh);
    expect(after.statusCode, after.body).toBe(400);
    expect(after.json().error).toBe('invalid_grant');
    // Without the token in the body the answer says the provider was not asked.
    const other = await signIn(ctx.app, 'firstlevel');
    ctx.secrets.add(other.token!);
    ctx.secrets.add(other.tokens!.refresh_token!);
    const bare = await ctx.app.inject({ method: 'POST', url: '/api/session/sign-out', headers: bearer(other.token!) });
    expect(bare.json().refreshToken).toBe('not sent');
    recordCases('tokens', 3);
  });
});
