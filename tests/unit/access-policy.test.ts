import { describe, expect, it } from 'vitest';
import { CAPABILITIES, CAPABILITY_NAMES, can, CONSOLE_ROLES, customerScope, evaluateAccess, hasRole, isExpired, type TokenClaims } from '@core/access';

const NOW_MS = 1_800_000_000_500; // half a second into second 1_800_000_000
const NOW_S = 1_800_000_000;
const options = { rolesClient: 'gondola-console', staffEmailDomain: 'gondola.example', nowMs: NOW_MS };
const claims = (roles: string[], extra: Partial<TokenClaims> = {}): TokenClaims => ({
  sub: 'u1',
  exp: NOW_S + 60,
  email: 'a@gondola.example',
  email_verified: true,
  name: 'A',
  customer_ids: ['c1'],
  resource_access: { 'gondola-console': { roles } },
  ...extra,
});

describe('token expiry (spec §6: compared in seconds)', () => {
  it('is valid while exp is this second or later and expired once exp is in the past', () => {
    expect(isExpired(NOW_S + 1, NOW_MS)).toBe(false);
    expect(isExpired(NOW_S, NOW_MS)).toBe(false);
    expect(isExpired(NOW_S - 1, NOW_MS)).toBe(true);
  });
  it('treats a missing or non-numeric exp as expired', () => {
    expect(isExpired(undefined, NOW_MS)).toBe(true);
    expect(isExpired('9999999999', NOW_MS)).toBe(true);
    expect(isExpired(Number.NaN, NOW_MS)).toBe(true);
  });
  it('makes an expired token not logged in', () => {
    expect(evaluateAccess(claims(['admin', 'scope_staff'], { exp: NOW_S - 1 }), options)).toEqual({ allowed: false, reason: 'expired' });
  });
});

describe('role and scope rule', () => {
  it.each(CONSOLE_ROLES)('allows %s together with a scope', (role) => {
    expect(evaluateAccess(claims([role, 'scope_staff']), options).allowed).toBe(true);
    expect(evaluateAccess(claims([role, 'scope_customer']), options).allowed).toBe(true);
  });
  it('denies a console role without a scope, a scope without a console role, and no roles', () => {
    expect(evaluateAccess(claims(['admin']), options)).toEqual({ allowed: false, reason: 'no-roles' });
    expect(evaluateAccess(claims(['scope_staff']), options)).toEqual({ allowed: false, reason: 'no-roles' });
    expect(evaluateAccess(claims([]), options)).toEqual({ allowed: false, reason: 'no-roles' });
    expect(evaluateAccess(claims(['offline_access', 'uma_authorization', 'scope_staff']), options)).toEqual({ allowed: false, reason: 'no-roles' });
  });
  it('reads roles only from the configured resource client', () => {
    const other = claims([], { resource_access: { 'another-client': { roles: ['admin', 'scope_staff'] } } });
    expect(evaluateAccess(other, options)).toEqual({ allowed: false, reason: 'no-roles' });
    expect(evaluateAccess(claims([], { resource_access: { 'gondola-console': { roles: 'admin' } } }), options)).toEqual({ allowed: false, reason: 'no-roles' });
  });
  it('denies staff whose e-mail is outside the company domain, case-insensitively within it', () => {
    expect(evaluateAccess(claims(['admin', 'scope_staff'], { email: 'x@example.com' }), options)).toEqual({ allowed: false, reason: 'foreign-domain' });
    expect(evaluateAccess(claims(['admin', 'scope_staff'], { email: 'x@gondola.example.evil.com' }), options)).toEqual({ allowed: false, reason: 'foreign-domain' });
    expect(evaluateAccess(claims(['admin', 'scope_staff'], { email: undefined }), options)).toEqual({ allowed: false, reason: 'foreign-domain' });
    expect(evaluateAccess(claims(['admin', 'scope_staff'], { email: 'X@Gondola.Example' }), options).allowed).toBe(true);
  });
  it('denies staff whose company e-mail address is not verified', () => {
    for (const email_verified of [false, undefined, 'true', 1]) {
      expect(evaluateAccess(claims(['admin', 'scope_staff'], { email_verified }), options)).toEqual({ allowed: false, reason: 'unverified-email' });
    }
  });
  it('denies customer staff linked to no customer, even with the admin role', () => {
    for (const customer_ids of [[], '', undefined, [' ']]) {
      expect(evaluateAccess(claims(['admin', 'scope_customer'], { customer_ids }), options)).toEqual({ allowed: false, reason: 'no-customers' });
    }
  });
  it('does not apply the domain rule to customer staff, and limits them to their customers', () => {
    const decision = evaluateAccess(claims(['firstlevel', 'scope_customer'], { email: 'c@resort.at', customer_ids: ['c1', 'c2'] }), options);
    expect(decision).toMatchObject({ allowed: true, principal: { scope: 'customer', customerIds: ['c1', 'c2'] } });
    if (decision.allowed) expect(customerScope(decision.principal)).toEqual(['c1', 'c2']);
  });
  it("accepts Keycloak's single-valued attribute mapper output for customer_ids", () => {
    const decision = evaluateAccess(claims(['firstlevel', 'scope_customer'], { customer_ids: 'c1' }), options);
    expect(decision.allowed && decision.principal.customerIds).toEqual(['c1']);
  });
  it('gives staff every customer', () => {
    const decision = evaluateAccess(claims(['zerolevel', 'scope_staff'], { customer_ids: ['ignored'] }), options);
    expect(decision.allowed && customerScope(decision.principal)).toBe('all');
  });
  it('falls back to preferred_username, then e-mail, for the display name', () => {
    const decision = evaluateAccess(claims(['admin', 'scope_staff'], { name: undefined, preferred_username: 'anna' }), options);
    expect(decision.allowed && decision.principal.name).toBe('anna');
  });
});

