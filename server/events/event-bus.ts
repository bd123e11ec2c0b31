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

/**
 * In-process fan-out of live events to the server-sent-event streams of this replica. (Fan-out
 * between replicas through PostgreSQL LISTEN/NOTIFY is the live-updates work of the problems issue.)
 */
export class EventBus {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  publish(event: LiveEvent) {
    this.emitter.emit('event', event);
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
