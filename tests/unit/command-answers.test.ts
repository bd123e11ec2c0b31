import { describe, expect, it } from 'vitest';
import { answerOf, Batcher } from '../../server/device-layer/command-answers';

describe('recording device answers in batches', () => {
  it('writes the first answer at once and those that arrive during a write together in the next', async () => {
    const writes: number[][] = [];
    let release: () => void = () => {};
    const batcher = new Batcher<number>(async (items) => {
      writes.push(items);
      if (writes.length === 1) await new Promise<void>((r) => (release = r));
    });
    const first = batcher.add(1);
    const rest = [batcher.add(2), batcher.add(3), batcher.add(4)];
    expect(writes).toEqual([[1]]);
    release();
    await Promise.all([first, ...rest]);
    expect(writes).toEqual([[1], [2, 3, 4]]);
  });

  it('keeps a batch to its largest size', async () => {
    const writes: number[][] = [];
    const batcher = new Batcher<number>(async (items) => void writes.push(items), 2);
    await Promise.all([1, 2, 3, 4, 5].map((n) => batcher.add(n)));
    expect(writes).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('fails only the answers of the batch whose write failed, and goes on with the next', async () => {
    let calls = 0;
    const batcher = new Batcher<number>(async () => {
      calls++;
      if (calls === 1) throw new Error('database gone');
    });
    const outcomes = await Promise.allSettled([batcher.add(1), batcher.add(2)]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'fulfilled']);
    expect((outcomes[0] as PromiseRejectedResult).reason).toMatchObject({ message: 'database gone' });
  });
});

describe('reading a device answer', () => {
  const read = (body: unknown) => answerOf(Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)));

  it('records an ok with its result as JSON', () => {
    expect(read({ status: 'ok', result: { uptime: 5 } })).toEqual({ status: 'succeeded', result: '{"uptime":5}', error: null });
    expect(read({ status: 'ok' })).toEqual({ status: 'succeeded', result: null, error: null });
  });

  it('records an error by its code, its message or its text', () => {
    expect(read({ status: 'error', error: { code: 'busy' } }).error).toBe('busy');
    expect(read({ status: 'error', error: { message: 'disk full' } }).error).toBe('disk full');
    expect(read({ status: 'error', error: 'x'.repeat(3000) }).error).toHaveLength(2000);
    expect(read({ status: 'error' }).error).toBe('commandNotExecutable');
  });

  it('calls anything else, and a result over 1 MB, an invalid response', () => {
    for (const body of ['not json', { status: 'maybe' }, { status: 'ok', result: 'x'.repeat(1024 * 1024 + 1) }]) {
      expect(read(body)).toEqual({ status: 'failed', result: null, error: 'invalidResponse' });
    }
  });
});
