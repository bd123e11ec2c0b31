import { EventEmitter } from 'node:events';
import type { Principal } from '../../core/access.js';

/** What every live event says: which record changed and how; clients refetch what they show. */
export interface LiveEvent {
  resource: string;
  id: string;
  kind: 'created' | 'updated' | 'deleted';
  /** Customer users only receive events of their customers (undefined = everyone may see it). */
  customerIds?: string[];
}

export interface EventTransport {
  publish(payload: string): Promise<void>;
  subscribe(onMessage: (payload: string) => void): Promise<() => Promise<void>>;
}

const isLiveEvent = (v: unknown): v is LiveEvent =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as LiveEvent).resource === 'string' &&
  typeof (v as LiveEvent).id === 'string' &&
  ['created', 'updated', 'deleted'].includes((v as LiveEvent).kind);

/**
 * Fans live events out to the server-sent-event streams. With a transport (PostgreSQL
 * LISTEN/NOTIFY) every replica's streams receive every replica's events; without one (PGlite,
 * a single process) they stay in this process.
 */
export class EventBus {
  private readonly emitter = new EventEmitter();
  private transport?: EventTransport;
  private unsubscribe?: () => Promise<void>;

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  async connect(transport: EventTransport) {
    this.unsubscribe = await transport.subscribe((payload) => {
      try {
        const event: unknown = JSON.parse(payload);
        if (isLiveEvent(event)) this.emitter.emit('event', event);
      } catch {
        // Not ours: another program on the same channel.
      }
    });
    this.transport = transport;
  }

  async close() {
    await this.unsubscribe?.();
    this.transport = undefined;
  }

  publish(event: LiveEvent) {
    if (!this.transport) {
      this.emitter.emit('event', event);
      return;
    }
    // Our own NOTIFY comes back through LISTEN; if it cannot be sent, this replica still hears it.
    this.transport.publish(JSON.stringify(event)).catch(() => this.emitter.emit('event', event));
  }

  subscribe(principal: Principal, listener: (event: LiveEvent) => void): () => void {
    const filtered = (event: LiveEvent) => {
      if (principal.scope === 'customer' && event.customerIds && !event.customerIds.some((id) => principal.customerIds.includes(id))) return;
      listener(event);
    };
    this.emitter.on('event', filtered);
    return () => this.emitter.off('event', filtered);
  }
}
