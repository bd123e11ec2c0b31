import { shellReactions } from '@src/shell/http-reactions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastTwoPathParts, reactionTo, HTTP_TIMEOUT_MS } from '@src/http/error-catalogue';
import { createDataProvider } from '@src/console/data-provider';
import { createHttpClient, wasShownGlobally } from '@src/http/http-client';
import { setNavigator, takeReturnPath } from '@src/shell/navigation';
import { dismissToast, currentToasts, TOAST_DURATION_MS } from '@src/shell/toasts';

type Answer = { status: number; statusText?: string; data?: unknown } | 'timeout' | 'cancel' | 'network';

/** A fetch that answers as the server (or the network) would; the client's own timer and abort are real. */
function clientAnswering(answer: Answer) {
  const seen: Array<{ url: string; headers: Headers }> = [];
  const controller = new AbortController();
  const fetchDouble: typeof fetch = async (input, init) => {
    seen.push({ url: String(input), headers: new Headers(init?.headers) });
    if (answer === 'network') throw new TypeError('Failed to fetch');
    if (answer === 'timeout' || answer === 'cancel') {
      if (answer === 'cancel') queueMicrotask(() => controller.abort());
      return new Promise<Response>((_, reject) => init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    }
    const body = answer.data === undefined ? null : typeof answer.data === 'string' ? answer.data : JSON.stringify(answer.data);
    return new Response(body, {
      status: answer.status,
      statusText: answer.statusText ?? '',
      headers: typeof answer.data === 'object' ? { 'content-type': 'application/json' } : {},
    });
  };
  const http = createHttpClient(
    { ...shellReactions, accessToken: () => 'token-123', language: () => 'de', translate: (key) => `t(${key})`, currentPath: () => '/resorts?x=1' },
    fetchDouble,
  );
  return { http, seen, signal: controller.signal };
}

let navigations: string[];
beforeEach(() => {
  navigations = [];
  setNavigator((path) => navigations.push(path));
  vi.useFakeTimers();
});
afterEach(() => {
  for (const t of currentToasts()) dismissToast(t.id);
  vi.useRealTimers();
});

const call = async (answer: Answer, url = '/installations/ischgl-start-finish-1/devices') => {
  const { http, seen, signal } = clientAnswering(answer);
  const pending = http.get(url, { signal }).then(
    () => 'resolved',
    () => 'rejected',
  );
  // A timeout is the client's own 600 s timer running out.
  if (answer === 'timeout') await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS);
  const outcome = await pending;
  return { outcome, seen, toasts: currentToasts().map(({ title, body, severity }) => ({ title, body, severity })) };
};