describe('hasRole and the capability matrix', () => {
  it('hasRole tests one single role', () => {
    expect(hasRole({ roles: ['admin', 'scope_staff'] }, 'admin')).toBe(true);
    expect(hasRole({ roles: ['admin', 'scope_staff'] }, 'secondlevel')).toBe(false);
    expect(hasRole(null, 'admin')).toBe(false);
  });
  it('grants every allowed role read access and zerolevel only reading', () => {
    for (const role of CONSOLE_ROLES) expect(can({ roles: [role], scope: 'staff' }, 'console.read')).toBe(true);
    expect(CAPABILITY_NAMES.filter((c) => can({ roles: ['zerolevel'], scope: 'staff' }, c))).toEqual(['console.read', 'staff.read', 'vault.read', 'cloud.read']);
  });
  it('grants admin every capability', () => {
    expect(CAPABILITY_NAMES.every((c) => can({ roles: ['admin'], scope: 'staff' }, c))).toBe(true);
  });
  it("lets customer staff, whatever their roles, only read (their customers' cloud folders too), acknowledge problems and write notes", () => {
    expect(CAPABILITY_NAMES.filter((c) => can({ roles: ['admin'], scope: 'customer' }, c))).toEqual([
      'console.read',
      'people.read',
      'problems.acknowledge',
      'notes.write',
      'cloud.read',
    ]);
    expect(CAPABILITY_NAMES.filter((c) => can({ roles: ['zerolevel'], scope: 'customer' }, c))).toEqual(['console.read', 'cloud.read']);
  });
  it('matches DESIGN §5 row by row', () => {
    expect(CAPABILITIES).toEqual({
      'console.read': CONSOLE_ROLES,
      'staff.read': CONSOLE_ROLES,
      'people.read': ['firstlevel', 'firstlevel_connector', 'secondlevel', 'projectmanager', 'admin'],
      'problems.acknowledge': ['firstlevel', 'firstlevel_connector', 'secondlevel', 'projectmanager', 'admin'],
      'notes.write': ['firstlevel', 'firstlevel_connector', 'secondlevel', 'projectmanager', 'admin'],
      'vault.read': ['firstlevel', 'firstlevel_connector', 'zerolevel', 'secondlevel', 'projectmanager', 'admin'],
      'support.write': ['firstlevel', 'firstlevel_connector', 'secondlevel', 'projectmanager', 'admin'],
      'connector.configure': ['firstlevel_connector', 'secondlevel', 'admin'],
      'devices.manage': ['secondlevel', 'admin'],
      'projects.manage': ['projectmanager', 'admin'],
      // Beyond DESIGN §5 (issue 49): on-call escalation chains and routes are support-lead work.
      'escalations.manage': ['secondlevel', 'admin'],
      'rollouts.plan': ['secondlevel', 'projectmanager', 'admin'],
      'media.review': ['moderation', 'admin'],
      'cloud.read': CONSOLE_ROLES,
      'cloud.write': ['firstlevel', 'firstlevel_connector', 'secondlevel', 'projectmanager', 'admin'],
      'time.record': ['firstlevel', 'firstlevel_connector', 'tracyapp', 'secondlevel', 'projectmanager', 'moderation', 'admin'],
      'app.manage': ['tracyapp', 'admin'],
      'admin.manage': ['admin'],
    });
  });
  it('gives scope roles no capability on their own', () => {
    expect(CAPABILITY_NAMES.some((c) => can({ roles: ['scope_staff', 'scope_customer'], scope: 'staff' }, c))).toBe(false);
  });
});
