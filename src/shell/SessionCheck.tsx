import { useEffect, useRef } from 'react';
import { useAuthProvider, useLogout } from 'react-admin';
import { useLocation } from 'react-router-dom';

/**
 * Spec §4: credentials are re-checked on every route change, every route of the console alike
 * (the lists and forms of resources and the areas' own pages). The check asks the auth provider
 * directly rather than through react-admin's cached query, whose refetch on each page's mount
 * re-rendered the whole console twice per navigation (auth-provider.ts keeps its answers).
 */
export function SessionCheck() {
  const { pathname } = useLocation();
  const authProvider = useAuthProvider();
  const logout = useLogout();
  const leaving = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the check belongs to the route; the provider and logout live as long as the session.
  useEffect(() => {
    authProvider?.checkAuth({}).catch((error: { redirectTo?: string } | undefined) => {
      if (leaving.current) return;
      leaving.current = true;
      logout({}, error?.redirectTo ?? '/login');
    });
  }, [pathname]);
  return null;
}
