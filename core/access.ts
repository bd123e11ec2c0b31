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
  email_verified?: unknown;
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

export type AccessDenial = 'expired' | 'no-roles' | 'foreign-domain' | 'unverified-email' | 'no-customers';
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
  // The domain rule means nothing for an address nobody proved to own (anyone may type one in).
  if (staff && claims.email_verified !== true) return { allowed: false, reason: 'unverified-email' };
  const customerIds = staff ? [] : customerIdsOf(claims);
  // Customer staff see their customers' records; with no customer there is nothing to grant.
  if (!staff && customerIds.length === 0) return { allowed: false, reason: 'no-customers' };
  return {
    allowed: true,
    principal: {
      subject: String(claims.sub ?? ''),
      email,
      name: typeof claims.name === 'string' && claims.name ? claims.name : String(claims.preferred_username ?? email),
      roles,
      scope: staff ? 'staff' : 'customer',
      customerIds,
    },
  };
}

/** The capability matrix of DESIGN §5. The spec shows no per-role rights; this table is ours. */
export const CAPABILITIES = {
  'console.read': CONSOLE_ROLES,
  /** What only the provider's own staff read, whatever their role: how the installation runs (versions, ports, migrations). */
  'staff.read': CONSOLE_ROLES,
  /** Contacts, staff members and IP whitelists: the people and addresses support work needs. */
  'people.read': ['firstlevel', 'firstlevel_connector', 'secondlevel', 'projectmanager', 'admin'],
  'problems.acknowledge': ['firstlevel', 'firstlevel_connector', 'secondlevel', 'projectmanager', 'admin'],
  'notes.write': ['firstlevel', 'firstlevel_connector', 'secondlevel', 'projectmanager', 'admin'],
  /** The login data vault's entries, without their secrets (revealing needs devices.manage). */
  'vault.read': ['firstlevel', 'firstlevel_connector', 'zerolevel', 'secondlevel', 'projectmanager', 'admin'],
  'support.write': ['firstlevel', 'firstlevel_connector', 'secondlevel', 'projectmanager', 'admin'],
  'connector.configure': ['firstlevel_connector', 'secondlevel', 'admin'],
  'devices.manage': ['secondlevel', 'admin'],
  'projects.manage': ['projectmanager', 'admin'],
  /** Escalation chains and routes (who is woken at night for what): support-lead work, second level and admins. */
  'escalations.manage': ['secondlevel', 'admin'],
  /** Rollouts and go-lives on the rollout calendar: planned by project managers (calendars are theirs), carried out by second level. */
  'rollouts.plan': ['secondlevel', 'projectmanager', 'admin'],
  'media.review': ['moderation', 'admin'],
  /** Cloud storage: every console role browses and downloads; support staff upload, rename and delete. */
  'cloud.read': CONSOLE_ROLES,
  'cloud.write': ['firstlevel', 'firstlevel_connector', 'secondlevel', 'projectmanager', 'admin'],
  /**
   * Recording one's own working time and absences (worklogs, absence requests): every staff role
   * but the read-only one. Seeing and approving everyone's is `projects.manage`.
   */
  'time.record': ['firstlevel', 'firstlevel_connector', 'tracyapp', 'secondlevel', 'projectmanager', 'moderation', 'admin'],
  'app.manage': ['tracyapp', 'admin'],
  'admin.manage': ['admin'],
} as const satisfies Record<string, readonly ConsoleRole[]>;

export type Capability = keyof typeof CAPABILITIES;
export const CAPABILITY_NAMES = Object.keys(CAPABILITIES) as Capability[];

/**
 * What customer staff (scope_customer) may do at all, whatever their roles: read their customers'
 * records (their own contacts and staff among them), acknowledge their problems and write notes on their installations. Everything else
 * (unacknowledge, close, silence, maintenance, tickets, configuration, global records) is staff work.
 * In cloud storage they browse and download their customers' folders (`customers/<customer id>/`) only.
 */
export const CUSTOMER_CAPABILITIES: readonly Capability[] = ['console.read', 'people.read', 'problems.acknowledge', 'notes.write', 'cloud.read'];

/** Record actions beyond create/edit/delete, and the capability each needs. */
export const ACTION_CAPABILITIES = {
  acknowledge: 'problems.acknowledge',
  /** Unacknowledge, close, silence. */
  resolve: 'support.write',
  maintain: 'support.write',
  /** A device's pre-approved one-click commands. */
  quickSupport: 'support.write',
  /** Show a login's password or one-time code (audited with a reason). */
  reveal: 'devices.manage',
  /** Approve or reject someone's absence request. */
  approve: 'projects.manage',
  /** Reprocess a recorded video session. */
  reprocess: 'devices.manage',
} as const satisfies Record<string, Capability>;

export function can(user: Pick<Principal, 'roles' | 'scope'> | null | undefined, capability: Capability): boolean {
  if (!user) return false;
  if (user.scope !== 'staff' && !CUSTOMER_CAPABILITIES.includes(capability)) return false;
  const granted: readonly string[] = CAPABILITIES[capability];
  return user.roles.some((role) => granted.includes(role));
}

/**
 * Whether the principal may change a record with an owner (a note, a notification draft): its
 * owner, or whoever has the override capability. Records without an owner field: anyone the
 * resource's access allows.
 */
export function mayChangeOwned(owner: { field: string; override: Capability } | undefined, record: Record<string, unknown>, principal: Principal): boolean {
  return !owner || record[owner.field] === principal.subject || can(principal, owner.override);
}

/** Customer staff see only their customers' records; staff see everything their roles allow. */
export function customerScope(user: Principal): string[] | 'all' {
  return user.scope === 'staff' ? 'all' : user.customerIds;
}
