import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { HttpClient } from '@src/http/http-client';
import { LIVE_GATHER_MS, LIVE_REFRESH_SPACING_MS, LiveUpdates, REPLAY_MARGIN_MS } from '@src/shell/live-updates';

/** A change as the server's stream writes it. */
const changeBlock = (change: { resource: string; id: string }) => `event: change\ndata: ${JSON.stringify({ ...change, kind: 'updated' })}\n\n`;

/** An event stream the test writes to, behind the one request LiveUpdates makes. */
function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  const http = { get: async () => ({ status: 200, data: body, headers: {} }) } as unknown as HttpClient;
  const send = (...changes: Array<{ resource: string; id: string }>) => controller.enqueue(encoder.encode(changes.map(changeBlock).join('')));
  return { http, send };
}

/** Event streams, one per request, with what each request asked and when. */
function reconnectingStreams() {
  const streams: Array<{ replay: number; at: number; write(text: string): void; end(): void }> = [];
  const encoder = new TextEncoder();
  const http = {
    get: async (_url: string, config: { params: { replay: number } }) => {
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          controller = c;
        },
      });
      streams.push({ replay: config.params.replay, at: performance.now(), write: (text) => controller.enqueue(encoder.encode(text)), end: () => controller.close() });
      return { status: 200, data: body, headers: {} };
    },
  } as unknown as HttpClient;
  return { http, streams };
}

const until = async (condition: () => boolean, timeoutMs = 3_000) => {
  const end = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/** A watched query (as a mounted screen holds it) that counts how often it is asked. */
function watched(client: QueryClient, key: string, live?: string[]) {
  const asked = { count: 0 };
  const observer = new QueryObserver(client, {
    queryKey: [key],
    queryFn: async () => ++asked.count,
    staleTime: Infinity,
    ...(live ? { meta: { live } } : {}),
  });
  const unsubscribe = observer.subscribe(() => {});
  return { asked, unsubscribe };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('live updates', () => {
  let live: LiveUpdates | undefined;
  afterEach(() => live?.stop());

  it('asks a query over several resources once for a burst of changes, and leaves unrelated queries alone', async () => {
    const client = new QueryClient();
    const { http, send } = eventStream();
    const triage = watched(client, 'triage', ['problems', 'escalation-events']);
    const problems = watched(client, 'problems');
    const notes = watched(client, 'notes');
    await settle(20);
    expect([triage.asked.count, problems.asked.count, notes.asked.count]).toEqual([1, 1, 1]);
    live = new LiveUpdates(http, client);
    live.start();
    send({ resource: 'escalation-events', id: 'a' }, { resource: 'escalation-events', id: 'b' });
    await settle(10);
    send({ resource: 'problems', id: 'p' });
    await settle(LIVE_GATHER_MS + 100);
    expect(triage.asked.count).toBe(2);
    expect(problems.asked.count).toBe(2);
    expect(notes.asked.count).toBe(1);
  });

  it('keeps refreshing while changes keep coming, but not more often than the spacing allows', async () => {
    const client = new QueryClient();
    const { http, send } = eventStream();
    const triage = watched(client, 'triage', ['devices']);
    await settle(20);
    live = new LiveUpdates(http, client);
    live.start();
    const started = performance.now();
    for (let i = 0; i < 12; i++) {
      send({ resource: 'devices', id: `d${i}` });
      await settle(100);
    }
    const elapsed = performance.now() - started;
    // The last change is still shown: its refresh follows within the spacing.
    await settle(LIVE_REFRESH_SPACING_MS + 100);
    const refreshes = triage.asked.count - 1;
    expect(refreshes).toBeGreaterThanOrEqual(2);
    expect(refreshes).toBeLessThanOrEqual(Math.ceil((elapsed + LIVE_REFRESH_SPACING_MS) / LIVE_REFRESH_SPACING_MS));
    expect(refreshes).toBeLessThan(12);
  });

  it('a change seen after stop refreshes nothing', async () => {
    const client = new QueryClient();
    const { http, send } = eventStream();
    const notes = watched(client, 'notes');
    await settle(20);
    live = new LiveUpdates(http, client);
    live.start();
    send({ resource: 'notes', id: 'n' });
    await settle(10);
    live.stop();
    await settle(LIVE_GATHER_MS + 100);
    expect(notes.asked.count).toBe(1);
  });

  it('asks the first stream for the changes since the console started, and the next for those since the last sign of the one that broke off', async () => {
    const client = new QueryClient();
    const { http, streams } = reconnectingStreams();
    const created = performance.now();
    live = new LiveUpdates(http, client);
    await settle(200);
    live.start();
    await until(() => streams.length === 1);
    // The console started 200 ms before its stream: its first answers may have missed what changed since.
    expect(streams[0]!.replay).toBeGreaterThanOrEqual(Math.floor(streams[0]!.at - created) + REPLAY_MARGIN_MS);
    expect(streams[0]!.replay).toBeLessThan(streams[0]!.at - created + REPLAY_MARGIN_MS + 50);
    streams[0]!.write(': heartbeat\n\n');
    await settle(20);
    const lastSign = performance.now();
    streams[0]!.end();
    await until(() => streams.length === 2);
    expect(streams[1]!.replay).toBeGreaterThanOrEqual(Math.floor(streams[1]!.at - lastSign) + REPLAY_MARGIN_MS);
    expect(streams[1]!.replay).toBeLessThan(streams[1]!.at - lastSign + REPLAY_MARGIN_MS + 50);
  });

  it('asks the queries of the replayed changes again after the gather time, without holding back the next live change', async () => {
    const client = new QueryClient();
    const { http, streams } = reconnectingStreams();
    const problems = watched(client, 'problems');
    const devices = watched(client, 'devices');
    const notes = watched(client, 'notes');
    await settle(20);
    live = new LiveUpdates(http, client);
    live.start();
    await until(() => streams.length === 1);
    const change = (resource: string) => changeBlock({ resource, id: 'x' });
    const readyAt = performance.now();
    streams[0]!.write(`event: ready\ndata: {"complete":true,"replayed":2}\n\n${change('devices')}`);
    await settle(20);
    expect(devices.asked.count).toBe(1);
    streams[0]!.write(change('devices'));
    await until(() => devices.asked.count === 2);
    expect(performance.now() - readyAt).toBeGreaterThanOrEqual(LIVE_GATHER_MS - 5);
    // A live change right after: gathered as any, not spaced from the catch-up.
    const liveAt = performance.now();
    streams[0]!.write(change('problems'));
    await until(() => problems.asked.count === 2);
    expect(performance.now() - liveAt).toBeLessThan(LIVE_GATHER_MS + 300);
    expect([devices.asked.count, notes.asked.count]).toEqual([2, 1]);
  });

  it('asks every query on screen again when the server no longer holds all the stream missed, and none when it does', async () => {
    const client = new QueryClient();
    const { http, streams } = reconnectingStreams();
    const problems = watched(client, 'problems');
    const notes = watched(client, 'notes');
    await settle(20);
    live = new LiveUpdates(http, client);
    live.start();
    await until(() => streams.length === 1);
    streams[0]!.write('event: ready\ndata: {"complete":true}\n\n');
    await settle(50);
    expect([problems.asked.count, notes.asked.count]).toEqual([1, 1]);
    streams[0]!.end();
    await until(() => streams.length === 2);
    streams[1]!.write('event: ready\ndata: {"complete":false}\n\n');
    await until(() => problems.asked.count === 2 && notes.asked.count === 2);
  });
});
