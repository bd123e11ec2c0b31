import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { LATENCY_BUCKETS, RequestMetrics } from '../../server/http/request-metrics.js';

const ANSWERS: Array<[method: string, route: string, status: number, seconds: number]> = [
  ['GET', '/api/resorts', 200, 0.004],
  ['GET', '/api/resorts', 200, 0.005],
  ['GET', '/api/resorts', 200, 0.0051],
  ['GET', '/api/resorts/:id', 404, 0.02],
  ['PUT', '/api/resorts/:id', 200, 0.3],
  ['GET', '/api/reports/support-invoice', 200, 12],
  ['GET', '/api/resorts', 500, 2],
];

describe('request metrics counted in maps', () => {
  it('are scraped as exactly the text prom-client’s own counter and histogram give for the same answers', async () => {
    const ours = new Registry();
    ours.setDefaultLabels({ replica: 'gondola-3' });
    const metrics = new RequestMetrics();
    metrics.register(ours);

    const reference = new Registry();
    reference.setDefaultLabels({ replica: 'gondola-3' });
    const counter = new Counter({
      name: 'gondola_http_requests_total',
      help: 'HTTP requests answered, by method, route template and status',
      labelNames: ['method', 'route', 'status'],
      registers: [reference],
    });
    const histogram = new Histogram({
      name: 'gondola_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route template (live streams: how long they were held)',
      labelNames: ['method', 'route'],
      buckets: [...LATENCY_BUCKETS],
      registers: [reference],
    });
    for (const [method, route, status, seconds] of ANSWERS) {
      metrics.record(method, route, status, seconds);
      counter.inc({ method, route, status: String(status) });
      histogram.observe({ method, route }, seconds);
    }
    const sorted = (text: string) => text.split('\n').sort().join('\n');
    expect(sorted(await ours.metrics())).toBe(sorted(await reference.metrics()));
    expect(await ours.metrics()).toContain('gondola_http_request_duration_seconds_bucket{le="+Inf",replica="gondola-3",method="GET",route="/api/resorts"} 4');
  });

  it('start again from nothing when the registry is reset', async () => {
    const registry = new Registry();
    const metrics = new RequestMetrics();
    metrics.register(registry);
    metrics.record('GET', '/api/resorts', 200, 0.01);
    registry.resetMetrics();
    expect(await registry.metrics()).not.toContain('route="/api/resorts"');
  });
});
