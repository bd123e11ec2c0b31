import { context, propagation, SpanKind, SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';

/**
 * Spans of our own (jobs, SMTP) through OpenTelemetry's API, which does nothing until a tracer
 * provider is registered: without tracing configured these cost a function call.
 */
const tracer = () => trace.getTracer('gondola');

export { SpanKind };

/** Runs `work` inside a span that ends with it, recording a thrown error. */
export async function inSpan<T>(name: string, kind: SpanKind, attributes: Attributes, work: () => Promise<T>, parent = context.active()): Promise<T> {
  return tracer().startActiveSpan(name, { kind, attributes }, parent, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The current trace context as W3C headers, to travel with a queued job. */
export function currentTraceContext(): Record<string, string> | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ? carrier : undefined;
}

/** The context a queued job was sent from (its carrier), or the root. */
export const contextOf = (carrier: unknown) =>
  carrier && typeof carrier === 'object' ? propagation.extract(context.active(), carrier as Record<string, string>) : context.active();

/** The active span's trace id, for log lines. */
export function activeTraceId(): string | undefined {
  const spanContext = trace.getActiveSpan()?.spanContext();
  return spanContext && trace.isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
}

/** The HTTP server span gets its route template as its name (`GET /api/problems/:id`), as the conventions ask. */
export function nameServerSpan(method: string, route: string) {
  const span = trace.getActiveSpan();
  if (!span) return;
  span.updateName(`${method} ${route}`);
  span.setAttribute('http.route', route);
}

let flushing: (() => Promise<void>) | undefined;
/** What sends the last spans at shutdown (set by the tracing start). */
export const onTracingShutdown = (flush: () => Promise<void>) => {
  flushing = flush;
};
export const shutdownTracing = async () => {
  await flushing?.().catch(() => {});
};
