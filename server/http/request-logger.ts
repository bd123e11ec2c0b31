import type { FastifyBaseLogger } from 'fastify';

type Bindings = Record<string, unknown>;
type ChildOptions = { level?: string; serializers?: unknown };
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LevelAware = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * A request's logger that becomes pino's child (with the request id in its bindings) on its first
 * line only. pino serialises a child's bindings when it is made, and Fastify makes one per request:
 * on a list request that was 5 µs of the API's per-request CPU (perf, issue 48), for a line a
 * replica logging at warn never writes. Lines and levels are pino's own: a call at a level the
 * parent writes makes the child and hands the call to it.
 */
class RequestLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #parent: LevelAware;
  readonly #bindings: Bindings;
  readonly #options: ChildOptions;

  constructor(parent: LevelAware, bindings: Bindings, options: ChildOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #made(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options as never);
    return this.#child;
  }

  get level(): string {
    return this.#child?.level ?? this.#parent.level;
  }
  set level(level: string) {
    this.#made().level = level;
  }
  isLevelEnabled(level: string): boolean {
    return ((this.#child as LevelAware | undefined) ?? this.#parent).isLevelEnabled(level);
  }
  #write(level: Level, args: unknown[]) {
    if (this.isLevelEnabled(level)) (this.#made()[level] as (...a: unknown[]) => void)(...args);
  }
  fatal(...args: unknown[]) {
    this.#write('fatal', args);
  }
  error(...args: unknown[]) {
    this.#write('error', args);
  }
  warn(...args: unknown[]) {
    this.#write('warn', args);
  }
  info(...args: unknown[]) {
    this.#write('info', args);
  }
  debug(...args: unknown[]) {
    this.#write('debug', args);
  }
  trace(...args: unknown[]) {
    this.#write('trace', args);
  }
  silent() {}
  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#made().child(bindings, options as never);
  }
  bindings(): Bindings {
    return { ...(this.#parent as unknown as { bindings(): Bindings }).bindings(), ...this.#bindings };
  }
}

/**
 * Fastify's `childLoggerFactory`. A route with a level or serialisers of its own gets pino's child at
 * once (its level decides what is written); so does a logger that cannot say which levels it writes.
 */
export function requestLogger(parent: FastifyBaseLogger, bindings: Bindings, options: ChildOptions): FastifyBaseLogger {
  if (options.level || options.serializers || typeof (parent as Partial<LevelAware>).isLevelEnabled !== 'function') return parent.child(bindings, options as never);
  return new RequestLogger(parent as LevelAware, bindings, options) as unknown as FastifyBaseLogger;
}
