const MAX_RESULT = 1024 * 1024;

/** A device's answer to a command, as it is recorded. */
export interface Answer {
  id: string;
  deviceId: string;
  status: 'succeeded' | 'failed';
  result: string | null;
  error: string | null;
}

/** Reads `{status: 'ok' | 'error', result?, error?}`; anything else is an invalid response. */
export function answerOf(raw: Buffer): Pick<Answer, 'status' | 'result' | 'error'> {
  try {
    const body = JSON.parse(raw.toString('utf8')) as { status?: unknown; result?: unknown; error?: unknown };
    if (body.status === 'ok') {
      const result = body.result === undefined ? null : JSON.stringify(body.result);
      if (result && result.length > MAX_RESULT) return { status: 'failed', result: null, error: 'invalidResponse' };
      return { status: 'succeeded', result, error: null };
    }
    if (body.status === 'error') {
      const e = body.error as { code?: unknown; message?: unknown } | string | undefined;
      const error = typeof e === 'string' ? e : typeof e?.code === 'string' ? e.code : typeof e?.message === 'string' ? e.message : 'commandNotExecutable';
      return { status: 'failed', result: null, error: error.slice(0, 2000) };
    }
  } catch {
    // below
  }
  return { status: 'failed', result: null, error: 'invalidResponse' };
}

/**
 * Writes items in batches without a timer: the first item is written at once, and whatever
 * arrives while a write runs goes into the next one (group commit). Each `add` resolves once its
 * own batch is written, or rejects with that batch's error.
 */
export class Batcher<T> {
  private waiting: Array<{ item: T; resolve: () => void; reject: (error: unknown) => void }> = [];
  private writing = false;

  constructor(
    private readonly write: (items: T[]) => Promise<void>,
    private readonly maxBatch = 500,
  ) {}

  add(item: T): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain() {
    this.writing = true;
    while (this.waiting.length) {
      const batch = this.waiting.splice(0, this.maxBatch);
      try {
        await this.write(batch.map((b) => b.item));
        for (const b of batch) b.resolve();
      } catch (error) {
        for (const b of batch) b.reject(error);
      }
    }
    this.writing = false;
  }
}
