import { HTTP_TIMEOUT_MS, reactionTo, type FailedRequest, type Reaction } from './error-catalogue';
import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { createTransport, type HttpClientError, isHttpClientError, type HttpRequestConfig, type HttpResponse } from './transport';

export { HttpClientError, type HttpRequestConfig, type HttpResponse } from './transport';

type Config = Omit<HttpRequestConfig, 'url' | 'data'>;

/** The console's HTTP client: requests on `/api`, answered with `{ data, status, headers }`. */
export interface HttpClient {
  request<T = unknown>(config: HttpRequestConfig): Promise<HttpResponse<T>>;
  get<T = unknown>(url: string, config?: Config): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, config?: Config): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: Config): Promise<HttpResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: Config): Promise<HttpResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, config?: Config): Promise<HttpResponse<T>>;
}

export interface HttpClientDeps {
  accessToken(): string | undefined;
  language(): string;
  translate(key: string, options?: Record<string, unknown>): string;
  /** Renews the session silently (refresh token); false when that is not possible. */
  renew?(): Promise<boolean>;
  /** Where the user is, for the forward back after a backend outage. */
  currentPath?(): string;
  /** Shows a failure to the user (the shell's toasts). */
  notify(failure: { title: string; body?: string }): void;
  /** Takes the user elsewhere (sign-in, the outage page); `returnTo`: where to come back to once the backend answers again. */
  navigate(path: string, returnTo?: string): void;
}

/** Errors the catalogue already showed: react-admin's own notification of them is dropped. */
const shown = new Map<string, number>();
export function wasShownGlobally(message: string, now = Date.now()): boolean {
  const at = shown.get(message);
  return at !== undefined && now - at < 3000;
}

function failureOf(error: HttpClientError): FailedRequest {
  const { config, response } = error;
  return {
    url: `${config?.baseURL ?? ''}${config?.url ?? ''}`,
    method: config?.method?.toUpperCase(),
    status: response?.status,
    statusText: response?.statusText,
    data: response?.data,
    cancelled: error.code === 'ERR_CANCELED',
    timedOut: error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT',
  };
}

function carryOut(reaction: Reaction, failure: FailedRequest, deps: HttpClientDeps) {
  switch (reaction.kind) {
    case 'toast': {
      const title = reaction.titleIsKey ? deps.translate(reaction.title) : reaction.title;
      deps.notify({ title, body: reaction.bodyKey ? deps.translate(reaction.bodyKey.key, reaction.bodyKey.options) : reaction.body });
      const message = (failure.data as { message?: string } | undefined)?.message;
      if (message) shown.set(message, Date.now());
      return;
    }
    case 'navigate':
      deps.navigate(reaction.to, reaction.to === '/error/503' ? (deps.currentPath?.() ?? window.location.pathname + window.location.search) : undefined);
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
  const http = createTransport('/api', HTTP_TIMEOUT_MS, fetchImpl);

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
      if (!isHttpClientError(error) || !error.config) throw error;
      const config = error.config;
      if (error.response?.status === 401 && !config.renewed && deps.renew && (await deps.renew().catch(() => false))) {
        return http.request({ ...config, renewed: true });
      }
      if (config.background) throw error;
      const failure = failureOf(error);
      const reaction = reactionTo(failure);
      // A caller with its own message for a failure (spec §8: "The sort-order was not saved.")
      // shows that instead of the generic toast; sign-in and outage handling still apply.
      if (!(config.ownErrorMessage && reaction.kind === 'toast')) carryOut(reaction, failure, deps);
      throw error;
    },
  );
  return http;
}
