import type { Registry } from 'prom-client';

/** Seconds; a console request is fast, a report or an export may take seconds. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

interface Tally {
  /** Answers by status. */
  statuses: Map<number, number>;
  /** Observations per bucket (not cumulative); the last is +Inf. */
  buckets: number[];
  sum: number;
  count: number;
}

type Sample = { labels: Record<string, string | number>; sharedLabels?: Record<string, string>; value: number; metricName?: string };

/**
 * The requests counter and latency histogram of every answered request, counted in maps keyed by
 * the route template and method (strings Node and Fastify hand out as the same objects every time)
 * and given to Prometheus in prom-client's own text when it scrapes. prom-client's Counter and
 * Histogram validate, copy and hash the label set on every call: 7 µs of a list request (perf,
 * issue 48), the largest part of the API's own per-request work after Fastify's.
 */
export class RequestMetrics {
  readonly #byRoute = new Map<string, Map<string, Tally>>();

  record(method: string, route: string, status: number, seconds: number) {
    let byMethod = this.#byRoute.get(route);
    if (!byMethod) {
      byMethod = new Map();
      this.#byRoute.set(route, byMethod);
    }
    let tally = byMethod.get(method);
    if (!tally) {
      tally = { statuses: new Map(), buckets: new Array(LATENCY_BUCKETS.length + 1).fill(0), sum: 0, count: 0 };
      byMethod.set(method, tally);
    }
    tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
    let bucket = 0;
    while (bucket < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[bucket]!) bucket++;
    tally.buckets[bucket]! += 1;
    tally.sum += seconds;
    tally.count += 1;
  }

  /** Both metrics in the registry, under the names and labels they had as prom-client's own. */
  register(registry: Registry) {
    const tallies = () => [...this.#byRoute].flatMap(([route, byMethod]) => [...byMethod].map(([method, tally]) => ({ route, method, tally })));
    const metric = (name: string, help: string, type: 'counter' | 'histogram', values: () => Sample[]) => {
      // The registry renames a counter for OpenMetrics (no `_total`, added back per line): read the name it set.
      const registered = {
        name,
        help,
        type,
        aggregator: 'sum' as const,
        get: async () => ({ name: registered.name, help, type, aggregator: 'sum' as const, values: values() }),
        // Both metrics read one set of tallies: resetting either starts both again (the registry resets all at once).
        reset: () => this.#byRoute.clear(),
      };
      return registered;
    };
    registry.registerMetric(
      metric('gondola_http_requests_total', 'HTTP requests answered, by method, route template and status', 'counter', () =>
        tallies().flatMap(({ route, method, tally }) => [...tally.statuses].map(([status, value]) => ({ labels: { method, route, status: String(status) }, value }))),
      ) as never,
    );
    const name = 'gondola_http_request_duration_seconds';
    registry.registerMetric(
      metric(name, 'Time to answer an HTTP request, by method and route template (live streams: how long they were held)', 'histogram', () =>
        tallies().flatMap(({ route, method, tally }) => {
          const shared = { method, route };
          let cumulative = 0;
          const buckets = tally.buckets.map((n, i) => {
            cumulative += n;
            return { labels: { le: i < LATENCY_BUCKETS.length ? LATENCY_BUCKETS[i]! : '+Inf' }, sharedLabels: shared, value: cumulative, metricName: `${name}_bucket` };
          });
          return [
            ...buckets,
            { labels: {}, sharedLabels: shared, value: tally.sum, metricName: `${name}_sum` },
            { labels: {}, sharedLabels: shared, value: tally.count, metricName: `${name}_count` },
          ];
        }),
      ) as never,
    );
  }
}
