/**
 * A small HTTP client on `fetch` with the part of axios' surface the console uses (`get`, `post`,
 * `put`, `delete`, `request`; `{ data, status, headers }` responses; errors carrying `config`,
 * `code` and `response`). axios and its helpers were a fifth of the dashboard's first-load budget.
 */
export interface RequestConfig {
  url?: string;
  method?: string;
  /** Sent as JSON (strings as they are). */
  data?: unknown;
  params?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  timeout?: number;
  signal?: AbortSignal;
  responseType?: 'json' | 'blob' | 'text';
  /** The caller reports a failed request with its own message instead of the generic toast. */
  ownErrorMessage?: boolean;
}

export interface ResolvedConfig extends RequestConfig {
  url: string;
  method: string;
  baseURL: string;
  timeout: number;
  headers: Record<string, string>;
}

export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  statusText: string;
  /** Lower-case header names. */
  headers: Record<string, string>;
}

export type FailureCode = 'ERR_CANCELED' | 'ECONNABORTED' | 'ERR_NETWORK' | 'ERR_BAD_RESPONSE';

export class HttpClientError<T = unknown> extends Error {
  constructor(
    message: string,
    readonly code: FailureCode,
    readonly config: ResolvedConfig,
    readonly response?: HttpResponse<T>,
  ) {
    super(message);
    this.name = 'HttpClientError';
  }
}

export interface HttpClient {
  request<T = unknown>(config: RequestConfig & { url: string }): Promise<HttpResponse<T>>;
  get<T = unknown>(url: string, config?: RequestConfig): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, config?: RequestConfig): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: RequestConfig): Promise<HttpResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: RequestConfig): Promise<HttpResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, config?: RequestConfig): Promise<HttpResponse<T>>;
}

export interface FetchClientOptions {
  baseURL: string;
  timeout: number;
  /** Headers added to every request (the token is fresh per request). */
  headers(): Record<string, string>;
  /** Every failure passes here before it is thrown. */
  onFailure?(error: HttpClientError): void;
  fetch?: typeof fetch;
}

function withParams(url: string, params: RequestConfig['params']): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) if (value !== undefined) query.set(name, String(value));
  const text = query.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

async function bodyOf(response: Response, type: RequestConfig['responseType']): Promise<unknown> {
  if (type === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  if (type === 'text' || text === '') return text === '' ? undefined : text;
  try {
    return JSON.parse(text);
  } catch {
    // Like axios: a body that is not JSON stays text.
    return text;
  }
}

export function createFetchClient(options: FetchClientOptions): HttpClient {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<T>(input: RequestConfig & { url: string }): Promise<HttpResponse<T>> {
    const config: ResolvedConfig = {
      ...input,
      method: (input.method ?? 'GET').toUpperCase(),
      baseURL: options.baseURL,
      timeout: input.timeout ?? options.timeout,
      headers: { accept: 'application/json, text/plain, */*', ...options.headers(), ...input.headers },
    };
    const fail = (error: HttpClientError): never => {
      options.onFailure?.(error);
      throw error;
    };
    let body: BodyInit | undefined;
    if (config.data !== undefined) {
      body = typeof config.data === 'string' ? config.data : JSON.stringify(config.data);
      config.headers['content-type'] ??= 'application/json';
    }
    const timer = new AbortController();
    const timeout = setTimeout(() => timer.abort(), config.timeout);
    const signal = config.signal ? AbortSignal.any([config.signal, timer.signal]) : timer.signal;
    let response: Response;
    try {
      response = await fetchImpl(withParams(`${config.baseURL}${config.url}`, config.params), { method: config.method, headers: config.headers, body, signal });
    } catch (error) {
      clearTimeout(timeout);
      if (timer.signal.aborted) return fail(new HttpClientError(`timeout of ${config.timeout}ms exceeded`, 'ECONNABORTED', config));
      if (config.signal?.aborted) return fail(new HttpClientError('canceled', 'ERR_CANCELED', config));
      return fail(new HttpClientError((error as Error).message || 'Network Error', 'ERR_NETWORK', config));
    }
    try {
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        headers[name] = value;
      });
      const result: HttpResponse<T> = { data: (await bodyOf(response, config.responseType)) as T, status: response.status, statusText: response.statusText, headers };
      if (response.ok) return result;
      return fail(new HttpClientError(`Request failed with status code ${response.status}`, 'ERR_BAD_RESPONSE', config, result));
    } catch (error) {
      if (error instanceof HttpClientError) throw error;
      if (timer.signal.aborted) return fail(new HttpClientError(`timeout of ${config.timeout}ms exceeded`, 'ECONNABORTED', config));
      return fail(new HttpClientError((error as Error).message || 'Network Error', config.signal?.aborted ? 'ERR_CANCELED' : 'ERR_NETWORK', config));
    } finally {
      clearTimeout(timeout);
    }
  }

  return {
    request,
    get: (url, config) => request({ ...config, url, method: 'GET' }),
    delete: (url, config) => request({ ...config, url, method: 'DELETE' }),
    post: (url, data, config) => request({ ...config, url, method: 'POST', data }),
    put: (url, data, config) => request({ ...config, url, method: 'PUT', data }),
    patch: (url, data, config) => request({ ...config, url, method: 'PATCH', data }),
  };
}
