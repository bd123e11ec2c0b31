import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { createTestDatabase } from '../support/test-db.js';
import { testConfig } from '../support/test-config.js';
import { bearer, tokenFactory } from '../support/tokens.js';
import { startZabbixDouble } from '../support/zabbix-double.js';

const SECRET = 'a-long-shared-secret-for-zabbix';
const TOKEN = 'zabbix-api-token-0123456789';

type Double = Awaited<ReturnType<typeof startZabbixDouble>>;

async function setUp(version: string) {
  const zabbix = await startZabbixDouble({ version, token: TOKEN });
  const testDb = await createTestDatabase({ demo: true });
  const config = testConfig({ ZABBIX_URL: zabbix.url, ZABBIX_API_TOKEN: TOKEN, ZABBIX_WEBHOOK_SECRET: SECRET });
  const app = await buildApp({ config, db: testDb.db, logger: false });
  const tokens = await tokenFactory(config);
  const as: Record<string, Record<string, string>> = {};
  for (const user of ['admin', 'firstlevel', 'zerolevel', 'customer']) as[user] = bearer(await tokens.for(user));
  return { zabbix, testDb, app, as, config };
}

let ctx: Awaited<ReturnType<typeof setUp>>;
let app: FastifyInstance;
let zabbix: Double;
beforeAll(async () => {
  ctx = await setUp('6.0.32');
  ({ app, zabbix } = ctx);
});
afterAll(async () => {
  await app.close();
  await ctx.testDb.dispose();
  await zabbix.close();
});

const ingest = (payload: unknown, secret = SECRET) =>
  app.inject({ method: 'POST', url: '/api/integrations/zabbix/events', headers: { 'x-gondola-zabbix-secret': secret }, payload: payload as object });
