import { type ComponentProps, lazy, Suspense } from 'react';
import type { AuthenticationError as RaAuthenticationError, Error as RaError } from 'react-admin';

const ErrorPage = lazy(() => import('./ErrorPage'));
const AuthenticationErrorPage = lazy(() => import('./ErrorPage').then((m) => ({ default: m.AuthenticationError })));

/**
 * The pages shown when a screen fails or the session cannot be checked: react-admin's, loaded when
 * needed. Statically they would bring their configurable title's editor (TextField, Select and
 * their inputs, ~10 KB gzip) into the console's first load for pages that should never show.
 */
export function ShellErrorPage(props: ComponentProps<typeof RaError>) {
  return (
    <Suspense fallback={null}>
      <ErrorPage {...props} />
    </Suspense>
  );
}

export function ShellAuthenticationError(props: ComponentProps<typeof RaAuthenticationError>) {
  return (
    <Suspense fallback={null}>
      <AuthenticationErrorPage {...props} />
    </Suspense>
  );
}
