import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastTwoPathParts, reactionTo, HTTP_TIMEOUT_MS } from '../../src/http/error-catalogue';
import { createHttpClient, wasShownGlobally } from '../../src/http/http-client';
import { setNavigator, takeReturnPath } from '../../src/shell/navigation';
import { dismissToast, currentToasts, TOAST_DURATION_MS } from '../../src/shell/toasts';

type Answer = { status: number; statusText?: string; data?: unknown } | 'timeout' | 'cancel' | 'network';

function clientAnswering(answer: Answer) {
  const http = createHttpClient({ accessToken: () => 'token-123', language: () => 'de', translate: (key) => `t(${key})`, currentPath: () => '/resorts?x=1' });
  const seen: InternalAxiosRequestConfig[] = [];
  http.defaults.adapter = async (config) => {
    seen.push(config);
    if (answer === 'timeout') throw new AxiosError('timeout of 600000ms exceeded', 'ECONNABORTED', config);
    if (answer === 'cancel') throw new AxiosError('canceled', 'ERR_CANCELED', config);
    if (answer === 'network') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const response = { status: answer.status, statusText: answer.statusText ?? '', data: answer.data, headers: {}, config };
    if (answer.status < 400) return response;
    throw new AxiosError(`Request failed with status code ${answer.status}`, 'ERR_BAD_RESPONSE', config, {}, response);
  };
  return { http, seen };
}

let navigations: string[];
beforeEach(() => {
  navigations = [];
  setNavigator((path) => navigations.push(path));
  vi.useFakeTimers();
});
afterEach(() => {
  currentToasts().forEach((t) => dismissToast(t.id));
  vi.useRealTimers();
});

const call = async (answer: Answer, url = '/installations/ischgl-start-finish-1/devices') => {
  const { http, seen } = clientAnswering(answer);
  const outcome = await http.get(url).then(
    () => 'resolved',
    () => 'rejected',
  );
  return { outcome, seen, toasts: currentToasts().map(({ title, body, severity }) => ({ title, body, severity })) };
};

describe('the HTTP client', () => {
  it('calls /api with a 600000 ms timeout, the bearer token and the language', async () => {
    const { seen } = await call({ status: 200, data: {} });
    expect(seen[0]!.baseURL).toBe('/api');
    expect(seen[0]!.timeout).toBe(600_000);
    expect(HTTP_TIMEOUT_MS).toBe(600_000);
    expect(AxiosHeaders.from(seen[0]!.headers).get('authorization')).toBe('Bearer token-123');
    expect(AxiosHeaders.from(seen[0]!.headers).get('accept-language')).toBe('de');
  });
});

describe('the error catalogue (spec §8)', () => {
  it('ignores a cancelled request', async () => {
    const r = await call('cancel');
    expect(r).toMatchObject({ outcome: 'rejected', toasts: [] });
    expect(navigations).toEqual([]);
  });

  it('shows "Time out" with the last two path parts on a timeout', async () => {
    const r = await call('timeout');
    expect(r.toasts).toEqual([{ severity: 'error', title: 't(gondola.http.timeout)', body: 'ischgl-start-finish-1/devices' }]);
  });

  it('titles a 408 with its status text', async () => {
    const r = await call({ status: 408, statusText: 'Request Timeout' });
    expect(r.toasts).toEqual([{ severity: 'error', title: 'Request Timeout', body: 'ischgl-start-finish-1/devices' }]);
  });

  it('sends the user to / on 401 and to /login on 403, without a toast', async () => {
    expect((await call({ status: 401 })).toasts).toEqual([]);
    expect((await call({ status: 403 })).toasts).toEqual([]);
    expect(navigations).toEqual(['/', '/login']);
  });

  it('navigates to /error/503 on 503 and when the server cannot be reached, remembering where the user was', async () => {
    expect((await call({ status: 503 })).outcome).toBe('rejected');
    expect((await call('network')).outcome).toBe('rejected');
    expect(navigations).toEqual(['/error/503', '/error/503']);
    expect(takeReturnPath()).toBe('/resorts?x=1');
  });

  it.each([400, 404, 500])('toasts a %i with the status text and the description when there is one', async (status) => {
    const r = await call({ status, statusText: 'Status Text', data: { error: 'x', message: 'the message', description: 'the description' } });
    expect(r.toasts).toEqual([{ severity: 'error', title: 'Status Text', body: 'the description' }]);
    expect(wasShownGlobally('the message')).toBe(true);
  });

  it('falls back to the response data, then to "Error", then to the request URL', async () => {
    expect((await call({ status: 400, data: { message: 'just a message' } })).toasts[0]).toEqual({ severity: 'error', title: 't(gondola.http.error)', body: 'just a message' });
    currentToasts().forEach((t) => dismissToast(t.id));
    expect((await call({ status: 500, statusText: 'Internal Server Error', data: 'plain text body' })).toasts[0]!.body).toBe('plain text body');
    currentToasts().forEach((t) => dismissToast(t.id));
    expect((await call({ status: 404 }, '/resorts/9999?x=1')).toasts[0]).toEqual({ severity: 'error', title: 'resorts/9999', body: '/api/resorts/9999' });
  });

  it.each([409, 422, 418])('only rejects a %i', async (status) => {
    const r = await call({ status, data: { message: 'x' } });
    expect(r).toMatchObject({ outcome: 'rejected', toasts: [] });
    expect(navigations).toEqual([]);
  });

  it('keeps toasts for 5 seconds and stacks several', async () => {
    await call({ status: 400, data: { description: 'first' } });
    await call({ status: 500, data: { description: 'second' } });
    expect(currentToasts().map((t) => t.body)).toEqual(['first', 'second']);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(currentToasts()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(currentToasts()).toHaveLength(0);
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('reduces a URL to its last two path parts', () => {
    expect(lastTwoPathParts('http://h:1/api/a/b/c?d=1#x')).toBe('b/c');
    expect(lastTwoPathParts('/api/x')).toBe('api/x');
    expect(reactionTo({ url: '/api/x', cancelled: true })).toEqual({ kind: 'ignore' });
  });
});
