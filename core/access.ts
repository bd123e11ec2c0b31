/**
 * The access policy (spec §6, DESIGN §5), one pure module used by the SPA and the server alike.
 * It imports nothing from React or Node so both sides run exactly the same rules.
 */

export const CONSOLE_ROLES = ['admin', 'firstlevel', 'firstlevel_connector', 'zerolevel', 'tracyapp', 'secondlevel', 'projectmanager', 'moderation'] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

export const SCOPE_ROLES = ['scope_customer', 'scope_staff'] as const;

/** The claims Gondola reads from an access token (Keycloak's shape). */
export interface TokenClaims {
  sub?: string;
  exp?: number;
  email?: string;
  name?: string;
  preferred_username?: string;
  resource_access?: Record<string, { roles?: unknown } | undefined>;
  customer_ids?: unknown;
  [claim: string]: unknown;
}

export interface Principal {
  subject: string;
  email: string;
  name: string;
  roles: string[];
  scope: 'staff' | 'customer';
  /** Only meaningful for customer staff: the customers whose records they may see. */
  customerIds: string[];
}

export type AccessDenial = 'expired' | 'no-roles' | 'foreign-domain';
export type AccessDecision = { allowed: true; principal: Principal } | { allowed: false; reason: AccessDenial };

export interface PolicyOptions {
  /** The client whose resource_access roles count (Keycloak: the console or API client). */
  rolesClient: string;
  /** The company's e-mail domain; staff from any other domain are denied. */
  staffEmailDomain: string;
  nowMs?: number;
}

/** Spec §6: expiry is compared in whole seconds; a token expiring this very second is still valid. */
export function isExpired(exp: unknown, nowMs: number = Date.now()): boolean {
  return typeof exp !== 'number' || !Number.isFinite(exp) || exp < Math.floor(nowMs / 1000);
}

export function rolesOf(claims: TokenClaims, rolesClient: string): string[] {
  const roles = claims.resource_access?.[rolesClient]?.roles;
  return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [];
}

/** Spec §6: a role-check helper tests for one single role. */
export function hasRole(user: Pick<Principal, 'roles'> | null | undefined, role: string): boolean {
  return !!user && user.roles.includes(role);
}

function customerIdsOf(claims: TokenClaims): string[] {
  const raw = claims.customer_ids;
  // Keycloak's user-attribute mapper emits a string for one value and an array for several.
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  return list.map((v) => String(v).trim()).filter(Boolean);
}

export function emailDomainOf(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1).toLowerCase();
}

export function evaluateAccess(claims: TokenClaims, options: PolicyOptions): AccessDecision {
  if (isExpired(claims.exp, options.nowMs)) return { allowed: false, reason: 'expired' };
  const roles = rolesOf(claims, options.rolesClient);
  const hasConsoleRole = roles.some((r) => (CONSOLE_ROLES as readonly string[]).includes(r));
  const hasScope = roles.some((r) => (SCOPE_ROLES as readonly string[]).includes(r));
  if (!hasConsoleRole || !hasScope) return { allowed: false, reason: 'no-roles' };
  const email = typeof claims.email === 'string' ? claims.email : '';
  const staff = roles.includes('scope_staff');
  if (staff && emailDomainOf(email) !== options.staffEmailDomain.toLowerCase()) return { allowed: false, reason: 'foreign-domain' };
  return {
    allowed: true,
    principal: {
      subject: String(claims.sub ?? ''),
      email,
      name: typeof claims.name === 'string' && claims.name ? claims.name : String(claims.preferred_username ?? email),
      roles,
      scope: staff ? 'staff' : 'customer',
      customerIds: staff ? [] : customerIdsOf(claims),
    },
  };
}

/** The capability matrix of DESIGN §5. The spec shows no per-role rights; this table is ours. */
export const CAPABILITIES = {
  'console.read': CONSOLE_ROLES,
  'support.write': ['firstlevel', 'firstlevel_connector', 'secondlevel', 'projectmanager', 'admin'],
  'connector.configure': ['firstlevel_connector', 'secondlevel', 'admin'],
  'devices.manage': ['secondlevel', 'admin'],
  'projects.manage': ['projectmanager', 'admin'],
  'media.review': ['moderation', 'admin'],
  'app.manage': ['tracyapp', 'admin'],
  'admin.manage': ['admin'],
} as const satisfies Record<string, readonly ConsoleRole[]>;

export type Capability = keyof typeof CAPABILITIES;
export const CAPABILITY_NAMES = Object.keys(CAPABILITIES) as Capability[];

export function can(user: Pick<Principal, 'roles'> | null | undefined, capability: Capability): boolean {
  if (!user) return false;
  const granted: readonly string[] = CAPABILITIES[capability];
  return user.roles.some((role) => granted.includes(role));
}

/** Customer staff see only their customers' records; staff see everything their roles allow. */
export function customerScope(user: Principal): string[] | 'all' {
  return user.scope === 'staff' ? 'all' : user.customerIds;
}
