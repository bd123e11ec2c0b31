import type { ReactNode } from 'react';
import { can } from '@core/access';
import { useShell } from '@src/shell/http-context';
import AccessDeniedPage from '@src/shell/pages/AccessDeniedPage';
import { capabilityFor } from './resource-index';

/**
 * A resource's screen for whom the policy lets do `action` on it (the `capabilityFor` the auth
 * provider answers react-admin with); anyone else gets the access-denied page and the screen never
 * mounts. react-admin's own check leads there too, but only once the screen's list or record query
 * has gone out: a request the server refuses, and a 403 in the browser's console.
 */
export function PermittedScreen({ resource, action, children }: { resource: string; action: 'list' | 'show' | 'create'; children: ReactNode }) {
  const { principal } = useShell();
  const capability = capabilityFor(resource, action);
  return capability && can(principal, capability) ? children : <AccessDeniedPage />;
}
