import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { HttpClient } from '@src/http/http-client';
import { LIVE_GATHER_MS, LIVE_REFRESH_SPACING_MS, LiveUpdates } from '@src/shell/live-updates';

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
  const send = (...changes: Array<{ resource: string; id: string }>) =>
    controller.enqueue(encoder.encode(changes.map((c) => `event: change\ndata: ${JSON.stringify({ ...c, kind: 'updated' })}\n\n`).join('')));
  return { http, send };
}

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
});
