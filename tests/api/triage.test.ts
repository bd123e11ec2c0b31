import { describe, expect, it } from 'vitest';
import type { Triage } from '../../core/triage.js';
import { setupApiContext } from '../support/api-context.js';

const SECRET = 'a-long-shared-secret-for-zabbix';
const ctx = setupApiContext(['admin', 'firstlevel', 'zerolevel', 'customer', 'projects', 'moderation'], { ZABBIX_WEBHOOK_SECRET: SECRET });

const get = async <T>(url: string, who = 'admin') => {
  const response = await ctx.app.inject({ url, headers: ctx.as[who] });
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.json() as T, headers: response.headers };
};
const triage = async (who = 'admin') => (await get<Triage>('/api/triage', who)).body;
/** What the list a figure links to counts (Content-Range's total). */
const listTotal = async (resource: string, filter: Record<string, unknown>, who = 'admin') => {
  const { headers } = await get(`/api/${resource}?range=${encodeURIComponent('[0,0]')}&filter=${encodeURIComponent(JSON.stringify(filter))}`, who);
  return Number(String(headers['content-range']).split('/')[1]);
};
const ingest = (installation: string, triggerId: string, at = new Date().toISOString()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/integrations/zabbix/events',
    headers: { 'x-gondola-zabbix-secret': SECRET },
    payload: {
      eventId: `e-${triggerId}`,
      triggerId,
      host: installation,
      installation,
      name: `Finish photocell ${triggerId} blocked`,
      severity: 'High',
      status: 'PROBLEM',
      time: at,
    },
  });
const OPEN = { state: 'problem', inMaintenance: false };

describe('the demo the home shows', () => {
  const sql = async <T>(text: string) => (await ctx.testDb.db.query<T>(text)).rows;

  it('tells one story: an unreachable camera is offline and counted, a device problem has its device, tickets are spread over time and subjects', async () => {
    const unreachable = await sql<{ name: string; status: string | null; device_name: string | null }>(
      `select p.name, d.status, d.name as device_name from problems p left join devices d on d.id = p.device_id
        where p.state = 'problem' and p.name like '%is not reachable%'`,
    );
    expect(unreachable.length).toBeGreaterThan(0);
    // Each names its own camera, which is offline ("0 offline · every device answers" stood beside them).
    for (const p of unreachable) {
      expect(p.status, p.name).toBe('offline');
      expect(p.name.startsWith(`${p.device_name} `), p.name).toBe(true);
    }
    const figures = await triage('admin');
    expect(figures.offlineDevices.total).toBeGreaterThanOrEqual(unreachable.length);
    // A problem about a device is on an installation that has that device, never on one with "no devices".
    const orphans = await sql<{ name: string }>(
      `select p.name from problems p where p.device_id is not null
          and not exists (select 1 from devices d where d.id = p.device_id and d.installation_id = p.installation_id)`,
    );
    expect(orphans).toEqual([]);
    // Tickets: no subject on more than a fifth of them (108 once shared one, opened in one minute), none opened in a minute with more than three others.
    const [counted] = await sql<{ total: number }>('select count(*)::int as total from tickets');
    const total = counted!.total;
    const [commonest] = await sql<{ subject: string; n: number }>('select subject, count(*)::int as n from tickets group by subject order by n desc limit 1');
    expect(commonest!.n, commonest!.subject).toBeLessThanOrEqual(Math.ceil(total / 5));
    const [busiest] = await sql<{ n: number }>("select count(*)::int as n from tickets group by date_trunc('minute', created_at) order by n desc limit 1");
    expect(busiest!.n).toBeLessThanOrEqual(4);
  });
});

