import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { can, type Capability, type Principal } from '../../core/access.js';

/** What every live event says: which record changed and how; clients refetch what they show. */
export interface LiveEvent {
  resource: string;
  id: string;
  kind: 'created' | 'updated' | 'deleted';
  /** Customer users only receive events of their customers (undefined = everyone may see it). */
  customerIds?: string[];
  /** The record's other read rules, so that only those who may read it hear of it. */
  audience?: EventAudience;
}

/** Who may read the changed record besides its customers' users; never sent to a browser. */
export interface EventAudience {
  /** The resource's read capability. */
  capability?: Capability;
  /** The record's owners (before and after a change). */
  owners?: string[];
  /** Owner-only records: anyone else needs this capability. */
  ownersOnly?: Capability;
  /** Not shared with customer users: only its owner among them may read it. */
  hiddenFromCustomers?: boolean;
}

/** Whether `principal` may hear of the change: the record read's rules, applied to the event. */
export function mayHear(principal: Principal, event: LiveEvent): boolean {
  const audience = event.audience ?? {};
  const owns = !!audience.owners?.includes(principal.subject);
  if (audience.capability && !can(principal, audience.capability)) return false;
  if (audience.ownersOnly && !owns && !can(principal, audience.ownersOnly)) return false;
  if (principal.scope === 'customer') {
    if (event.customerIds && !event.customerIds.some((id) => principal.customerIds.includes(id))) return false;
    if (audience.hiddenFromCustomers && !owns) return false;
  }
  return true;
}

export interface EventTransport {
  publish(payload: string): Promise<void>;
  subscribe(onMessage: (payload: string) => void): Promise<() => Promise<void>>;
}

/** `heardOwn`'s marker: no event, ignored by every other replica. */
const isMarker = (v: unknown): v is { heard: string } => !!v && typeof v === 'object' && typeof (v as { heard?: unknown }).heard === 'string';

const isLiveEvent = (v: unknown): v is LiveEvent =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as LiveEvent).resource === 'string' &&
  typeof (v as LiveEvent).id === 'string' &&
  ['created', 'updated', 'deleted'].includes((v as LiveEvent).kind);

/** A signed-out session or token, told to every replica; never sent to a browser. */
export interface Revocation {
  revoked: string[];
  /** Epoch ms after which the keys mean nothing anyway (the tokens have expired). */
  until: number;
}

const isRevocation = (v: unknown): v is Revocation =>
  !!v &&
  typeof v === 'object' &&
  Array.isArray((v as Revocation).revoked) &&
  (v as Revocation).revoked.every((k) => typeof k === 'string') &&
  typeof (v as Revocation).until === 'number';

/** How long, and how many of, the changes heard are kept for streams that ask what they missed. */
export const REPLAY_KEPT_MS = 10 * 60_000;
export const REPLAY_KEPT_EVENTS = 5_000;

/** What a stream missed: the changes heard in the window it asked for, and whether that is all of them. */
export interface Replay {
  events: LiveEvent[];
  /** False when the window reaches back before what this process still holds (its start, or changes let go of). */
  complete: boolean;
}

/**
 * Fans live events out to the server-sent-event streams. With a transport (PostgreSQL
 * LISTEN/NOTIFY) every replica's streams receive every replica's events; without one (PGlite,
 * a single process) they stay in this process. The last changes heard are kept a while, for a
 * browser whose stream opens after its first answers or comes back after a gap (`replay`).
 */
export class EventBus {
  private readonly emitter = new EventEmitter();
  /** Changes heard, oldest first, on this process's monotonic clock… */
  private readonly heard: Array<{ at: number; event: LiveEvent }> = [];
  /** …complete after this moment: when the process began listening, or the newest change let go of. */
  private heardFrom = performance.now();
  private transport?: EventTransport;
  private unsubscribe?: () => Promise<void>;
  /** Announcements being handed to the transport (each settles, so nothing piles up). */
  private readonly sending = new Set<Promise<void>>();
  /** `heardOwn`'s markers, waiting to come back. */
  private readonly markers = new Map<string, () => void>();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  async connect(transport: EventTransport) {
    this.unsubscribe = await transport.subscribe((payload) => {
      try {
        const event: unknown = JSON.parse(payload);
        if (isMarker(event)) this.markers.get(event.heard)?.();
        else if (isLiveEvent(event)) this.hear(event);
        else if (isRevocation(event)) this.emitter.emit('revocation', event);
      } catch {
        // Not ours: another program on the same channel.
      }
    });
    this.transport = transport;
  }

  async close() {
    await this.unsubscribe?.();
    this.transport = undefined;
    for (const resolve of this.markers.values()) resolve();
  }

  publish(event: LiveEvent) {
    if (!this.transport) {
      this.hear(event);
      return;
    }
    // Our own NOTIFY comes back through LISTEN; if it cannot be sent, this replica still hears it.
    const sent = this.transport.publish(JSON.stringify(event)).catch(() => {
      this.hear(event);
    });
    this.sending.add(sent);
    void sent.finally(() => this.sending.delete(sent));
  }

  /**
   * Resolves once this process has heard back every announcement it sent so far (at most
   * `limitMs` later): the server's own followers have then been told (tests wait for it). A marker
   * sent after them comes back after them: PostgreSQL delivers notifications in commit order.
   */
  async heardOwn(limitMs = 5_000): Promise<void> {
    const transport = this.transport;
    if (!transport) return;
    await Promise.all([...this.sending]);
    const id = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve) => {
      this.markers.set(id, resolve);
      timer = setTimeout(resolve, limitMs);
    });
    await transport.publish(JSON.stringify({ heard: id })).catch(() => this.markers.get(id)?.());
    await heard;
    clearTimeout(timer);
    this.markers.delete(id);
  }

  /** Tells every replica (this one at once) that these sessions or tokens are signed out. */
  announceRevocation(revocation: Revocation) {
    this.emitter.emit('revocation', revocation);
    this.transport?.publish(JSON.stringify(revocation)).catch(() => undefined);
  }

  onRevocation(listener: (revocation: Revocation) => void): () => void {
    this.emitter.on('revocation', listener);
    return () => this.emitter.off('revocation', listener);
  }

  /** Every event, unfiltered: for the server's own followers (a problem acknowledged stops its escalation), never a browser. */
  onEvent(listener: (event: LiveEvent) => void): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }

  private hear(event: LiveEvent) {
    const at = performance.now();
    this.heard.push({ at, event });
    while (this.heard.length > REPLAY_KEPT_EVENTS || this.heard[0]!.at < at - REPLAY_KEPT_MS) this.heardFrom = this.heard.shift()!.at;
    this.emitter.emit('event', event);
  }

  /**
   * The changes of the last `withinMs` that `principal` may hear, oldest first. A stream that asks
   * subscribes in the same turn, so that nothing falls between what it is replayed and what it hears.
   */
  replay(principal: Principal, withinMs: number): Replay {
    const from = performance.now() - withinMs;
    return {
      events: this.heard.filter((h) => h.at >= from && mayHear(principal, h.event)).map((h) => h.event),
      complete: from > this.heardFrom,
    };
  }

  subscribe(principal: Principal, listener: (event: LiveEvent) => void): () => void {
    const filtered = (event: LiveEvent) => {
      if (mayHear(principal, event)) listener(event);
    };
    this.emitter.on('event', filtered);
    return () => this.emitter.off('event', filtered);
  }
}
