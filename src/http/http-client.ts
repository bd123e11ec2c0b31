import { createFetchClient, type HttpClientError, type HttpClient } from './fetch-client';
import { navigateTo, rememberReturnPath } from '@src/shell/navigation';
import { pushToast } from '@src/shell/toasts';
import { HTTP_TIMEOUT_MS, reactionTo, type FailedRequest, type Reaction } from './error-catalogue';

export interface HttpClientDeps {
  accessToken(): string | undefined;
  language(): string;
  translate(key: string, options?: Record<string, unknown>): string;
  /** Where the user is, for the forward back after a backend outage. */
  currentPath?(): string;
}

/** Errors the catalogue already showed: react-admin's own notification of them is dropped. */
const shown = new Map<string, number>();
export function wasShownGlobally(message: string, now = Date.now()): boolean {
  const at = shown.get(message);
  return at !== undefined && now - at < 3000;
}

export function failureOf(error: HttpClientError): FailedRequest {
  const { config, response } = error;
  return {
    url: `${config.baseURL}${config.url}`,
    method: config.method,
    status: response?.status,
    statusText: response?.statusText,
    data: response?.data,
    cancelled: error.code === 'ERR_CANCELED',
    timedOut: error.code === 'ECONNABORTED',
  };
}

export function carryOut(reaction: Reaction, failure: FailedRequest, deps: HttpClientDeps) {
  switch (reaction.kind) {
    case 'toast': {
      const title = reaction.titleIsKey ? deps.translate(reaction.title) : reaction.title;
      pushToast({ severity: 'error', title, body: reaction.body });
      const message = (failure.data as { message?: string } | undefined)?.message;
      if (message) shown.set(message, Date.now());
      return;
    }
    case 'navigate':
      if (reaction.to === '/error/503') rememberReturnPath(deps.currentPath?.() ?? window.location.pathname + window.location.search);
      navigateTo(reaction.to);
      return;
    default:
      return;
  }
}

/**
 * The console's one HTTP client (spec §7): base path /api, 600 000 ms timeout, a fresh bearer
 * token per request, and the error catalogue of spec §8 applied to every failure.
 */
export function createHttpClient(deps: HttpClientDeps, fetchImpl?: typeof fetch): HttpClient {
  return createFetchClient({
    baseURL: '/api',
    timeout: HTTP_TIMEOUT_MS,
    fetch: fetchImpl,
    headers() {
      const token = deps.accessToken();
      return { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': deps.language() };
    },
    onFailure(error) {
      const failure = failureOf(error);
      const reaction = reactionTo(failure);
      // A caller with its own message for a failure (spec §8: "The sort-order was not saved.")
      // shows that instead of the generic toast; sign-in and outage handling still apply.
      if (!(error.config.ownErrorMessage && reaction.kind === 'toast')) carryOut(reaction, failure, deps);
    },
  });
}
