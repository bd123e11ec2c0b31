import type { QueryClient } from '@tanstack/react-query';
import type { HttpClient } from '@src/http/http-client';

export type LiveStatus = 'connecting' | 'up' | 'down';
export interface ChangeEvent {
  resource: string;
  id: string;
  kind: 'created' | 'updated' | 'deleted';
}

type StatusListener = (status: LiveStatus) => void;
type ChangeListener = (event: ChangeEvent) => void;

/**
 * Changes that arrive together (an escalation's events, a bulk command's devices) refresh each
 * query once: the first change waits this long for the rest of its burst…
 */
export const LIVE_GATHER_MS = 250;
/** …and while changes keep coming, the queries they concern are asked again at most this often. */
export const LIVE_REFRESH_SPACING_MS = 1_000;

/** Slack on the window a stream asks to be replayed: what the server heard just before the window is asked again too. */
export const REPLAY_MARGIN_MS = 1_000;

/** What `event: ready` says: whether the server held all the stream missed, and how many replayed changes follow. */
interface StreamReady {
  complete?: boolean;
  replayed?: number;
}

/**
 * Reads GET /api/events with the bearer token (EventSource cannot send one) and invalidates the
 * react-query caches of the resource that changed, reconnecting with back-off. Each stream asks
 * for the changes it may have missed (`replay`): on the first, those since the console started
 * asking (its first answers can come before the stream is up); after a break, those since the
 * last sign of the previous stream. When the server no longer holds all of them, every query on
 * screen is asked again.
 */
export class LiveUpdates {
  private status: LiveStatus = 'connecting';
  private readonly statusListeners = new Set<StatusListener>();
  private readonly changeListeners = new Set<ChangeListener>();
  private abort?: AbortController;
  private stopped = false;
  private attempt = 0;
  /** Resources changed since the last refresh; the timer of the next one, and when the last one ran. */
  private changed = new Set<string>();
  private refreshTimer?: ReturnType<typeof setTimeout>;
  private lastRefresh = -Infinity;
  /** How many of the changes that follow `ready` are replayed ones. */
  private replaysDue = 0;
  /** Whether a change since the last refresh happened live (only those space the refreshes). */
  private liveChanged = false;
  /** Since when this console may have missed changes: its start, then the last sign of life of its stream. */
  private heardAt = performance.now();

  constructor(
    private readonly http: HttpClient,
    private readonly queryClient?: QueryClient,
  ) {}

  start() {
    this.stopped = false;
    void this.connect();
  }

  stop() {
    this.stopped = true;
    this.abort?.abort();
    clearTimeout(this.refreshTimer);
    this.refreshTimer = undefined;
    this.changed.clear();
  }

  onStatus(listener: StatusListener): () => void {
    this.statusListeners.add(listener);
    listener(this.status);
    return () => this.statusListeners.delete(listener);
  }

  onChange(listener: ChangeListener): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  private setStatus(status: LiveStatus) {
    this.status = status;
    for (const l of this.statusListeners) l(status);
  }

  private async connect() {
    while (!this.stopped) {
      this.abort = new AbortController();
      try {
        // A stream without a timeout, whose failures only change the connection state.
        const replay = Math.ceil(performance.now() - this.heardAt) + REPLAY_MARGIN_MS;
        const response = await this.http.get<ReadableStream<Uint8Array>>('/events', {
          params: { replay },
          headers: { accept: 'text/event-stream' },
          responseType: 'stream',
          timeout: 0,
          background: true,
          signal: this.abort.signal,
        });
        if (!response.data) throw new Error(`events answered ${response.status} without a body`);
        this.attempt = 0;
        this.setStatus('up');
        await this.read(response.data);
      } catch {
        if (this.stopped) return;
      }
      this.setStatus('down');
      const delay = Math.min(30_000, 1000 * 2 ** this.attempt++);
      await new Promise((r) => setTimeout(r, delay));
    }
  }

  private async read(body: ReadableStream<Uint8Array>) {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      this.heardAt = performance.now();
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event === 'change' && data) this.dispatch(JSON.parse(data) as ChangeEvent);
        else if (event === 'ready' && data) this.ready(JSON.parse(data) as StreamReady);
      }
    }
  }

  /** A stream is up: everything is asked again if it missed more than the server holds, else its replayed changes are awaited. */
  private ready({ complete, replayed }: StreamReady) {
    if (complete === false) void this.queryClient?.invalidateQueries();
    this.replaysDue = complete !== false && typeof replayed === 'number' && replayed > 0 ? replayed : 0;
  }

  private dispatch(event: ChangeEvent) {
    for (const l of this.changeListeners) l(event);
    if (!this.queryClient) return;
    // What the stream missed is gathered like any change, but its refresh holds no live change back.
    if (this.replaysDue > 0) this.replaysDue--;
    else this.liveChanged = true;
    this.changed.add(event.resource);
    if (this.refreshTimer === undefined) {
      const due = Math.max(LIVE_GATHER_MS, this.lastRefresh + LIVE_REFRESH_SPACING_MS - performance.now());
      this.refreshTimer = setTimeout(() => this.refresh(), due);
    }
  }

  /** Every query of a changed resource, and every query whose meta names one (`{ live: ['problems', …] }`), is asked again once. */
  private refresh() {
    const changed = this.changed;
    this.changed = new Set();
    this.refreshTimer = undefined;
    if (this.liveChanged) this.lastRefresh = performance.now();
    this.liveChanged = false;
    void this.queryClient?.invalidateQueries({
      predicate: (query) => changed.has(query.queryKey[0] as string) || ((query.meta?.live as string[] | undefined)?.some((name) => changed.has(name)) ?? false),
    });
  }
}