const count = async (table: string) => (await ctx.testDb.db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
const problem = async (id: string, who = 'admin') => (await app.inject({ url: `/api/problems/${id}`, headers: ctx.as[who] })).json();
const events = async (id: string) =>
  (
    await app.inject({
      url: `/api/problem-events?filter=${encodeURIComponent(JSON.stringify({ problemId: id }))}&sort=${encodeURIComponent('["at","ASC"]')}`,
      headers: ctx.as.admin,
    })
  ).json() as Array<Record<string, unknown>>;

describe('Zabbix ingest', () => {
  it('records a problem, re-reads it from Zabbix (version 6.0: token in the body), maps the host by tag, and resolves it', async () => {
    zabbix.addHost({ hostid: '10501', host: 'ischgl-cam-2', tags: [{ tag: 'gondola:installation', value: 'ischgl-video-2' }], groups: [] });
    zabbix.addEvent({ eventid: '7001', objectid: '23001', name: 'Camera 2 unreachable (re-read)', severity: '4', hostid: '10501' });
    const opened = await ingest({
      eventId: '7001',
      triggerId: '23001',
      host: 'ischgl-cam-2',
      name: 'Camera 2 unreachable',
      severity: 'High',
      status: 'PROBLEM',
      time: '2026-11-22T06:45:10+01:00',
    });
    expect(opened.statusCode, opened.body).toBe(202);
    expect(opened.json()).toMatchObject({ change: 'opened', installationId: 'ischgl-video-2', reread: 'ok' });
    const id = opened.json().id as string;
    expect(await problem(id)).toMatchObject({
      source: 'zabbix',
      triggerId: '23001',
      eventId: '7001',
      name: 'Camera 2 unreachable (re-read)',
      severity: '4',
      state: 'problem',
      startedAt: '2026-11-22T05:45:10.000Z',
      installationId: 'ischgl-video-2',
    });
    expect(zabbix.calls.map((c) => [c.method, c.auth])).toEqual([
      ['apiinfo.version', 'none'],
      ['event.get', 'body'],
      ['host.get', 'body'],
    ]);
    // Host groups are `selectGroups` before 6.2.
    expect(zabbix.calls[2]!.params).toHaveProperty('selectGroups');

    // The same webhook again changes nothing; the recovery resolves it.
    expect(
      (await ingest({ eventId: '7001', triggerId: '23001', host: 'ischgl-cam-2', name: 'Camera 2 unreachable', severity: 4, status: 'PROBLEM', time: 1795326310 })).json().change,
    ).toBe('unchanged');
    expect(
      (
        await ingest({ eventId: '7001', triggerId: '23001', host: 'ischgl-cam-2', name: 'Camera 2 unreachable', severity: 4, status: 'RESOLVED', time: '2026-11-22T07:00:00Z' })
      ).json().change,
    ).toBe('resolved');
    expect(await problem(id)).toMatchObject({ state: 'resolved', resolvedAt: '2026-11-22T07:00:00.000Z' });
    expect((await events(id)).map((e) => e.kind)).toEqual(['opened', 'resolved']);
  });

  it('maps hosts by host group and by name when there is no tag', async () => {
    zabbix.addHost({ hostid: '10502', host: 'sf-gate', tags: [], groups: [{ groupid: '7', name: 'Gondola/soelden-start-finish-1' }] });
    zabbix.addEvent({ eventid: '7002', objectid: '23002', name: 'Gate', severity: '3', hostid: '10502' });
    expect(
      (await ingest({ eventId: '7002', triggerId: '23002', host: 'sf-gate', name: 'Gate', severity: 3, status: 'PROBLEM', time: '2026-11-22T06:00:00Z' })).json().installationId,
    ).toBe('soelden-start-finish-1');
    const byName = await ingest({
      eventId: '7999',
      triggerId: '23999',
      host: 'ischgl-start-finish-1',
      name: 'Unknown to Zabbix now',
      severity: 2,
      status: 'PROBLEM',
      time: '2026-11-22T06:00:00Z',
    });
    expect(byName.json()).toMatchObject({ installationId: 'ischgl-start-finish-1' });
    const unmapped = await ingest({ eventId: '7998', triggerId: '23998', host: 'somewhere-else', name: 'Unmapped', severity: 2, status: 'PROBLEM', time: '2026-11-22T06:00:00Z' });
    expect(unmapped.json().installationId).toBeNull();
  });

  it('refuses a wrong or missing secret and bad payloads, storing nothing', async () => {
    const [problems, eventsBefore] = [await count('problems'), await count('problem_events')];
    const good = { eventId: '1', triggerId: '2', host: 'h', name: 'n', severity: 1, status: 'PROBLEM', time: '2026-11-22T06:00:00Z' };
    expect((await ingest(good, 'wrong-secret-of-some-length')).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/integrations/zabbix/events', payload: good })).statusCode).toBe(401);
    for (const payload of [{ ...good, severity: 9 }, { ...good, status: 'MAYBE' }, { ...good, time: 'yesterday' }, { ...good, extra: true }, { ...good, triggerId: '' }, [good]]) {
      const response = await ingest(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(/^Invalid body: /);
    }
    expect([await count('problems'), await count('problem_events')]).toEqual([problems, eventsBefore]);
  });
});

describe('acknowledging', () => {
  it('acknowledges locally and in Zabbix with the right action bits and message', async () => {
    zabbix.addHost({ hostid: '10503', host: 'cam', tags: [{ tag: 'gondola:installation', value: 'ischgl-video-2' }], groups: [] });
    zabbix.addEvent({ eventid: '7003', objectid: '23003', name: 'Disk full', severity: '3', hostid: '10503' });
    const { id } = (await ingest({ eventId: '7003', triggerId: '23003', host: 'cam', name: 'Disk full', severity: 3, status: 'PROBLEM', time: '2026-11-22T06:00:00Z' })).json();
    zabbix.calls.length = 0;
    const response = await app.inject({
      method: 'POST',
      url: `/api/problems/${id}/acknowledge`,
      headers: ctx.as.firstlevel,
      payload: { message: 'Technician on the way.', severity: 4 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ ok: true, source: { state: 'ok' } });
    expect(zabbix.calls).toEqual([
      { method: 'event.acknowledge', params: { eventids: ['7003'], action: 2 | 4 | 8, message: 'Technician on the way.', severity: 4 }, auth: 'body' },
    ]);
    expect(await problem(id)).toMatchObject({ acknowledged: true, acknowledgedBy: 'Felix First', acknowledgeMessage: 'Technician on the way.', severity: '4' });
    expect((await events(id)).map((e) => [e.kind, e.sync])).toEqual([
      ['opened', null],
      ['acknowledged', 'ok'],
      ['severityChanged', 'ok'],
    ]);
  });

  it('keeps the local acknowledgement and says so when Zabbix is down or refuses', async () => {
    zabbix.addEvent({ eventid: '7004', objectid: '23004', name: 'Ping loss', severity: '4', hostid: '10503' });
    const { id } = (await ingest({ eventId: '7004', triggerId: '23004', host: 'cam', name: 'Ping loss', severity: 4, status: 'PROBLEM', time: '2026-11-22T06:00:00Z' })).json();
    zabbix.fail('down');
    const down = (await app.inject({ method: 'POST', url: `/api/problems/${id}/acknowledge`, headers: ctx.as.firstlevel, payload: { message: 'Looking into it' } })).json();
    expect(down).toMatchObject({ ok: true, source: { state: 'failed', detail: 'Zabbix answered HTTP 503' } });
    zabbix.fail('error');
    const refused = (await app.inject({ method: 'POST', url: `/api/problems/${id}/acknowledge`, headers: ctx.as.firstlevel, payload: { unacknowledge: true } })).json();
    expect(refused.source).toEqual({ state: 'failed', detail: 'Application error.: No permissions to referred object or it does not exist!' });
    zabbix.fail(null);
    expect(await problem(id)).toMatchObject({ acknowledged: false });
    expect((await events(id)).map((e) => [e.kind, e.sync, e.syncDetail])).toEqual([
      ['opened', null, null],
      ['acknowledged', 'failed', 'Zabbix answered HTTP 503'],
      ['unacknowledged', 'failed', 'Application error.: No permissions to referred object or it does not exist!'],
    ]);
  });

  it('acknowledges every open problem of an installation and source, one transaction each, with a result per problem', async () => {
    const installationId = 'ischgl-start-finish-1';
    for (let i = 0; i < 520; i++) {
      await ingest({
        eventId: String(80_000 + i),
        triggerId: String(90_000 + i),
        host: installationId,
        name: `Lane sensor ${i}`,
        severity: i % 6,
        status: 'PROBLEM',
        time: '2026-11-22T06:00:00Z',
      });
    }
    zabbix.calls.length = 0;
    const response = await app.inject({
      method: 'POST',
      url: '/api/problems/acknowledge-all',
      headers: ctx.as.firstlevel,
      payload: { installationId, source: 'zabbix', message: 'Lane closed for grooming' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { total: number; acknowledged: number; results: Array<{ ok: boolean; source: { state: string } }> };
    expect(body.total).toBeGreaterThanOrEqual(520);
    expect(body.acknowledged).toBe(body.total);
    expect(body.results).toHaveLength(body.total);
    // Unknown to Zabbix: each one is reported as failed there, none skipped.
    expect(body.results.every((r) => r.ok && r.source.state === 'failed')).toBe(true);
    expect(zabbix.calls.filter((c) => c.method === 'event.acknowledge')).toHaveLength(body.total);
    const again = (
      await app.inject({ method: 'POST', url: '/api/problems/acknowledge-all', headers: ctx.as.firstlevel, payload: { installationId, source: 'zabbix', message: 'x' } })
    ).json();
    expect(again.total).toBe(0);
  }, 120_000);

  it('lets only support roles acknowledge, and customer users only their own problems', async () => {
    const { id } = (
      await ingest({ eventId: '7005', triggerId: '23005', host: 'soelden-start-finish-1', name: 'Not theirs', severity: 2, status: 'PROBLEM', time: '2026-11-22T06:00:00Z' })
    ).json();
    expect((await app.inject({ method: 'POST', url: `/api/problems/${id}/acknowledge`, headers: ctx.as.zerolevel, payload: {} })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: `/api/problems/${id}/acknowledge`, headers: ctx.as.customer, payload: {} })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/problems/${id}`, headers: ctx.as.customer })).statusCode).toBe(404);
    const theirs = (await app.inject({ url: '/api/problems?range=[0,999]', headers: ctx.as.customer })).json() as Array<{ installationId: string }>;
    const allowed = new Set(((await app.inject({ url: '/api/installations?range=[0,999]', headers: ctx.as.customer })).json() as Array<{ id: string }>).map((i) => i.id));
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((p) => allowed.has(p.installationId))).toBe(true);
  });
});

describe('Zabbix 7.0', () => {
  it('authenticates with a bearer header and never sends the token in the body', async () => {
    const seven = await setUp('7.0.5');
    try {
      seven.zabbix.addHost({ hostid: '1', host: 'h', tags: [{ tag: 'gondola:installation', value: 'ischgl-video-2' }], groups: [] });
      seven.zabbix.addEvent({ eventid: '9', objectid: '8', name: 'Seven', severity: '2', hostid: '1' });
      const response = await seven.app.inject({
        method: 'POST',
        url: '/api/integrations/zabbix/events',
        headers: { 'x-gondola-zabbix-secret': SECRET },
        payload: { eventId: 9, triggerId: 8, host: 'h', name: 'Seven', severity: 2, status: 1, time: '2026-11-22T06:00:00Z' },
      });
      const { id } = response.json();
      await seven.app.inject({ method: 'POST', url: `/api/problems/${id}/acknowledge`, headers: seven.as.firstlevel, payload: { message: 'ok', close: true } });
      expect(seven.zabbix.calls.map((c) => [c.method, c.auth])).toEqual([
        ['apiinfo.version', 'none'],
        ['event.get', 'bearer'],
        ['host.get', 'bearer'],
        ['event.acknowledge', 'bearer'],
      ]);
      expect(seven.zabbix.calls[3]!.params.action).toBe(1 | 2 | 4);
    } finally {
      await seven.app.close();
      await seven.testDb.dispose();
      await seven.zabbix.close();
    }
  });
});

describe('maintenance and mismatched states', () => {
  it('marks problems raised during maintenance, and lists installations whose state disagrees with the monitoring', async () => {
    const installation = (await app.inject({ url: '/api/installations/zermatt-video-2', headers: ctx.as.admin })).json();
    expect(
      (await app.inject({ method: 'PUT', url: '/api/installations/zermatt-video-2', headers: ctx.as.admin, payload: { ...installation, status: 'maintenance' } })).statusCode,
    ).toBe(200);
    const { id } = (
      await ingest({
        eventId: '7100',
        triggerId: '23100',
        host: 'zermatt-video-2',
        name: 'Camera offline during works',
        severity: 4,
        status: 'PROBLEM',
        time: '2026-11-22T06:00:00Z',
      })
    ).json();
    expect(await problem(id)).toMatchObject({ inMaintenance: true, installationId: 'zermatt-video-2' });
    await ingest({ eventId: '7101', triggerId: '23101', host: 'unknown-router-7', name: 'Router down', severity: 3, status: 'PROBLEM', time: '2026-11-22T06:00:00Z' });

    const mismatched = (await app.inject({ url: '/api/problems/mismatched', headers: ctx.as.admin })).json() as Array<{
      kind: string;
      installationId: string | null;
      host: string | null;
      openProblems: number;
    }>;
    expect(mismatched).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'problemsInMaintenance', installationId: 'zermatt-video-2', openProblems: expect.any(Number) }),
        expect.objectContaining({ kind: 'unmappedHost', installationId: null, host: 'unknown-router-7', openProblems: 1 }),
      ]),
    );
    const forCustomer = (await app.inject({ url: '/api/problems/mismatched', headers: ctx.as.customer })).json() as Array<{ kind: string }>;
    expect(forCustomer.some((m) => m.kind === 'unmappedHost')).toBe(false);
  });
});

describe('the problem report', () => {
  it('counts problems per hour or day by severity and source, with mean times and the top installations, also as CSV', async () => {
    const hour = 3_600_000;
    const now = Math.floor(Date.now() / hour) * hour;
    const [from, to] = [new Date(now - 24 * hour).toISOString(), new Date(now + hour).toISOString()];
    const { id } = (
      await ingest({
        eventId: '7200',
        triggerId: '23200',
        host: 'ischgl-start-finish-1',
        name: 'Report probe',
        severity: 5,
        status: 'PROBLEM',
        time: new Date(now - 30 * 60_000).toISOString(),
      })
    ).json();
    await app.inject({ method: 'POST', url: `/api/problems/${id}/acknowledge`, headers: ctx.as.firstlevel, payload: { message: 'seen' } });

    const report = (await app.inject({ url: `/api/problems/report?from=${from}&to=${to}`, headers: ctx.as.admin })).json();
    expect(report.bucket).toBe('hour');
    expect(report.buckets).toHaveLength(25);
    const last = report.buckets.find((b: { start: string }) => b.start === new Date(now - hour).toISOString());
    const { rows } = await ctx.testDb.db.query<{ n: number }>('select count(*)::int as n from problems where started_at >= $1 and started_at < $2', [
      new Date(now - hour).toISOString(),
      new Date(now).toISOString(),
    ]);
    expect(last.total).toBe(rows[0]!.n);
    expect(last.total).toBeGreaterThanOrEqual(1);
    expect(Object.values(last.bySeverity as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(last.total);
    expect(report.total).toBe(report.buckets.reduce((n: number, b: { total: number }) => n + b.total, 0));
    expect(report.meanTimeToAcknowledgeS).toBeGreaterThan(0);
    const counts = report.top.map((t: { count: number }) => t.count);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
    const { rows: topRows } = await ctx.testDb.db.query<{ n: number }>(
      'select count(*)::int as n from problems where installation_id = $1 and started_at >= $2 and started_at < $3',
      [report.top[0].installationId, from, to],
    );
    expect(report.top[0].count).toBe(topRows[0]!.n);

    const week = (
      await app.inject({ url: `/api/problems/report?from=${new Date(now - 7 * 24 * hour).toISOString()}&to=${new Date(now).toISOString()}`, headers: ctx.as.admin })
    ).json();
    expect(week.bucket).toBe('day');
    expect(week.buckets.length).toBeGreaterThanOrEqual(7);
    const csv = await app.inject({ url: `/api/problems/report/csv?from=${from}&to=${to}`, headers: ctx.as.admin });
    expect(csv.body.split('\r\n')[0]).toBe('start,total,severity0,severity1,severity2,severity3,severity4,severity5,zabbix,tracker,skimovie');
    expect((await app.inject({ url: `/api/problems/report?from=${to}&to=${from}`, headers: ctx.as.admin })).statusCode).toBe(400);
  });
});

describe('the problem list grouped by installation, and its age filter', () => {
  const list = async (filter: Record<string, unknown>, who = 'admin') => {
    const response = await app.inject({ url: `/api/problems?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,999]`, headers: ctx.as[who] });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Array<{ id: string; installationId: string | null; severity: string; startedAt: string }>;
  };
  const groups = async (filter: Record<string, unknown>, who = 'admin') => {
    const response = await app.inject({ url: `/api/problems/groups?filter=${encodeURIComponent(JSON.stringify(filter))}`, headers: ctx.as[who] });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { groups: Array<{ installationId: string | null; problems: number; worstSeverity: number; unacknowledged: number; oldestStartedAt: string }> })
      .groups;
  };

  it('groups exactly the problems the list shows, most severe installation first', async () => {
    const filter = { state: 'problem' };
    const rows = await list(filter);
    const grouped = await groups(filter);
    expect(grouped.length).toBeGreaterThan(3);
    expect(grouped.reduce((n, g) => n + g.problems, 0)).toBe(rows.length);
    for (const g of grouped) {
      const own = rows.filter((r) => r.installationId === g.installationId);
      expect(g.problems).toBe(own.length);
      expect(g.worstSeverity).toBe(Math.max(...own.map((r) => Number(r.severity))));
      expect(g.oldestStartedAt).toBe(own.map((r) => r.startedAt).sort()[0]);
    }
    expect(grouped.map((g) => g.worstSeverity)).toEqual([...grouped.map((g) => g.worstSeverity)].sort((a, b) => b - a));
    // The list's other filters apply too.
    const severe = await groups({ state: 'problem', severity: ['4', '5'] });
    expect(severe.every((g) => g.worstSeverity >= 4)).toBe(true);
  });

  it('shows a customer only the installations it may see', async () => {
    const own = new Set((await list({ state: 'problem' }, 'customer')).map((r) => r.installationId));
    const grouped = await groups({ state: 'problem' }, 'customer');
    expect(grouped.length).toBeGreaterThan(0);
    expect(grouped.every((g) => own.has(g.installationId))).toBe(true);
    expect(grouped.length).toBeLessThan((await groups({ state: 'problem' })).length);
  });

  it('filters by age relative to the database clock, and names a malformed one', async () => {
    const all = await list({ state: 'problem' });
    const hourAgo = Date.now() - 3_600_000;
    const older = await list({ state: 'problem', startedAt_lte: 'now-1h' });
    const newer = await list({ state: 'problem', startedAt_gte: 'now-1h' });
    // A few seconds of slack for problems started right at the edge while the test runs.
    expect(older.every((r) => new Date(r.startedAt).getTime() <= hourAgo + 5000)).toBe(true);
    expect(newer.every((r) => new Date(r.startedAt).getTime() >= hourAgo - 5000)).toBe(true);
    expect(older.length + newer.length).toBe(all.length);
    expect((await groups({ state: 'problem', startedAt_lte: 'now-7d' })).reduce((n, g) => n + g.problems, 0)).toBe(
      (await list({ state: 'problem', startedAt_lte: 'now-7d' })).length,
    );
    for (const bad of ['now-1x', 'yesterday', 'now+1h']) {
      const response = await app.inject({ url: `/api/problems?filter=${encodeURIComponent(JSON.stringify({ startedAt_lte: bad }))}`, headers: ctx.as.admin });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('startedAt_lte');
    }
    const badGroups = await app.inject({ url: `/api/problems/groups?filter=${encodeURIComponent('{"nope":1}')}`, headers: ctx.as.admin });
    expect(badGroups.statusCode).toBe(400);
    expect(badGroups.json().message).toContain('unknown filter "nope"');
  });
});
