/**
 * The console's HTTP transport: the browser's fetch (XMLHttpRequest only where upload progress is
 * asked for), with the request and answer shapes the console's callers use. It replaced axios,
 * which was a fifth of the dashboard's first load for five verbs, JSON, a timeout and one hook.
 */

export type ResponseType = 'json' | 'blob' | 'stream';

export interface HttpRequestConfig {
  url?: string;
  method?: string;
  baseURL?: string;
  /** Query parameters; undefined and null are left out, arrays repeat as `name[]`. */
  params?: object;
  /** A plain object or array is sent as JSON; a string, FormData or Blob as it is. */
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Milliseconds until the request is given up (code ECONNABORTED); 0: never. */
  timeout?: number;
  responseType?: ResponseType;
  /** Sent through XMLHttpRequest: fetch reports upload progress only over HTTP/2. */
  onUploadProgress?: (event: { loaded: number; total?: number }) => void;
  /** The caller reports a failed request with its own message instead of the generic toast. */
  ownErrorMessage?: boolean;
  /** Set on the one retry after a silent renew, so a second 401 ends the session. */
  renewed?: boolean;
  /** A background request (the live-update stream): its failures are the caller's to show. */
  background?: boolean;
}

export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  statusText: string;
  /** Lower-case names. */
  headers: Record<string, string>;
  config: HttpRequestConfig;
}

export type HttpErrorCode = 'ECONNABORTED' | 'ERR_CANCELED' | 'ERR_NETWORK' | 'ERR_BAD_RESPONSE';

/** A request that failed: with the answer when one came, else with the reason's code. */
export class HttpClientError<T = unknown> extends Error {
  constructor(
    message: string,
    readonly code: HttpErrorCode,
    readonly config: HttpRequestConfig,
    readonly response?: HttpResponse<T>,
  ) {
    super(message);
    this.name = 'HttpClientError';
  }
}

export const isHttpClientError = (error: unknown): error is HttpClientError => error instanceof HttpClientError;

function queryOf(params: object | undefined): string {
  const query = new URLSearchParams();
  const add = (name: string, value: unknown) => {
    if (value === undefined || value === null) return;
    query.append(name, value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value));
  };
  for (const [name, value] of Object.entries(params ?? {})) {
    if (Array.isArray(value)) for (const item of value) add(`${name}[]`, item);
    else add(name, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

export function urlOf(config: HttpRequestConfig): string {
  return `${config.baseURL ?? ''}${config.url ?? ''}${queryOf(config.params)}`;
}

const isRaw = (data: unknown) =>
  typeof data === 'string' ||
  (typeof FormData !== 'undefined' && data instanceof FormData) ||
  (typeof Blob !== 'undefined' && data instanceof Blob) ||
  data instanceof URLSearchParams;

/** The body and its headers: JSON unless the caller already made one (a form keeps the browser's boundary). */
function bodyOf(config: HttpRequestConfig): { body?: BodyInit; headers: Headers } {
  const headers = new Headers({ accept: 'application/json, text/plain, */*' });
  for (const [name, value] of Object.entries(config.headers ?? {})) headers.set(name, value);
  if (config.data === undefined) return { headers };
  if (isRaw(config.data)) {
    if (typeof config.data === 'string' && !headers.has('content-type')) headers.set('content-type', 'application/json');
    return { body: config.data as BodyInit, headers };
  }
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  return { body: JSON.stringify(config.data), headers };
}

/** JSON when the text is JSON, the text otherwise, and nothing for an empty answer. */
function parsed(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function headersOf(source: Headers): Record<string, string> {
  const headers: Record<string, string> = {};
  source.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  return headers;
}

function settle<T>(response: HttpResponse<T>): HttpResponse<T> {
  if (response.status >= 200 && response.status < 300) return response;
  throw new HttpClientError(`Request failed with status code ${response.status}`, 'ERR_BAD_RESPONSE', response.config, response);
}

/** The caller's signal and the timeout as one; `timedOut` tells afterwards which of them ended it. */
function abortControl(config: HttpRequestConfig) {
  const controller = new AbortController();
  const state = { timedOut: false };
  const onAbort = () => controller.abort();
  if (config.signal?.aborted) controller.abort();
  config.signal?.addEventListener('abort', onAbort);
  const timer =
    config.timeout && config.timeout > 0
      ? setTimeout(() => {
          state.timedOut = true;
          controller.abort();
        }, config.timeout)
      : undefined;
  const done = () => {
    if (timer !== undefined) clearTimeout(timer);
    config.signal?.removeEventListener('abort', onAbort);
  };
  const failure = (error: unknown) => {
    if (state.timedOut) return new HttpClientError(`timeout of ${config.timeout}ms exceeded`, 'ECONNABORTED', config);
    if (controller.signal.aborted) return new HttpClientError('canceled', 'ERR_CANCELED', config);
    return new HttpClientError((error as Error)?.message || 'Network Error', 'ERR_NETWORK', config);
  };
  return { signal: controller.signal, done, failure };
}

export async function sendWithFetch<T>(config: HttpRequestConfig, fetchImpl: typeof fetch): Promise<HttpResponse<T>> {
  const { body, headers } = bodyOf(config);
  const control = abortControl(config);
  let answer: Response;
  let data: unknown;
  try {
    answer = await fetchImpl(urlOf(config), { method: (config.method ?? 'GET').toUpperCase(), headers, body, signal: control.signal });
    // A stream is handed over as it is: its reader outlives this call and the timeout.
    if (config.responseType === 'stream') data = answer.body;
    else data = config.responseType === 'blob' && answer.ok ? await answer.blob() : parsed(await answer.text());
  } catch (error) {
    throw control.failure(error);
  } finally {
    if (config.responseType !== 'stream') control.done();
  }
  return settle({ data: data as T, status: answer.status, statusText: answer.statusText, headers: headersOf(answer.headers), config });
}

export function sendWithXhr<T>(config: HttpRequestConfig): Promise<HttpResponse<T>> {
  const { body, headers } = bodyOf(config);
  const control = abortControl(config);
  return new Promise<HttpResponse<T>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open((config.method ?? 'GET').toUpperCase(), urlOf(config));
    for (const [name, value] of headers) xhr.setRequestHeader(name, value);
    if (config.responseType === 'blob') xhr.responseType = 'blob';
    if (config.onUploadProgress) {
      const report = config.onUploadProgress;
      xhr.upload.onprogress = (event) => report({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined });
    }
    const fail = (error: unknown) => {
      control.done();
      reject(control.failure(error));
    };
    control.signal.addEventListener('abort', () => xhr.abort());
    xhr.onabort = () => fail(new Error('canceled'));
    xhr.onerror = () => fail(new Error('Network Error'));
    xhr.onload = () => {
      control.done();
      const raw = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) raw.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      const data = xhr.responseType === 'blob' ? xhr.response : parsed(xhr.responseText);
      try {
        resolve(settle({ data: data as T, status: xhr.status, statusText: xhr.statusText, headers: headersOf(raw), config }));
      } catch (error) {
        reject(error);
      }
    };
    xhr.send((body as XMLHttpRequestBodyInit | undefined) ?? null);
  });
}
