import { apiAs, NO_RATE_LIMITS, startServer } from '../tests/e2e/harness';
import { ensureBuild } from './lib/build';
import { rssMbOf } from './lib/proc';
import type { Bench, Figure } from './lib/result';
import { median, percentile, round } from './lib/stats';
import { startFromSeededDataDirectory } from './lib/seeded';

const CLIENTS = 200;
const CHANGES = 20;

/** One SSE client: calls `onChange` with each change event's record id and the time it arrived. */
async function connect(url: string, headers: Record<string, string>, onChange: (id: string, at: number) => void, signal: AbortSignal): Promise<void> {
  const response = await fetch(url, { headers: { ...headers, accept: 'text/event-stream' }, signal });
  if (!response.ok || !response.body) throw new Error(`events: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes('event: ready')) ready();
          const data = /^event: change\ndata: (.*)$/m.exec(block)?.[1];
          if (data) onChange((JSON.parse(data) as { id: string }).id, performance.now());
        }
      }
    } catch {
      /* aborted at the end */
    }
  })();
  await isReady;
}

export const liveUpdates: Bench = {
  name: 'live-updates',
  quick: false,
  async run({ log }) {
    ensureBuild();
    await startFromSeededDataDirectory();
    const server = await startServer({ ...NO_RATE_LIMITS, LOG_LEVEL: 'warn' });
    const abort = new AbortController();
    try {
      const { headers } = await apiAs(server);
      // Warm the route and the JIT before the idle memory is read.
      for (let i = 0; i < 50; i++) await (await fetch(`${server.url}/api/resorts?range=[0,4]`, { headers })).arrayBuffer();
      await new Promise((r) => setTimeout(r, 1000));
      const idleRss = rssMbOf(server.process.pid!);
      const arrivals = new Map<string, number[]>();
      await Promise.all(Array.from({ length: CLIENTS }, () => connect(`${server.url}/api/events`, headers, (id, at) => arrivals.get(id)?.push(at), abort.signal)));
      await new Promise((r) => setTimeout(r, 1000));
      const connectedRss = rssMbOf(server.process.pid!);

      const [resort] = (await (await fetch(`${server.url}/api/resorts?range=[0,0]`, { headers })).json()) as Array<Record<string, unknown>>;
      let record = resort!;
      const latencies: number[] = [];
      const worst: number[] = [];
      for (let change = 0; change < CHANGES; change++) {
        const id = String(record.id);
        const seen: number[] = [];
        arrivals.set(id, seen);
        const sent = performance.now();
        const response = await fetch(`${server.url}/api/resorts/${id}`, {
          method: 'PUT',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ ...record, project: `Bench change ${change}` }),
        });
        if (!response.ok) throw new Error(`PUT: ${response.status} ${await response.text()}`);
        record = (await response.json()) as Record<string, unknown>;
        const deadline = performance.now() + 10_000;
        while (seen.length < CLIENTS && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5));
        if (seen.length < CLIENTS) throw new Error(`change ${change}: only ${seen.length} of ${CLIENTS} clients received it`);
        latencies.push(...seen.map((at) => at - sent));
        worst.push(Math.max(...seen) - sent);
        arrivals.delete(id);
      }
      const p99 = round(percentile(latencies, 99), 1);
      log(`live updates: ${CLIENTS} clients, p50 ${round(median(latencies), 1)} ms, p99 ${p99} ms; RSS ${round(idleRss, 0)} → ${round(connectedRss, 0)} MB`);
      const figures: Figure[] = [
        {
          bench: 'live-updates',
          name: `change saved → event at each of ${CLIENTS} SSE clients, p99`,
          value: p99,
          unit: 'ms',
          target: { max: 500 },
          note: `p50 ${round(median(latencies), 1)} ms; last client per change (median) ${round(median(worst), 1)} ms; ${CHANGES} changes × ${CLIENTS} clients, timed from sending the PUT`,
        },
        {
          bench: 'live-updates',
          name: 'server memory per SSE connection',
          value: round(((connectedRss - idleRss) * 1024) / CLIENTS, 1),
          unit: 'KB',
          reference: { name: 'server RSS before the clients', value: round(idleRss, 0), unit: 'MB' },
          note: `RSS ${round(connectedRss, 0)} MB with ${CLIENTS} connected`,
        },
      ];
      return figures;
    } finally {
      abort.abort();
      await server.stop();
    }
  },
};