describe('the HTTP client', () => {
  it('never reads the cookies: the API takes a bearer token, so an XSRF cookie is not echoed', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store; the test needs the cookie axios would echo.
    document.cookie = 'XSRF-TOKEN=from-a-cookie';
    const cookieReads = vi.spyOn(Document.prototype, 'cookie', 'get');
    try {
      const { seen } = await call({ status: 200, data: [] });
      expect(cookieReads).not.toHaveBeenCalled();
      expect(seen[0]!.headers.get('x-xsrf-token')).toBeNull();
    } finally {
      cookieReads.mockRestore();
      // biome-ignore lint/suspicious/noDocumentCookie: as above, the cookie is removed again.
      document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
  });

  it('calls /api with the bearer token and the language', async () => {
    const { seen } = await call({ status: 200, data: {} });
    expect(seen[0]!.url).toBe('/api/installations/ischgl-start-finish-1/devices');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer token-123');
    expect(seen[0]!.headers.get('accept-language')).toBe('de');
  });

  it('sends a POST without a body without a content type (the API takes no forms)', async () => {
    const { http, seen } = clientAnswering({ status: 201, data: {} });
    await http.post('/installations/x/ips/mine');
    expect(seen[0]!.headers.get('content-type')).toBeNull();
  });

  it('gives every request an id of its own', async () => {
    const { http, seen } = clientAnswering({ status: 200, data: {} });
    await http.get('/a');
    await http.get('/b');
    const ids = seen.map((s) => s.headers.get('x-request-id'));
    expect(ids[0]).toMatch(/^[0-9a-f-]{20,}$/);
    expect(ids[1]).not.toBe(ids[0]);
  });

  it('renews the session once on a 401 and repeats the request with the new token', async () => {
    let token = 'expired';
    const tokens: Array<string | null> = [];
    const http = createHttpClient(
      {
        ...shellReactions,
        accessToken: () => token,
        language: () => 'en',
        translate: (k) => k,
        renew: async () => {
          token = 'fresh';
          return true;
        },
      },
      async (_input, init) => {
        const sent = new Headers(init?.headers).get('authorization');
        tokens.push(sent);
        return new Response(JSON.stringify({ ok: sent === 'Bearer fresh' }), { status: sent === 'Bearer fresh' ? 200 : 401, headers: { 'content-type': 'application/json' } });
      },
    );
    expect((await http.get('/me')).data).toEqual({ ok: true });
    expect(tokens).toEqual(['Bearer expired', 'Bearer fresh']);
    expect(navigations).toEqual([]);
  });

  it('ends the session (to /) when the renewed token is refused too', async () => {
    const http = createHttpClient(
      { ...shellReactions, accessToken: () => 'x', language: () => 'en', translate: (k) => k, renew: async () => true },
      async () => new Response(null, { status: 401 }),
    );
    await expect(http.get('/me')).rejects.toMatchObject({ response: { status: 401 } });
    expect(navigations).toEqual(['/']);
  });

  it('leaves the failures of a background request to its caller', async () => {
    const http = createHttpClient({ ...shellReactions, accessToken: () => 'x', language: () => 'en', translate: (k) => k }, async () => new Response(null, { status: 503 }));
    await expect(http.get('/events', { background: true })).rejects.toMatchObject({ response: { status: 503 } });
    expect(navigations).toEqual([]);
    expect(currentToasts()).toEqual([]);
  });

  it('gives up after 600000 ms, not before', async () => {
    expect(HTTP_TIMEOUT_MS).toBe(600_000);
    const { http } = clientAnswering('timeout');
    let settled = false;
    const pending = http.get('/slow').finally(() => (settled = true));
    pending.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).rejects.toMatchObject({ code: expect.stringMatching(/^(ECONNABORTED|ETIMEDOUT)$/) });
  });

  it('sends params as the query, JSON bodies with their type, and reads JSON, text and files', async () => {
    const requests: Array<{ url: string; init: RequestInit | undefined }> = [];
    const answers = [
      new Response(JSON.stringify({ a: 1 }), { headers: { 'content-type': 'application/json' } }),
      new Response('plain', { headers: { 'content-type': 'text/plain' } }),
      new Response('csv,data', { headers: { 'content-disposition': 'attachment; filename="x.csv"' } }),
      new Response(null, { status: 204 }),
    ];
    const http = createHttpClient({ ...shellReactions, accessToken: () => undefined, language: () => 'en', translate: (k) => k }, async (input, init) => {
      requests.push({ url: String(input), init });
      return answers.shift()!;
    });
    expect((await http.post('/x', { b: 2 }, { params: { q: 'a b', skip: undefined, n: 3 } })).data).toEqual({ a: 1 });
    expect(requests[0]!.url).toBe('/api/x?q=a+b&n=3');
    expect(requests[0]!.init!.method).toBe('POST');
    expect(requests[0]!.init!.body).toBe('{"b":2}');
    expect(new Headers(requests[0]!.init!.headers).get('content-type')).toBe('application/json');
    expect(new Headers(requests[0]!.init!.headers).get('authorization')).toBeNull();
    expect((await http.get('/y')).data).toBe('plain');
    const file = await http.get<Blob>('/z', { responseType: 'blob' });
    expect(await file.data.text()).toBe('csv,data');
    expect(file.headers['content-disposition']).toBe('attachment; filename="x.csv"');
    const empty = await http.request({ url: '/notes/1/read', method: 'delete' });
    expect([empty.status, empty.data, requests[3]!.init!.method]).toEqual([204, undefined, 'DELETE']);
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

  it('sends the user to / on 401 without a toast', async () => {
    expect((await call({ status: 401 })).toasts).toEqual([]);
    expect(navigations).toEqual(['/']);
  });

  it('keeps the user where they are on 403 and says they lack the rights, with the server’s reason', async () => {
    const r = await call({ status: 403, data: { error: 'forbidden', message: 'This action needs the "support.write" capability' } });
    expect(r.toasts).toEqual([{ severity: 'error', title: 't(gondola.http.forbidden)', body: 'This action needs the "support.write" capability' }]);
    expect(navigations).toEqual([]);
  });

  it('names the capability a 403 refuses in the console’s language, not in the server’s English sentence', async () => {
    const r = await call({ status: 403, data: { error: 'forbidden', message: 'This action needs the "devices.manage" capability', capability: 'devices.manage' } });
    expect(r.toasts).toEqual([{ severity: 'error', title: 't(gondola.http.forbidden)', body: 't(gondola.http.forbiddenBecause)' }]);
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
    for (const t of currentToasts()) dismissToast(t.id);
    expect((await call({ status: 500, statusText: 'Internal Server Error', data: 'plain text body' })).toasts[0]!.body).toBe('plain text body');
    for (const t of currentToasts()) dismissToast(t.id);
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

  it('leaves a generated screen’s failed write to the screen (meta ownErrorMessage), and toasts the others', async () => {
    const { http } = clientAnswering({ status: 400, data: { description: 'A cut configuration needs an event key.' } });
    const dataProvider = createDataProvider(http);
    await expect(dataProvider.create('cut-configs', { data: {}, meta: { ownErrorMessage: true } })).rejects.toMatchObject({ status: 400 });
    await expect(dataProvider.delete('cut-configs', { id: 'c1', meta: { ownErrorMessage: true } })).rejects.toMatchObject({ status: 400 });
    expect(currentToasts()).toEqual([]);
    await expect(dataProvider.create('cut-configs', { data: {} })).rejects.toMatchObject({ status: 400 });
    expect(currentToasts().map((t) => t.body)).toEqual(['A cut configuration needs an event key.']);
  });

  it('reduces a URL to its last two path parts', () => {
    expect(lastTwoPathParts('http://h:1/api/a/b/c?d=1#x')).toBe('b/c');
    expect(lastTwoPathParts('/api/x')).toBe('api/x');
    expect(reactionTo({ url: '/api/x', cancelled: true })).toEqual({ kind: 'ignore' });
  });
});
