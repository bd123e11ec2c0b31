import type { HttpClientDeps } from '@src/http/http-client';
import { navigateTo, rememberReturnPath } from './navigation';
import { pushToast } from './toasts';

/** How the console's HTTP client reaches the user: failures as the shell's toasts, sign-in and outages by the shell's navigation. */
export const shellReactions: Pick<HttpClientDeps, 'notify' | 'navigate'> = {
  notify: ({ title, body }) => void pushToast({ severity: 'error', title, ...(body !== undefined && { body }) }),
  navigate: (path, returnTo) => {
    if (returnTo) rememberReturnPath(returnTo);
    navigateTo(path);
  },
};
