import { register } from 'node:module';
import type { TracingSettings } from './config.js';
import { onTracingShutdown } from './spans.js';

/**
 * OpenTelemetry traces, started before the server's modules load: the hook that lets the
 * instrumentations patch `pg` (imported as ESM) must be registered first. HTTP in and out (Node's
 * http, fetch through undici: Zabbix, Freshdesk, Jira, Twilio, the identity provider), PostgreSQL
 * (inside a request or job only: pg-boss's polling would drown everything) and, by our own spans,
 * pg-boss jobs and SMTP. Loaded only when configured, so a replica without it carries none of it.
 */
export async function startTracing(settings: TracingSettings, replicaId: string) {
  const { createAddHookMessageChannel } = await import('import-in-the-middle');
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const [{ NodeTracerProvider }, { BatchSpanProcessor, ParentBasedSampler, TraceIdRatioBasedSampler }, { OTLPTraceExporter }, { resourceFromAttributes }, instrumentation] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/sdk-trace-base'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      loadInstrumentations(),
    ]);
  const { APP_VERSION } = await import('../../core/version.js');
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': settings.serviceName, 'service.version': APP_VERSION, 'service.instance.id': replicaId }),
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(settings.sampleRatio) }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: settings.url }), { scheduledDelayMillis: 1000 })],
  });
  provider.register();
  instrumentation.enable(provider);
  await waitForAllMessagesAcknowledged();
  onTracingShutdown(() => provider.shutdown());
}

async function loadInstrumentations() {
  const [{ registerInstrumentations }, { HttpInstrumentation }, { PgInstrumentation }, { UndiciInstrumentation }] = await Promise.all([
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-undici'),
  ]);
  return {
    enable: (tracerProvider: import('@opentelemetry/api').TracerProvider) =>
      registerInstrumentations({
        tracerProvider,
        instrumentations: [
          new HttpInstrumentation({
            // Probes and scrapes every half second are not traces anyone reads.
            ignoreIncomingRequestHook: (request) => /^\/(health\/|metrics$|api\/(health|ready)$)/.test(request.url ?? ''),
          }),
          new UndiciInstrumentation(),
          new PgInstrumentation({ requireParentSpan: true }),
        ],
      }),
  };
}
