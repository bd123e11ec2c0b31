import { DeliveryError, type Sender } from '../../integrations/delivery.js';
import { every } from '../../jobs/every.js';
import type { Jobs } from '../../jobs/jobs.js';
import { MAX_ATTEMPTS, type OutboxChannel, type OutboxRow, type OutboxStore } from './outbox-store.js';

export const OUTBOX_QUEUE = 'outbox';
const SWEEP_MS = 5_000;

interface Log {
  warn(obj: object, msg: string): void;
}

/** Spaces sends so a provider's rate (messages per second) is never exceeded by this process. */
class Pace {
  private next = 0;
  constructor(private readonly perSecond: number) {}
  async wait() {
    const now = Date.now();
    const at = Math.max(now, this.next);
    this.next = at + 1000 / this.perSecond;
    if (at > now) await new Promise((r) => setTimeout(r, at - now));
  }
}

/** The wait before try n+1: 5 s, 10 s, 20 s … capped at 10 minutes. */
export const backoffMs = (attempts: number) => Math.min(600_000, 5_000 * 2 ** Math.max(0, attempts - 1));

/**
 * Sends what the outbox holds. A pg-boss job per message wakes it (queued after the message's
 * transaction committed); a sweep every few seconds queues what no job carries (a crash between
 * commit and queueing, a claim that expired with its worker). Each message is claimed before it
 * is sent, so two workers never send it at once; one whose earlier claim expired is first looked
 * up at the provider, so a crash mid-send does not send it twice.
 */
export class OutboxWorker {
  private readonly paces = new Map<OutboxChannel, Pace>();
  private sweeper?: NodeJS.Timeout;

  constructor(
    private readonly store: OutboxStore,
    /** Without a job queue (tests), nothing runs by itself: `drain()` sends what is due. */
    private readonly jobs: Jobs | undefined,
    private readonly senders: Partial<Record<OutboxChannel, Sender>>,
    /** The most messages a second a channel's provider takes from this process. */
    perSecond: Partial<Record<OutboxChannel, number>>,
    private readonly log: Log,
    /** Told after each message reached an outcome (a notification's progress and state). */
    private readonly settled: (row: OutboxRow) => Promise<void>,
  ) {
    for (const [channel, rate] of Object.entries(perSecond) as Array<[OutboxChannel, number]>) this.paces.set(channel, new Pace(rate));
  }

  async start() {
    if (!this.jobs) return;
    await this.jobs.work(OUTBOX_QUEUE, async (data) => this.process(String(data.id)), { batch: 10, onePerKey: true });
    this.sweeper = every(
      SWEEP_MS,
      () => this.sweep(),
      (error) => this.log.warn({ error: error.message }, 'outbox sweep failed'),
    );
    await this.sweep();
  }

  stop() {
    clearInterval(this.sweeper);
  }

  /** Queues a job for each message id (after their transaction committed). */
  async wake(ids: string[], delayMs = 0) {
    if (!this.jobs) return;
    for (const id of ids) await this.jobs.send(OUTBOX_QUEUE, { id }, { singletonKey: `outbox:${id}`, startAfterSeconds: delayMs / 1000 });
  }

  async sweep() {
    await this.wake(await this.store.due());
  }

  /** Sends everything due now, one after another, each message once (tests, and a process without a job queue). */
  async drain() {
    const tried = new Set<string>();
    for (;;) {
      const due = (await this.store.due()).filter((id) => !tried.has(id));
      if (!due.length) return;
      for (const id of due) {
        tried.add(id);
        await this.process(id);
      }
    }
  }

  async process(id: string) {
    const row = await this.store.claim(id);
    if (!row) return;
    const sender = this.senders[row.channel];
    try {
      if (!sender) throw new DeliveryError(`No ${row.channel} sender is configured`, false);
      const message = { key: row.key, to: row.recipient, subject: row.subject, text: row.text ?? '', payload: row.payload, firstTriedAt: new Date(row.created_at) };
      const earlier = row.in_doubt && sender.findEarlier ? await sender.findEarlier(message) : undefined;
      if (!earlier) await this.paces.get(row.channel)?.wait();
      const { providerId } = earlier ?? (await sender.send(message));
      await this.store.sent(row.id, providerId);
    } catch (error) {
      const delivery = error instanceof DeliveryError ? error : new DeliveryError((error as Error).message, true);
      if (delivery.transient && row.attempts < MAX_ATTEMPTS) {
        const delay = Math.max(delivery.retryAfterMs ?? 0, backoffMs(row.attempts));
        await this.store.retryLater(row.id, delay, delivery.message);
        await this.wake([row.id], delay);
      } else {
        await this.store.failed(row.id, delivery.transient ? 'providerError' : 'providerRejected', delivery.message);
        this.log.warn({ id: row.id, channel: row.channel, error: delivery.message }, 'outgoing message failed');
      }
    }
    await this.settled(row);
  }
}
