import os from 'node:os';
import { tracingSettingsOf } from './telemetry/config.js';

// The process entry. Tracing, when configured, starts before anything else loads: its hook must
// see `pg` and `http` imported. The server itself (serve.ts) is loaded after it.
const tracing = tracingSettingsOf(process.env);
if (tracing) {
  const { startTracing } = await import('./telemetry/tracing.js');
  await startTracing(tracing, process.env.REPLICA_ID || os.hostname().slice(0, 64));
}
await import('./serve.js');
