// Simulated console users for the scale-out suite: each lists, opens and saves records through the
// proxy and holds a live-update stream, counting every request that did not get a proper answer.

export interface LoadResult {
  requests: number;
  failed: number;
  /** Ids the servers acknowledged with 201: each must exist afterwards. */
  acknowledged: string[];
  streamsOpened: number;
  failures: string[];
  /** Requests sent again because the proxy closed a reused connection before any answer (see `send`). */
  resent: number;
}

const RESOURCE = 'acknowledgemessages';

export function startLoad(baseUrl: string, users: number, headersFor: (user: number) => Promise<Record<string, string>>, options: { writesOnly?: boolean } = {}) {
  const result: LoadResult = { requests: 0, failed: 0, acknowledged: [], streamsOpened: 0, failures: [], resent: 0 };
  let running = true;
  const aborts = new Set<AbortController>();
  const fail = (what: string) => {
    result.failed++;
    if (result.failures.length < 20) result.failures.push(`${new Date().toISOString()} ${what}`);
  };
  // A replica may close an idle keep-alive connection just as HAProxy reuses it for the next
  // request; HAProxy then closes the browser's connection without an answer, its documented signal
  // that the request was not processed, and browsers send it again (any method). So does this user,
  // once; a connection closed after any answer byte is still a failure.
  const send = async (url: string, init: RequestInit) => {
    try {
      return await fetch(url, init);
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      if (cause?.code !== 'UND_ERR_SOCKET' || cause.message !== 'other side closed') throw error;
      result.resent++;
      return fetch(url, init);
    }
  };
  const request = async (method: string, path: string, headers: Record<string, string>, body?: unknown) => {
    result.requests++;
    try {
      const response = await send(`${baseUrl}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await response.text();
      if (response.status >= 500 || (response.status >= 400 && response.status !== 404)) {
        fail(`${method} ${path}: ${response.status} ${text.slice(0, 200)} (${response.headers.get('x-gondola-replica') ?? 'no replica'})`);
        return undefined;
      }
      return { status: response.status, body: text };
    } catch (error) {
      fail(`${method} ${path}: ${(error as Error).message} ${String((error as { cause?: unknown }).cause ?? '')}`);
      return undefined;
    }
  };

  const user = async (n: number) => {
    const headers = await headersFor(n);
    let i = 0;
    while (running) {
      i++;
      const op = options.writesOnly ? 2 : i % 4;
      if (op === 0) await request('GET', `/${RESOURCE}?range=[0,9]&sort=["id","DESC"]`, headers);
      else if (op === 1 && result.acknowledged.length) {
        const id = result.acknowledged[Math.floor(Math.random() * result.acknowledged.length)]!;
        const got = await request('GET', `/${RESOURCE}/${encodeURIComponent(id)}`, headers);
        if (got?.status === 404) fail(`GET ${id}: 404, an acknowledged write is missing`);
      } else {
        const saved = await request('POST', `/${RESOURCE}`, headers, { textEn: `Scale-out ${n}.${i}`, textDe: `Skalierung ${n}.${i}`, category: 'working' });
        if (saved?.status === 201) result.acknowledged.push(String((JSON.parse(saved.body) as { id: string }).id));
        else if (saved) fail(`POST: ${saved.status}`);
      }
    }
  };

  // A live-update stream per user: it may end (its replica stops and closes it), then it is opened
  // again as a browser's EventSource would; failing to open it counts as a failed request.
  const stream = async (n: number) => {
    const headers = await headersFor(n);
    while (running) {
      const abort = new AbortController();
      aborts.add(abort);
      result.requests++;
      try {
        const response = await fetch(`${baseUrl}/api/events`, { headers, signal: abort.signal });
        if (response.status !== 200) {
          fail(`GET /api/events: ${response.status} ${(await response.text()).slice(0, 200)}`);
          await new Promise((r) => setTimeout(r, 500));
          continue;
        }
        result.streamsOpened++;
        const reader = response.body!.getReader();
        while (running) {
          const { done } = await reader.read();
          if (done) break;
        }
        await reader.cancel().catch(() => {});
      } catch (error) {
        if (running) fail(`GET /api/events: ${(error as Error).message}`);
      } finally {
        aborts.delete(abort);
      }
      if (running) await new Promise((r) => setTimeout(r, 200));
    }
  };

  const workers = Promise.all([...Array.from({ length: users }, (_, n) => user(n)), ...(options.writesOnly ? [] : Array.from({ length: users }, (_, n) => stream(n)))]);
  return {
    result,
    async stop(): Promise<LoadResult> {
      running = false;
      for (const abort of aborts) abort.abort();
      await workers;
      return result;
    },
  };
}
