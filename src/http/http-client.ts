import axios, { AxiosError, AxiosHeaders, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { navigateTo, rememberReturnPath } from '@src/shell/navigation';
import { pushToast } from '@src/shell/toasts';
import { HTTP_TIMEOUT_MS, reactionTo, type FailedRequest, type Reaction } from './error-catalogue';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller reports a failed request with its own message instead of the generic toast. */
    ownErrorMessage?: boolean;
    /** Set on the one retry after a silent renew, so a second 401 ends the session. */
    renewed?: boolean;
    /** A background request (the live-update stream): its failures are the caller's to show, none of the catalogue's reactions apply. */
    background?: boolean;
  }
}

/** The console's HTTP client: an axios instance on `/api`. */
export type HttpClient = AxiosInstance;
export type HttpClientError<T = unknown> = AxiosError<T>;

export interface HttpClientDeps {
  accessToken(): string | undefined;
  language(): string;
  translate(key: string, options?: Record<string, unknown>): string;
  /** Renews the session silently (refresh token); false when that is not possible. */
  renew?(): Promise<boolean>;
  /** Where the user is, for the forward back after a backend outage. */
  currentPath?(): string;
}

/** Errors the catalogue already showed: react-admin's own notification of them is dropped. */
const shown = new Map<string, number>();
export function wasShownGlobally(message: string, now = Date.now()): boolean {
  const at = shown.get(message);
  return at !== undefined && now - at < 3000;
}

function failureOf(error: AxiosError): FailedRequest {
  const { config, response } = error;
  return {
    url: `${config?.baseURL ?? ''}${config?.url ?? ''}`,
    method: config?.method?.toUpperCase(),
    status: response?.status,
    statusText: response?.statusText,
    data: response?.data,
    cancelled: axios.isCancel(error) || error.code === AxiosError.ERR_CANCELED,
    timedOut: error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT,
  };
}

function carryOut(reaction: Reaction, failure: FailedRequest, deps: HttpClientDeps) {
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

const requestId = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The console's one HTTP client (spec §7): base path /api, 600 000 ms timeout, a fresh bearer
 * token and a request id per request, one silent renew on a 401, and the error catalogue of
 * spec §8 applied to every failure. Requests carry react-query's abort signal, so leaving a page
 * cancels what it was still loading (and a cancelled request shows nothing). `fetchImpl` lets
 * tests answer as the server would.
 */
export function createHttpClient(deps: HttpClientDeps, fetchImpl?: typeof fetch): HttpClient {
  const http = axios.create({
    baseURL: '/api',
    timeout: HTTP_TIMEOUT_MS,
    // The fetch adapter: the same transport in browsers and tests, and streams for live updates.
    adapter: 'fetch',
    // A test's transport gets the URL and options as the browser's fetch would (no Request object).
    ...(fetchImpl && { env: { fetch: fetchImpl, Request: null } as never }),
  });

  http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    const headers = AxiosHeaders.from(config.headers);
    const token = deps.accessToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
    else headers.delete('authorization');
    headers.set('accept-language', deps.language());
    headers.set('x-request-id', requestId());
    // Bodies are JSON, also when a caller (ra-data-simple-rest) has already written them as text;
    // a request without a body has no type (axios would call it a form, which the API refuses).
    if (config.data === undefined) headers.set('content-type', false);
    else if (typeof config.data === 'string' && !headers.has('content-type')) headers.set('content-type', 'application/json');
    config.headers = headers;
    return config;
  });

  http.interceptors.response.use(
    // An empty answer (204) has no data, not an empty string.
    (response) => (response.data === '' ? { ...response, data: undefined } : response),
    async (error: unknown) => {
      if (!axios.isAxiosError(error)) throw error;
      const config = error.config;
      if (error.response?.status === 401 && config && !config.renewed && deps.renew && (await deps.renew().catch(() => false))) {
        return http.request({ ...config, renewed: true });
      }
      if (config?.background) throw error;
      const failure = failureOf(error);
      const reaction = reactionTo(failure);
      // A caller with its own message for a failure (spec §8: "The sort-order was not saved.")
      // shows that instead of the generic toast; sign-in and outage handling still apply.
      if (!(config?.ownErrorMessage && reaction.kind === 'toast')) carryOut(reaction, failure, deps);
      throw error;
    },
  );
  return http;
}