describe('the triage home', () => {
  it.each(['admin', 'customer'])('gives %s figures that match the lists they link to', async (who) => {
    const figures = await triage(who);
    expect(figures.problems.open).toBeGreaterThan(0);
    expect(figures.problems.open).toBe(await listTotal('problems', OPEN, who));
    expect(figures.problems.unacknowledged).toBe(await listTotal('problems', { ...OPEN, acknowledged: false }, who));
    for (const severity of ['0', '1', '2', '3', '4', '5']) expect(figures.problems.bySeverity[severity]!.open).toBe(await listTotal('problems', { ...OPEN, severity }, who));
    expect(figures.offlineDevices.total).toBe(await listTotal('devices', { status: 'offline', installationId_null: false }, who));
    expect(figures.openTickets.total).toBe(await listTotal('tickets', { status: ['open', 'pending'] }, who));
    expect(figures.unreadNotes.total).toBe((await get<{ count: number }>('/api/inbox/unread-count', who)).body.count);
  });

  it('shows an unread note as its words on one line, not its Markdown marks', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/notes',
      headers: ctx.as.firstlevel,
      payload: { text: '**Lane 3** camera: see [runbook](https://example.com/rb)\n\n- power\n- cable', category: 'handover', recipientRoles: ['admin'] },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { top } = (await triage()).unreadNotes;
    expect(top.find((n) => n.id === response.json().id)?.text).toBe('Lane 3 camera: see runbook power cable');
  });

  it('lists unacknowledged problems first, then the worst and the oldest', async () => {
    const { top } = (await triage()).problems;
    expect(top.length).toBeGreaterThan(1);
    const keys = top.map((p) => [p.acknowledged ? 1 : 0, -p.severity, p.startedAt] as const);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2].localeCompare(b[2])));
    expect(top.every((p) => p.installationId === null || typeof p.installationName === 'string')).toBe(true);
  });

  it('keeps customer staff to their own customers', async () => {
    const mine = await triage('customer');
    const all = await triage('admin');
    expect(mine.problems.open).toBeLessThan(all.problems.open);
    const visible = new Set((await get<Array<{ id: string }>>(`/api/installations?range=${encodeURIComponent('[0,999]')}`, 'customer')).body.map((i) => i.id));
    for (const p of mine.problems.top) if (p.installationId) expect(visible.has(p.installationId)).toBe(true);
    for (const d of mine.offlineDevices.top) expect(visible.has(d.installationId)).toBe(true);
  });
});

describe('the home of each kind of day', () => {
  it('lays support out for support staff and admins, without the cards of other days for a read-only role', async () => {
    expect((await triage('firstlevel')).focus).toBe('support');
    const zero = await triage('zerolevel');
    expect(zero.focus).toBe('support');
    expect([zero.review, zero.absencesToDecide, zero.plans, zero.installations]).toEqual([undefined, undefined, undefined, undefined]);
    const admin = await triage('admin');
    expect(admin.focus).toBe('support');
    expect(admin.review).toBeDefined();
    expect(admin.absencesToDecide).toBeDefined();
  });

  it('gives a moderator the review queues with what waits, as the review report counts it', async () => {
    const home = await triage('moderation');
    expect(home.focus).toBe('moderation');
    expect(home.review!.map((q) => q.kind)).toEqual(['photo', 'photopoint', 'video']);
    const report = (
      await get<{ backlog: Array<{ kind: string; waiting: number }> }>(
        `/api/media-review/report?from=${encodeURIComponent(new Date(Date.now() - 86_400_000).toISOString())}&to=${encodeURIComponent(new Date().toISOString())}`,
        'moderation',
      )
    ).body;
    for (const q of home.review!) expect(q.waiting).toBe(report.backlog.find((b) => b.kind === q.kind)!.waiting);
    expect(home.review!.some((q) => q.waiting > 0)).toBe(true);
    expect(home.absencesToDecide).toBeUndefined();
  });

  it('gives a project manager the requested absences, soonest first, and the rollouts and deliveries still to come', async () => {
    const home = await triage('projects');
    expect(home.focus).toBe('projects');
    const { total, top } = home.absencesToDecide!;
    expect(total).toBe(await listTotal('absences', { state: 'requested' }, 'projects'));
    expect(total).toBeGreaterThan(0);
    expect(top.map((a) => a.startsOn)).toEqual([...top.map((a) => a.startsOn)].sort());
    const plans = home.plans!;
    expect(plans.total).toBeGreaterThan(0);
    expect(plans.top.map((p) => p.start)).toEqual([...plans.top.map((p) => p.start)].sort());
    for (const p of plans.top) expect(p.calendar === 'rollouts' ? ['rollout', 'goLive'] : ['planned', 'shipped']).toContain(p.kind);
    expect(home.review).toBeUndefined();
  });

  it('gives customer staff their own installations, those in trouble first, and nothing of staff work', async () => {
    const home = await triage('customer');
    expect(home.focus).toBe('customer');
    const { total, top } = home.installations!;
    expect(total).toBe(await listTotal('installations', {}, 'customer'));
    const trouble = (i: (typeof top)[number]) => i.openProblems > 0 || (i.devices > 0 && i.answering === 0);
    expect(top.map(trouble)).toEqual([...top.map(trouble)].sort((a, b) => Number(b) - Number(a)));
    for (const i of top) expect(i.openProblems).toBe(await listTotal('problems', { installationId: i.id, state: 'problem' }, 'customer'));
    expect([home.review, home.absencesToDecide, home.plans]).toEqual([undefined, undefined, undefined]);
  });
});

