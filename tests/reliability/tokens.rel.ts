import { describe, expect, it } from 'vitest';
import { CAPABILITIES, CONSOLE_ROLES, type Capability } from '../../core/access.js';
import { DEMO_USERS } from '../../server/idp/demo-users.js';
import { concreteUrl, recordCases, useReliabilityApp } from './support.js';
import { tokenAttacks } from './token-attacks.js';

// ASVS 9.1, 9.2, 10.3 / RFC 9700 §4: every protected route refuses every forged, stale or foreign
// token, and a genuine token without the route's capability gets 403. The routes are read from the
// running app, so a new route or resource is covered without touching this file.
const ctx = useReliabilityApp('tokens', { RATE_LIMIT_AUTH_FAILURES_PER_MIN: '0', RATE_LIMIT_API_PER_MIN: '0' });

const protectedRoutes = () => ctx.app.apiRoutes.filter((r) => !r.public);

/** A demo user whose roles lack `capability` (the "noroles" account lacks even console.read). */
function userWithout(capability: Capability): string {
  const granted: readonly string[] = CAPABILITIES[capability];
  const user = DEMO_USERS.find((u) => u.roles.some((r) => (CONSOLE_ROLES as readonly string[]).includes(r)) && u.roles.includes('scope_staff') && !u.roles.some((r) => granted.includes(r)));
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
