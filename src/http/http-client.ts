import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { navigateTo, rememberReturnPath } from '../shell/navigation';
import { pushToast } from '../shell/toasts';
import { HTTP_TIMEOUT_MS, reactionTo, type FailedRequest, type Reaction } from './error-catalogue';

export interface HttpClientDeps {
  accessToken(): string | undefined;
  language(): string;
  translate(key: string, options?: Record<string, unknown>): string;
  /** Where the user is, for the forward back after a backend outage. */
  currentPath?(): string;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller reports a failed request with its own message instead of the generic toast. */
    ownErrorMessage?: boolean;
  }
}

/** Errors the catalogue already showed: react-admin's own notification of them is dropped. */
const shown = new Map<string, number>();
export function wasShownGlobally(message: string, now = Date.now()): boolean {
  const at = shown.get(message);
  return at !== undefined && now - at < 3000;
}

export function failureOf(error: unknown): FailedRequest {
  const e = error as AxiosError;
  const config: Partial<InternalAxiosRequestConfig> = e.config ?? {};
  const url = `${config.baseURL ?? ''}${config.url ?? ''}`;
  return {
    url,
    method: config.method?.toUpperCase(),
    status: e.response?.status,
    statusText: e.response?.statusText,
    data: e.response?.data,
    cancelled: axios.isCancel(error) || e.code === 'ERR_CANCELED',
    timedOut: !e.response && (e.code === 'ECONNABORTED' || e.code === 'ETIMEDOUT'),
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
export function createHttpClient(deps: HttpClientDeps): AxiosInstance {
  const http = axios.create({ baseURL: '/api', timeout: HTTP_TIMEOUT_MS });
  http.interceptors.request.use((config) => {
    const token = deps.accessToken();
    if (token) config.headers.set('authorization', `Bearer ${token}`);
    config.headers.set('accept-language', deps.language());
    return config;
  });
  http.interceptors.response.use(
    (response) => response,
    (error: unknown) => {
      const failure = failureOf(error);
      const reaction = reactionTo(failure);
      // A caller with its own message for a failure (spec §8: "The sort-order was not saved.")
      // shows that instead of the generic toast; sign-in and outage handling still apply.
      if (!((error as AxiosError).config?.ownErrorMessage && reaction.kind === 'toast')) carryOut(reaction, failure, deps);
      return Promise.reject(error);
    },
  );
  return http;
}