describe('maintenance windows', () => {
  it('marks problems raised inside a window and leaves them out of the counts, the list still showing them', async () => {
    const { body: installations } = await get<Array<{ id: string; status: string }>>(
      `/api/installations?range=${encodeURIComponent('[0,99]')}&filter=${encodeURIComponent('{"status":"active"}')}`,
    );
    const installation = installations[0]!.id;
    const before = await triage();
    const now = Date.now();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/maintenance-windows',
      headers: ctx.as.firstlevel,
      payload: {
        installationId: installation,
        startsAt: new Date(now - 60_000).toISOString(),
        endsAt: new Date(now + 3_600_000).toISOString(),
        reason: 'Replacing the finish photocell',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ plannedByName: expect.any(String) });
    const opened = await ingest(installation, 'mw-1');
    expect(opened.statusCode, opened.body).toBe(202);
    const problem = (await get<{ inMaintenance: boolean }>(`/api/problems/${opened.json().id}`)).body;
    expect(problem.inMaintenance).toBe(true);
    const after = await triage();
    expect(after.problems.open).toBe(before.problems.open);
    expect(after.problems.inMaintenance).toBe(before.problems.inMaintenance + 1);
    expect(after.maintenance.now).toContainEqual(expect.objectContaining({ installationId: installation, windowId: created.json().id, reason: 'Replacing the finish photocell' }));
    const counts = (await get<{ open: number; inMaintenance: number }>(`/api/problems/counts?filter=${encodeURIComponent(JSON.stringify({ installationId: installation }))}`)).body;
    expect(counts.inMaintenance).toBeGreaterThanOrEqual(1);
    const withMaintenance = (
      await get<{ open: number }>(`/api/problems/counts?filter=${encodeURIComponent(JSON.stringify({ installationId: installation, inMaintenance: true }))}`)
    ).body;
    expect(withMaintenance.open).toBe(await listTotal('problems', { installationId: installation, inMaintenance: true, state: 'problem' }));
  });

  it('shows a window planned ahead as upcoming, and a problem before it is counted', async () => {
    const { body: installations } = await get<Array<{ id: string }>>(
      `/api/installations?range=${encodeURIComponent('[0,99]')}&filter=${encodeURIComponent('{"status":"active"}')}`,
    );
    const installation = installations[1]!.id;
    const starts = new Date(Date.now() + 2 * 86_400_000);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/maintenance-windows',
      headers: ctx.as.admin,
      payload: { installationId: installation, startsAt: starts.toISOString(), endsAt: new Date(starts.getTime() + 7_200_000).toISOString(), reason: 'Recorder update' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await triage()).maintenance.upcoming).toContainEqual(expect.objectContaining({ installationId: installation, reason: 'Recorder update' }));
    const opened = await ingest(installation, 'mw-2');
    expect((await get<{ inMaintenance: boolean }>(`/api/problems/${opened.json().id}`)).body.inMaintenance).toBe(false);
  });

  it('refuses a window that ends before it starts, naming the end, and read-only roles may not plan one', async () => {
    const payload = { installationId: 'x', startsAt: '2026-12-01T10:00:00.000Z', endsAt: '2026-12-01T09:00:00.000Z', reason: 'Wrong way round' };
    const backwards = await ctx.app.inject({ method: 'POST', url: '/api/maintenance-windows', headers: ctx.as.admin, payload });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toHaveProperty('endsAt');
    const readOnly = await ctx.app.inject({
      method: 'POST',
      url: '/api/maintenance-windows',
      headers: ctx.as.zerolevel,
      payload: { ...payload, endsAt: '2026-12-01T11:00:00.000Z' },
    });
    expect(readOnly.statusCode).toBe(403);
  });
});

