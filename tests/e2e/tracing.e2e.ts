import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshPostgresDatabase, postgresReachable } from '../support/fresh-postgres';
import { startTwilioDouble } from '../support/twilio-double';
import { apiAs, freePort, NO_RATE_LIMITS, startServer, type RunningServer } from './harness';

// Traces as an operator's collector receives them: a local OTLP/HTTP receiver (JSON, as the
// exporter sends it), one request followed from the caller's trace context through PostgreSQL,
// the outbox job it queued, the SMTP send and the SMS provider's HTTP API.

interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  scope: string;
  attributes: Record<string, unknown>;
}
const SERVER = 2;
const CLIENT = 3;
const CONSUMER = 5;

function startOtlpReceiver() {
  const spans: Span[] = [];
  const resources: Array<Record<string, unknown>> = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.url !== '/v1/traces' || req.headers['content-type'] !== 'application/json') {
        res.writeHead(415).end();
        return;
      }
      const values = (attributes: Array<{ key: string; value: Record<string, unknown> }>) => Object.fromEntries(attributes.map((a) => [a.key, Object.values(a.value)[0]]));
      for (const rs of JSON.parse(body).resourceSpans) {
        resources.push(values(rs.resource.attributes));
        for (const ss of rs.scopeSpans) for (const s of ss.spans) spans.push({ ...s, scope: ss.scope.name, attributes: values(s.attributes) });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise<{ url: string; spans: Span[]; resources: typeof resources; close(): void }>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, resources, close: () => server.close() })),
  );
}

/** What `find` finds, once it finds it (vitest's waitFor retries while the callback throws). */
const until = <T>(what: string, find: () => T | undefined) =>
  vi.waitFor(
    () => {
      const found = find();
      if (!found) throw new Error(`no ${what} yet`);
      return found;
    },
    { timeout: 20_000, interval: 100 },
  );

const SID = `AC${'7'.repeat(32)}`;
const TOKEN = 'tracing-twilio-token-0123';
const withPostgres = await postgresReachable();

describe(`traces by OTLP (${withPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let twilio: Awaited<ReturnType<typeof startTwilioDouble>>;
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>> | undefined;
  let server: RunningServer;
  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    twilio = await startTwilioDouble(SID, TOKEN);
    database = withPostgres ? await freshPostgresDatabase('gondola_tracing') : undefined;
    server = await startServer({
      ...NO_RATE_LIMITS,
      ...(database && { DATABASE_URL: database.url }),
      MQTT_PORT: String(await freePort()),
      SIMULATOR_DEVICES: '0',
      // No demo data: the test makes the customer and contact it sends to (and starts in seconds).
      DEMO_DATA: 'false',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_SERVICE_NAME: 'gondola-under-test',
      REPLICA_ID: 'tracing-1',
      SMS_PROVIDER_URL: twilio.url,
      SMS_ACCOUNT_SID: SID,
      SMS_AUTH_TOKEN: TOKEN,
      SMS_FROM: '+43660000000',
    });
  }, 180_000);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await database?.drop().catch(() => {});
    await twilio?.close();
    receiver?.close();
  });

  it("follows a notification's send from the caller's trace context through the database, its outbox job, SMTP and the SMS provider", async () => {
    const { api, headers } = await apiAs(server, 'firstlevel');
    const customer = await (await apiAs(server, 'admin')).api<{ id: string }>('POST', '/customers', { id: 'traced', name: 'Traced Customer', country: 'AT' });
    const contact = await api<{ id: string }>('POST', '/contacts', {
      name: 'Traced Contact',
      role: 'technician',
      customerId: customer.id,
      email: 'traced@example.com',
      phone: '+43660111222',
      notificationMedia: ['email', 'sms'],
    });
    const draft = await api<{ id: string; version: number }>('POST', '/notifications', {
      title: 'Traced',
      contactIds: [contact.id],
      channels: ['email', 'sms'],
      subjectEn: 'Traced',
      emailEn: 'Hello {contact}.',
      smsEn: 'Hello.',
    });
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const callerSpan = '00f067aa0ba902b7';
    const sent = await fetch(`${server.url}/api/notifications/${draft.id}/send`, {
      method: 'POST',
      headers: { ...headers, traceparent: `00-${traceId}-${callerSpan}-01` },
      body: JSON.stringify({ version: draft.version }),
    });
    expect(sent.status).toBe(200);
    expect(sent.headers.get('x-request-id')).toMatch(new RegExp(`^${traceId}-`));

    const inTrace = () => receiver.spans.filter((s) => s.traceId === traceId);
    const request = await until('server span', () => inTrace().find((s) => s.kind === SERVER));
    expect(request).toMatchObject({ name: 'POST /api/notifications/:id/send', parentSpanId: callerSpan, scope: '@opentelemetry/instrumentation-http' });
    expect(request.attributes).toMatchObject({ 'http.route': '/api/notifications/:id/send', 'http.response.status_code': 200 });

    // The outbox job continues the request's trace, and sends within it.
    const jobs = await until('two outbox jobs', () => {
      const found = inTrace().filter((s) => s.kind === CONSUMER && s.name === 'process outbox');
      return found.length >= 2 ? found : undefined;
    });
    expect(jobs[0]!.attributes).toMatchObject({ 'messaging.system': 'pg-boss', 'messaging.destination.name': 'outbox' });
    const jobIds = new Set(jobs.map((j) => j.spanId));
    const smtp = await until('SMTP span', () => inTrace().find((s) => s.name === 'smtp send'));
    expect(smtp.kind).toBe(CLIENT);
    expect(jobIds.has(smtp.parentSpanId!)).toBe(true);
    const sms = await until('SMS provider call', () => inTrace().find((s) => s.kind === CLIENT && s.scope === '@opentelemetry/instrumentation-undici'));
    expect(sms.attributes).toMatchObject({ 'http.request.method': 'POST', 'http.response.status_code': 201 });
    expect(String(sms.attributes['url.full'])).toContain(`/2010-04-01/Accounts/${SID}/Messages.json`);

    if (withPostgres) {
      // Queries inside the request and the jobs; pg-boss's polling outside any of them is not traced.
      const queries = inTrace().filter((s) => s.scope === '@opentelemetry/instrumentation-pg' && s.name.startsWith('pg.query'));
      expect(queries.some((q) => q.parentSpanId === request.spanId)).toBe(true);
      expect(queries.some((q) => jobIds.has(q.parentSpanId!))).toBe(true);
      expect(queries[0]!.attributes).toMatchObject({ 'db.system.name': 'postgresql' });
      expect(receiver.spans.filter((s) => s.scope === '@opentelemetry/instrumentation-pg' && !s.parentSpanId)).toEqual([]);
    }
    expect(receiver.resources[0]).toMatchObject({ 'service.name': 'gondola-under-test', 'service.instance.id': 'tracing-1' });
  });

  it('leaves health checks and scrapes out of the traces', async () => {
    for (const url of ['/health/live', '/health/ready', '/api/ready']) expect((await fetch(`${server.url}${url}`)).ok).toBe(true);
    const { api } = await apiAs(server, 'zerolevel');
    await api('GET', '/installations?range=[0,4]');
    await until('the later request', () => receiver.spans.find((s) => s.name === 'GET /api/installations'));
    expect(receiver.spans.filter((s) => /health|ready/.test(s.name))).toEqual([]);
  });
});
