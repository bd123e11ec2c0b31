import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';

/**
 * The console's HTTP transport: axios (the design card's client), over the browser's fetch, and
 * over XMLHttpRequest where upload progress is asked for (fetch reports it only over HTTP/2).
 */

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller reports a failed request with its own message instead of the generic toast. */
    ownErrorMessage?: boolean;
    /** Set on the one retry after a silent renew, so a second 401 ends the session. */
    renewed?: boolean;
    /** A background request (the live-update stream): its failures are the caller's to show. */
    background?: boolean;
  }
}

export type HttpRequestConfig = AxiosRequestConfig;
export type HttpResponse<T = unknown> = AxiosResponse<T>;
export type HttpClientError<T = unknown> = AxiosError<T>;
export const HttpClientError = AxiosError;
export const isHttpClientError = (error: unknown): error is HttpClientError => axios.isAxiosError(error);

/** Query parameters as the API reads them: undefined and null left out, arrays repeated as `name[]`, objects as JSON. */
export function queryOf(params: object | undefined): string {
  const query = new URLSearchParams();
  const add = (name: string, value: unknown) => {
    if (value === undefined || value === null) return;
    query.append(name, value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value));
  };
  for (const [name, value] of Object.entries(params ?? {})) {
    if (Array.isArray(value)) for (const item of value) add(`${name}[]`, item);
    else add(name, value);
  }
  return query.toString();
}

/** An axios instance on `base` with the given timeout; `fetchImpl`: a test's transport, answered as the server would. */
export function createTransport(base: string, timeout: number, fetchImpl?: typeof fetch): AxiosInstance {
  return axios.create({
    baseURL: base,
    timeout,
    // The fetch adapter: the same transport in browsers and tests, and streams for live updates.
    adapter: 'fetch',
    // Read at call time, so a test that replaces the global fetch is heard; the URL and options reach it as the browser's fetch would get them.
    env: { fetch: fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init)), Request: null } as never,
    paramsSerializer: { serialize: queryOf },
    // The API takes a bearer token, never a cookie, so there is no XSRF cookie to echo. Without
    // this, axios reads document.cookie before every same-origin request: a synchronous call to
    // the browser process that Chromium reports as a performance issue, on every list page.
    withXSRFToken: false,
  });
}

/** What an upload needs: XMLHttpRequest, which reports the body's progress. */
export const UPLOAD_ADAPTER = 'xhr' as const;