describe('problem counts', () => {
  it('follow the list’s filter', async () => {
    for (const filter of [{ source: 'skimovie' }, { source: 'zabbix', acknowledged: false }, {}]) {
      const counts = (await get<{ open: number; bySeverity: Record<string, { open: number }> }>(`/api/problems/counts?filter=${encodeURIComponent(JSON.stringify(filter))}`)).body;
      expect(counts.open).toBe(await listTotal('problems', { ...filter, ...OPEN }));
      expect(counts.bySeverity['4']!.open).toBe(await listTotal('problems', { ...filter, ...OPEN, severity: '4' }));
    }
  });

  it("come with the list's page when it asks for them (embed=counts), as GET /api/problems/counts gives them, for each role and filter", async () => {
    for (const who of ['admin', 'zerolevel', 'customer']) {
      for (const filter of [{ source: 'zabbix', ...OPEN }, { ...OPEN, inMaintenance: true }, OPEN]) {
        const query = `filter=${encodeURIComponent(JSON.stringify(filter))}`;
        const page = (
          await get<{ data: unknown[]; companions: { counts: unknown } }>(
            `/api/problems?range=${encodeURIComponent('[0,24]')}&${query}&embed=${encodeURIComponent('["counts"]')}`,
            who,
          )
        ).body;
        expect(page.companions.counts, `${who} ${query}`).toEqual((await get(`/api/problems/counts?${query}`, who)).body);
      }
    }
  });

  it('names a filter the list does not know', async () => {
    const response = await ctx.app.inject({ url: `/api/problems/counts?filter=${encodeURIComponent('{"colour":"red"}')}`, headers: ctx.as.admin });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('colour');
  });
});

describe('triage at speed: the list’s selection', () => {
  const bulk = (who: string, payload: object) => ctx.app.inject({ method: 'POST', url: '/api/problems/bulk', headers: ctx.as[who], payload });
  const openIds = async (filter: Record<string, unknown>, n: number) =>
    (await get<Array<{ id: string }>>(`/api/problems?range=${encodeURIComponent(`[0,${n - 1}]`)}&filter=${encodeURIComponent(JSON.stringify({ ...OPEN, ...filter }))}`)).body.map(
      (p) => p.id,
    );

  it('acknowledges the selection with one message, with a result per problem', async () => {
    const ids = await openIds({ acknowledged: false }, 3);
    const response = await bulk('firstlevel', { ids, action: 'acknowledge', message: 'Looking into it' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ total: 3, succeeded: 3 });
    for (const id of ids)
      expect((await get<{ acknowledged: boolean; acknowledgeMessage: string }>(`/api/problems/${id}`)).body).toMatchObject({
        acknowledged: true,
        acknowledgeMessage: 'Looking into it',
      });
  });

  it('silences the selection until a moment: still open, set aside on the triage home', async () => {
    const [id] = (await triage()).problems.top.map((p) => p.id);
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const response = await bulk('firstlevel', { ids: [id], action: 'silence', until });
    expect(response.json()).toMatchObject({ succeeded: 1 });
    expect((await get<{ suppressedUntil: string; state: string }>(`/api/problems/${id}`)).body).toMatchObject({ suppressedUntil: until, state: 'problem' });
    expect((await triage()).problems.top.map((p) => p.id)).not.toContain(id);
    const past = await bulk('firstlevel', { ids: [id], action: 'silence', until: '2020-01-01T00:00:00Z' });
    expect(past.json().results[0]).toMatchObject({ ok: false, error: expect.stringContaining('future') });
  });

  it('closes the selection for support staff; customer staff may acknowledge but not close or silence', async () => {
    const ids = await openIds({ source: 'tracker' }, 1);
    expect((await bulk('customer', { ids, action: 'close' })).statusCode).toBe(403);
    expect((await bulk('customer', { ids, action: 'silence', until: new Date(Date.now() + 60_000).toISOString() })).statusCode).toBe(403);
    expect((await bulk('zerolevel', { ids, action: 'acknowledge' })).statusCode).toBe(403);
    const closed = await bulk('firstlevel', { ids, action: 'close' });
    expect(closed.json()).toMatchObject({ succeeded: 1 });
    expect((await get<{ state: string }>(`/api/problems/${ids[0]}`)).body.state).toBe('resolved');
  });

  it('names what is wrong with a request: no ids, too many, a silence without an end', async () => {
    expect((await bulk('admin', { ids: [], action: 'acknowledge' })).json().errors).toHaveProperty('ids');
    expect((await bulk('admin', { ids: Array.from({ length: 201 }, (_, i) => `p${i}`), action: 'acknowledge' })).statusCode).toBe(400);
    expect((await bulk('admin', { ids: ['p1'], action: 'silence' })).json().errors).toHaveProperty('until');
    const unknown = await bulk('admin', { ids: ['no-such-problem'], action: 'acknowledge' });
    expect(unknown.json().results[0]).toMatchObject({ ok: false, error: expect.stringContaining('No problem') });
  });
});
