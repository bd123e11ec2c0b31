import { once } from 'node:events';
import WebSocket from 'ws';

/** The inspector address a process started with `--inspect=127.0.0.1:0` printed. */
export const inspectorUrl = (output: string) => /Debugger listening on (ws:\/\/\S+)/.exec(output)?.[1];

/**
 * The heap a process still holds after a full garbage collection, in MB, read through its
 * inspector: unlike RSS, it does not swing with when V8 last collected, so growth means retention.
 */
export async function retainedHeapMb(url: string): Promise<number> {
  const socket = new WebSocket(url);
  await once(socket, 'open');
  let next = 0;
  const pending = new Map<number, (message: { result?: { result?: { value?: unknown } } }) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { id?: number };
    if (message.id !== undefined) pending.get(message.id)?.(message as never);
  });
  const send = (method: string, params: object = {}) =>
    new Promise<{ result?: { result?: { value?: unknown } } }>((resolve) => {
      const id = ++next;
      pending.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await send('HeapProfiler.collectGarbage');
    const answer = await send('Runtime.evaluate', { expression: 'process.memoryUsage().heapUsed', returnByValue: true });
    return Number(answer.result?.result?.value) / 1024 / 1024;
  } finally {
    socket.close();
  }
}
