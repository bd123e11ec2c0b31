import { z } from 'zod';
import { optionalUrl, unsetWhenEmpty } from '../config/env-values.js';
import { defineConfigSlice } from '../config/slice.js';

/**
 * Traces by OTLP, under OpenTelemetry's own variable names (a collector's documentation applies as
 * it is); off unless an endpoint is set. `OTEL_EXPORTER_OTLP_HEADERS` (a hosted collector's key)
 * is read by the exporter itself.
 */
export const telemetryConfig = defineConfigSlice({
  env: {
    OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optionalUrl,
    OTEL_SERVICE_NAME: unsetWhenEmpty(z.string().min(1).max(100).default('gondola')),
    OTEL_TRACES_SAMPLER_ARG: unsetWhenEmpty(z.coerce.number({ message: 'expects the share of traces kept, 0 to 1' }).min(0).max(1).default(1)),
  },
  read: (e) => {
    const url = e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? (e.OTEL_EXPORTER_OTLP_ENDPOINT && `${e.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces`);
    return { tracing: url ? { url, serviceName: e.OTEL_SERVICE_NAME, sampleRatio: e.OTEL_TRACES_SAMPLER_ARG } : undefined };
  },
});

export type TracingSettings = NonNullable<ReturnType<typeof telemetryConfig.read>['tracing']>;

/** The tracing settings alone, before the rest of the configuration is read (at process start). */
export function tracingSettingsOf(env: NodeJS.ProcessEnv): TracingSettings | undefined {
  const parsed = z.object(telemetryConfig.env).safeParse(env);
  // Invalid values are the configuration's to report, with every other problem, a moment later.
  return parsed.success ? telemetryConfig.read(parsed.data, undefined as never).tracing : undefined;
}
