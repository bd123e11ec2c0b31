import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from 'react-admin';
import { can, type Capability, type Principal } from '@core/access';
import type { AuthSession } from '@src/auth/auth-session';

export const CLEAR_CACHE_PATH = '/api/installation/ClearCustomerInstallationCache';
export const SIGN_OUT_PATH = '/api/session/sign-out';

/** Which capability an action on a resource needs; resources/ supply theirs, the rest is read-only. */
export type CapabilityResolver = (resource: string, action: string) => Capability | null | undefined;

const statusOf = (error: unknown): number | undefined =>
  (error as { status?: number; response?: { status?: number } } | null)?.status ?? (error as { response?: { status?: number } } | null)?.response?.status;

/** Whether `principal` may do `action` on `resource`: react-admin's `canAccess`, for the provider and the cache alike. */
function mayDo(principal: Principal, capabilityFor: CapabilityResolver, resource: string, action: string): boolean {
  const capability = capabilityFor(resource, action);
  return capability ? can(principal, capability) : false;
}

/**
 * react-admin's auth contract on top of the OIDC session (spec §4, §6, §7). Credentials are
 * re-checked on every route change through checkAuth.
 */
export function createAuthProvider(session: AuthSession, capabilityFor: CapabilityResolver, fetchImpl: typeof fetch = fetch): AuthProvider {
  return {
    async login(params?: { language?: string }) {
      await session.signIn(window.location.pathname, params?.language);
    },
    async checkAuth() {
      if (session.decide().allowed) return;
      if (await session.renew()) return;
      throw { redirectTo: '/login', message: false };
    },
    async checkError(error) {
      const status = statusOf(error);
      if (status === 401) {
        if (await session.renew()) return;
        throw { redirectTo: '/', message: false };
      }
      // A 403 is about one call, not the session (DESIGN §5; spec §8's redirect to /login is
      // replaced): the widget or action shows the refusal, the user stays signed in and in place.
    },
    async getIdentity() {
      const decision = session.decide();
      if (!decision.allowed) throw new Error('Not signed in');
      const { subject, name, email, scope } = decision.principal;
      return { id: subject, fullName: name, email, scope };
    },
    async getPermissions() {
      const decision = session.decide();
      return decision.allowed ? decision.principal.roles : [];
    },
    async canAccess({ action, resource }) {
      const decision = session.decide();
      return decision.allowed && mayDo(decision.principal, capabilityFor, resource, action);
    },
    async logout(params?: { everywhere?: boolean }) {
      const token = session.accessToken();
      if (token) {
        // Spec §7: clear the server's per-customer cache before signing out; failure must not block logout.
        await fetchImpl(CLEAR_CACHE_PATH, { headers: { authorization: `Bearer ${token}` } }).catch(() => undefined);
        // Then the server refuses this session's tokens: a copied token dies with the sign-out.
        // The refresh token goes along, so that the provider refuses it too (even before the redirect below ends its session).
        const refreshToken = session.refreshToken();
        await fetchImpl(params?.everywhere ? `${SIGN_OUT_PATH}?everywhere=true` : SIGN_OUT_PATH, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, ...(refreshToken && { 'content-type': 'application/json' }) },
          ...(refreshToken && { body: JSON.stringify({ refreshToken }) }),
        }).catch(() => undefined);
      }
      await session.signOut();
      return false;
    },
  };
}

/**
 * The boot has just decided the session (spec §4), so react-admin's own first checks (whether
 * signed in, which roles) start from that answer: without it the console renders a loading page,
 * then the whole layout again in one uninterruptible update when the checks resolve. The keys
 * are react-admin's (`useAuthState()`, `usePermissions()` without parameters, `useCanAccess()`).
 */
export function seedAuthState(queryClient: QueryClient, principal: Principal, capabilityFor: CapabilityResolver): void {
  // Roles and capabilities follow from the principal, fixed for the session (a new principal is a
  // new session and a new client): an answer never goes stale. Whether the session still holds is
  // asked on every route change by SessionCheck, outside this cache, so that react-admin's pages
  // mounting do not refetch it and re-render the whole console with each fetch's start and end.
  queryClient.setQueryDefaults(['auth'], { staleTime: Number.POSITIVE_INFINITY });
  queryClient.setQueryData(['auth', 'checkAuth', {}], true);
  queryClient.setQueryData(['auth', 'getPermissions', {}], principal.roles);
  // What a screen may do is answered from the principal when the question is first asked, before
  // the screen renders (the cache tells of a new question synchronously, while the asking
  // component is being built): through the provider's promise every screen rendered once
  // without its buttons and again, whole, a moment later.
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'added') return;
    const [scope, kind, params] = event.query.queryKey as [unknown, unknown, { action?: unknown; resource?: unknown } | undefined];
    if (scope !== 'auth' || kind !== 'canAccess' || typeof params?.action !== 'string' || typeof params.resource !== 'string') return;
    event.query.setData(mayDo(principal, capabilityFor, params.resource, params.action));
  });
}
