import type { IncomingMessage } from 'node:http';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app.js';
import { nodeSupport } from '../../server/node-support.js';
import { createTestDatabase, type TestDatabase } from '../support/test-db.js';
import { testConfig } from '../support/test-config.js';
import { jobCounts, startJobs } from '../../server/jobs/jobs.js';
import { bearer, tokenFactory } from '../support/tokens.js';

// Issue 47: what an operator sees of a replica — readiness per dependency, Prometheus metrics and
// one log line per request with the replica, the route template, the user and a unique request id.
let testDb: TestDatabase;
let app: FastifyInstance;
const lines: Array<Record<string, unknown>> = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await buildApp({ config: testConfig({ REPLICA_ID: 'gondola-3' }), db: testDb.db, logger: { level: 'debug', stream: logStream } });
});
afterAll(async () => {
  await app.close();
  await testDb.dispose();
});

const completions = () => lines.filter((l) => l.msg === 'request completed');

describe('health: liveness, start-up and readiness apart', () => {
  it('answers /health/live and /health/started with UP, naming the replica and when it started', async () => {
    expect((await app.inject('/health/live')).json()).toEqual({ status: 'UP' });
    const started = (await app.inject('/health/started')).json();
    expect(started).toMatchObject({ status: 'UP', replica: 'gondola-3' });
    expect(Date.parse(started.startedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('names each dependency with its state in /health/ready, the same answer as /api/ready', async () => {
    const ready = await app.inject('/health/ready');
    expect(ready.statusCode).toBe(200);
    const body = ready.json() as { status: string; checks: Array<{ name: string; status: string }> };
    expect(Object.fromEntries(body.checks.map((c) => [c.name, c.status]))).toEqual({
      replica: 'UP',
      database: 'UP',
      storage: 'UP',
      'identity provider': 'UP',
      // The device layer is off in these tests; mail and SMS go to the demo's sinks.
      broker: 'OFF',
      mail: 'UP',
      sms: 'UP',
    });
    expect((await app.inject('/api/ready')).json()).toMatchObject({ status: body.status });
  });

  it('stays ready but DEGRADED when an optional dependency is down, and says why', async () => {
    const other = await buildApp({ config: testConfig({ OIDC_ISSUER: 'http://127.0.0.1:9/realms/gondola', OIDC_CLIENT_ID: 'gondola' }), db: testDb.db, logger: false });
    try {
      const ready = await other.inject('/health/ready');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({
        status: 'DEGRADED',
        checks: expect.arrayContaining([expect.objectContaining({ name: 'identity provider', status: 'DOWN', required: false })]),
      });
    } finally {
      await other.close();
    }
  });
});

describe('/metrics', () => {
  it('answers Prometheus text with requests by route template, latency, the database pool and the process', async () => {
    const headers = bearer(await (await tokenFactory(app.config)).for('admin'));
    await app.inject({ url: '/api/resorts?range=[0,4]', headers });
    await app.inject({ url: '/api/resorts/no-such-resort', headers });
    const metrics = await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = metrics.body;
    expect(text).toMatch(/gondola_http_requests_total\{method="GET",route="\/api\/resorts",status="200",replica="gondola-3"\} 1/);
    expect(text).toMatch(/gondola_http_requests_total\{method="GET",route="\/api\/resorts\/:id",status="404",replica="gondola-3"\} 1/);
    expect(text).toMatch(/gondola_http_request_duration_seconds_bucket\{le="0\.005",replica="gondola-3",method="GET",route="\/api\/resorts"\}/);
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toMatch(/gondola_outbox_waiting/);
    expect(text).toMatch(/gondola_live_streams\{replica="gondola-3"\} 0/);
  });

  it('counts the jobs of every queue in every state, an idle queue at 0 (a dashboard shows it idle, not "no data")', async () => {
    const jobs = await startJobs(testDb.db, { error: () => {} });
    try {
      await jobs.work('idle-queue', async () => {});
      const all = await jobCounts(testDb.db);
      expect(all.filter((c) => c.queue.startsWith('__pgboss'))).toEqual([]);
      const counts = all.filter((c) => c.queue === 'idle-queue');
      expect(counts.map((c) => `${c.state} ${c.count}`).sort()).toEqual(['active 0', 'created 0', 'failed 0', 'retry 0']);
      const text = (await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).body;
      expect(text).toMatch(/gondola_jobs\{queue="idle-queue",state="failed",replica="gondola-3"\} 0/);
    } finally {
      await jobs.stop();
    }
  });

  it('is not served through the proxy, nor to a public address, without METRICS_TOKEN', async () => {
    expect((await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(404);
    expect((await app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/metrics', remoteAddress: '10.1.2.3' })).statusCode).toBe(200);
  });

  it('asks for the bearer token when METRICS_TOKEN is set, from anywhere', async () => {
    const token = 'prometheus-scrape-token-0123456789';
    const other = await buildApp({ config: testConfig({ METRICS_TOKEN: token }), db: testDb.db, logger: false });
    try {
      expect((await other.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
      expect((await other.inject({ url: '/metrics', remoteAddress: '127.0.0.1', headers: { authorization: 'Bearer wrong-token-wrong-token-00' } })).statusCode).toBe(404);
      const scraped = await other.inject({ url: '/metrics', remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.9' } });
      expect(scraped.statusCode).toBe(200);
      expect(scraped.body).toContain('gondola_http_requests_total');
    } finally {
      await other.close();
    }
  });
});

describe('request ids and the completion line', () => {
  it('keeps the caller’s X-Request-Id, echoes it, and logs it with the replica, route template, status and user', async () => {
    const headers = { ...bearer(await (await tokenFactory(app.config)).for('admin')), 'x-request-id': 'console-4f2a9c1e-77' };
    const response = await app.inject({ url: '/api/resorts/no-such-resort?x=1', headers });
    expect(response.headers['x-request-id']).toBe('console-4f2a9c1e-77');
    const line = completions().find((l) => l.reqId === 'console-4f2a9c1e-77');
    expect(line).toMatchObject({ level: 30, replica: 'gondola-3', method: 'GET', route: '/api/resorts/:id', status: 404, url: '/api/resorts/no-such-resort?x=1' });
    expect(typeof line?.user).toBe('string');
    expect(line?.ms).toBeGreaterThanOrEqual(0);
  });

  it('makes ids unique across replicas and restarts, refuses ids that could bend a log line, and honours traceparent', async () => {
    const a = await app.inject('/health/live');
    const b = await app.inject('/health/live');
    // 96 random bits per process, then the process's count.
    const MADE = /^([\w-]{16})-[0-9a-z]+$/;
    expect(a.headers['x-request-id']).toMatch(MADE);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    vi.resetModules();
    const restarted = await import('../../server/http/request-log.js');
    const fromRestart = restarted.requestIdOf({ headers: {} } as IncomingMessage);
    expect(MADE.exec(fromRestart)?.[1]).not.toBe(MADE.exec(String(a.headers['x-request-id']))?.[1]);
    const bent = await app.inject({ url: '/health/live', headers: { 'x-request-id': 'a\nfake line' } });
    expect(bent.headers['x-request-id']).toMatch(MADE);
    const traced = await app.inject({ url: '/health/live', headers: { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' } });
    expect(traced.headers['x-request-id']).toMatch(/^4bf92f3577b34da6a3ce929d0e0e4736-/);
    expect(completions().find((l) => l.reqId === traced.headers['x-request-id'])).toMatchObject({ traceId: '4bf92f3577b34da6a3ce929d0e0e4736' });
  });

  it('logs health checks and scrapes at debug, everything else at info', async () => {
    const ready = await app.inject('/api/ready');
    const line = completions().find((l) => l.reqId === ready.headers['x-request-id']);
    expect(line).toMatchObject({ level: 20, route: '/api/ready' });
  });
});

describe('the Node.js line', () => {
  it('accepts the supported LTS lines and names them when refusing another', () => {
    expect(nodeSupport('v24.3.0').supported).toBe(true);
    expect(nodeSupport('v22.12.0').supported).toBe(true);
    expect(nodeSupport('v22.11.0').supported).toBe(false);
    const old = nodeSupport('v20.20.2');
    expect(old.supported).toBe(false);
    expect(old.message).toBe('Node.js v20.20.2 is not a supported LTS release; run Node.js 22.12+ or 24.0+');
  });
});
