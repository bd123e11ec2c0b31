import { describe, expect, it } from 'vitest';
import { SWISS_NOTIFICATION_LEAD_DAYS } from '../../core/constants.js';
import { addDays, todayIn } from '../../core/resource-kit/index.js';
import { purgeExpiredIps } from '../../server/modules/installations/ip-whitelist-store.js';
import { buildApp } from '../../server/app.js';
import { setupApiContext } from '../support/api-context.js';
import { testConfig } from '../support/test-config.js';
import { bearer, tokenFactory } from '../support/tokens.js';

const ctx = setupApiContext(['admin', 'firstlevel', 'zerolevel', 'customer']);
const installationOf = async (customer: 'own' | 'foreign') => {
  const { rows } = await ctx.testDb.db.query<{ id: string }>(
    `select id from installations where status = 'active' and customer_id ${customer === 'own' ? '=' : '<>'} 'cust-silvretta' and customer_id <> 'cust-matterhorn' order by id limit 1`,
  );
  return rows[0]!.id;
};
const audits = async (recordId: string) =>
  (await ctx.testDb.db.query<{ action: string; actor: string }>('select action, actor from audit_log where record_id = $1 order by id', [recordId])).rows;

describe('add my IP', () => {
  it("grants the caller's address for 24 hours, extends it when asked again, and audits both", async () => {
    const installationId = await installationOf('foreign');
    const first = await ctx.app.inject({ method: 'POST', url: `/api/installations/${installationId}/ips/mine`, headers: ctx.as.firstlevel, remoteAddress: '::ffff:203.0.113.77' });
    expect(first.statusCode, first.body).toBe(201);
    const granted = first.json();
    expect(granted).toMatchObject({ installationId, ip: '203.0.113.77', permanent: false });
    const hours = (new Date(granted.expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    await new Promise((r) => setTimeout(r, 20));
    const again = await ctx.app.inject({ method: 'POST', url: `/api/installations/${installationId}/ips/mine`, headers: ctx.as.firstlevel, remoteAddress: '203.0.113.77' });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(granted.id);
    expect(new Date(again.json().expiresAt).getTime()).toBeGreaterThan(new Date(granted.expiresAt).getTime());
    expect((await audits(granted.id)).map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('ignores X-Forwarded-For unless a trusted proxy is configured', async () => {
    const installationId = await installationOf('foreign');
    const direct = await ctx.app.inject({
      method: 'POST',
      url: `/api/installations/${installationId}/ips/mine`,
      headers: { ...ctx.as.firstlevel, 'x-forwarded-for': '198.51.100.66' },
      remoteAddress: '192.0.2.10',
    });
    expect(direct.json().ip).toBe('192.0.2.10');
    const config = testConfig({ TRUST_PROXY: '1' });
    const behindProxy = await buildApp({ config, db: ctx.testDb.db, logger: false });
    try {
      const headers = { ...bearer(await (await tokenFactory(config)).for('firstlevel')), 'x-forwarded-for': '198.51.100.66' };
      const proxied = await behindProxy.inject({ method: 'POST', url: `/api/installations/${installationId}/ips/mine`, headers, remoteAddress: '10.0.0.2' });
      expect(proxied.statusCode, proxied.body).toBe(201);
      expect(proxied.json().ip).toBe('198.51.100.66');
    } finally {
      await behindProxy.close();
    }
  });

  it('leaves a permanent entry permanent', async () => {
    const installationId = await installationOf('foreign');
    const permanent = await ctx.app.inject({
      method: 'POST',
      url: '/api/installation-ips',
      headers: ctx.as.admin,
      payload: { installationId, ip: '198.51.100.200', comment: 'Office' },
    });
    expect(permanent.statusCode, permanent.body).toBe(201);
    const mine = await ctx.app.inject({ method: 'POST', url: `/api/installations/${installationId}/ips/mine`, headers: ctx.as.firstlevel, remoteAddress: '198.51.100.200' });
    expect(mine.json()).toMatchObject({ id: permanent.json().id, expiresAt: null, permanent: true });
  });

  it('refuses roles without support rights and installations the caller may not see', async () => {
    const foreign = await installationOf('foreign');
    expect((await ctx.app.inject({ method: 'POST', url: `/api/installations/${foreign}/ips/mine`, headers: ctx.as.zerolevel })).statusCode).toBe(403);
    // Customer staff never change the whitelist (SECURITY.md: they acknowledge and write notes only).
    expect((await ctx.app.inject({ method: 'POST', url: `/api/installations/${foreign}/ips/mine`, headers: ctx.as.customer })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/installations/${await installationOf('own')}/ips/mine`, headers: ctx.as.customer })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/installations/no-such-installation/ips/mine', headers: ctx.as.admin })).statusCode).toBe(404);
  });

  it('drops expired grants by itself, auditing each removal', async () => {
    const installationId = await installationOf('foreign');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/installation-ips',
      headers: ctx.as.admin,
      payload: { installationId, ip: '192.0.2.250', expiresAt: new Date(Date.now() + 60_000).toISOString() },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    await ctx.testDb.db.query(`update installation_ips set expires_at = now() - interval '1 second' where id = $1`, [id]);
    const untouched = await ctx.app.inject({ method: 'GET', url: `/api/installation-ips?filter=${encodeURIComponent(JSON.stringify({ installationId }))}`, headers: ctx.as.admin });
    // The server runs this at start-up and every minute.
    expect(await purgeExpiredIps(ctx.app.db, (event) => ctx.app.events.publish(event))).toBe(1);
    expect((await ctx.testDb.db.query('select 1 from installation_ips where id = $1', [id])).rowCount).toBe(0);
    expect((await audits(id)).at(-1)).toMatchObject({ action: 'delete', actor: 'system:ip-whitelist' });
    const after = await ctx.app.inject({ method: 'GET', url: `/api/installation-ips?filter=${encodeURIComponent(JSON.stringify({ installationId }))}`, headers: ctx.as.admin });
    expect(after.json()).toHaveLength(untouched.json().length - 1);
  });
});

describe('work notifications for Switzerland', () => {
  const earliest = addDays(todayIn('Europe/Zurich'), SWISS_NOTIFICATION_LEAD_DAYS);
  const body = (jobDate: string, installationId: string) => ({
    installationId,
    jobDate,
    jobDays: 2,
    workers: 2,
    description: 'Replace the finish photocell.',
    contactName: 'Marco Bernasconi',
    contactPhone: '+41 81 830 00 00',
  });

  it('accepts a job 8 days ahead and refuses one sooner, naming the earliest date, storing nothing', async () => {
    const installationId = await installationOf('foreign');
    const ok = await ctx.app.inject({ method: 'POST', url: '/api/work-notifications', headers: ctx.as.firstlevel, payload: body(earliest, installationId) });
    expect(ok.statusCode, ok.body).toBe(201);
    const before = (await ctx.testDb.db.query('select count(*)::int as n from work_notifications')).rows[0];
    const early = await ctx.app.inject({ method: 'POST', url: '/api/work-notifications', headers: ctx.as.firstlevel, payload: body(addDays(earliest, -1), installationId) });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors.jobDate).toBe(`Must be registered at least ${SWISS_NOTIFICATION_LEAD_DAYS} days ahead: ${earliest} at the earliest`);
    const german = await ctx.app.inject({
      method: 'POST',
      url: '/api/work-notifications',
      headers: { ...ctx.as.firstlevel, 'accept-language': 'de' },
      payload: body(todayIn('Europe/Zurich'), installationId),
    });
    expect(german.json().errors.jobDate).toContain(`frühestens am ${earliest}`);
    expect((await ctx.testDb.db.query('select count(*)::int as n from work_notifications')).rows[0]).toEqual(before);
  });

  it('cannot be changed once registered, only withdrawn', async () => {
    const installationId = await installationOf('foreign');
    const created = (
      await ctx.app.inject({ method: 'POST', url: '/api/work-notifications', headers: ctx.as.firstlevel, payload: body(addDays(earliest, 3), installationId) })
    ).json();
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/work-notifications/${created.id}`,
      headers: ctx.as.admin,
      payload: { ...body(addDays(earliest, 4), installationId), version: created.version },
    });
    expect([403, 404, 405]).toContain(changed.statusCode);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/work-notifications/${created.id}`, headers: ctx.as.firstlevel })).statusCode).toBe(200);
  });
});

describe("the installation list's health and tracker filter", () => {
  it("gives each installation its open problems, worst severity and device health, within the caller's scope", async () => {
    const { rows } = await ctx.testDb.db.query<{ installation_id: string; n: number; worst: string }>(
      `select installation_id, count(*)::int as n, max(severity) as worst from problems where state = 'problem' and installation_id is not null group by installation_id order by n desc limit 3`,
    );
    const { rows: withDevices } = await ctx.testDb.db.query<{ installation_id: string; n: number }>(
      `select installation_id, count(*)::int as n from devices where installation_id is not null group by installation_id limit 2`,
    );
    const ids = [...rows.map((r) => r.installation_id), ...withDevices.map((r) => r.installation_id)];
    const response = await ctx.app.inject({ url: `/api/installations/health?ids=${ids.join(',')}`, headers: ctx.as.admin });
    expect(response.statusCode, response.body).toBe(200);
    const health = response.json();
    for (const r of rows) expect(health[r.installation_id]).toMatchObject({ openProblems: r.n, worstSeverity: Number(r.worst) });
    for (const d of withDevices) {
      const counts = health[d.installation_id].devices;
      expect(counts.online + counts.degraded + counts.offline + counts.unknown).toBe(d.n);
    }
    const mine = await ctx.app.inject({ url: `/api/installations/health?ids=${ids.join(',')}`, headers: ctx.as.customer });
    const visible = (await ctx.app.inject({ url: `/api/installations?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`, headers: ctx.as.customer }))
      .json()
      .map((i: { id: string }) => i.id);
    expect(Object.keys(mine.json()).sort()).toEqual(visible.sort());
    expect((await ctx.app.inject({ url: '/api/installations/health?ids=', headers: ctx.as.admin })).statusCode).toBe(400);
  });

  it('sorts the list by health: worst open problem first (then how many), offline devices first (then degraded), paged and within scope', async () => {
    const list = async (field: string, order: 'ASC' | 'DESC', as: keyof typeof ctx.as = 'admin') => {
      const response = await ctx.app.inject({ url: `/api/installations?sort=${encodeURIComponent(JSON.stringify([field, order]))}&range=[0,199]`, headers: ctx.as[as] });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().map((i: { id: string }) => i.id) as string[];
    };
    const healthOf = async (ids: string[]) => (await ctx.app.inject({ url: `/api/installations/health?ids=${ids.join(',')}`, headers: ctx.as.admin })).json();
    const problemKey = (h: { worstSeverity: number | null; openProblems: number }) => (h.worstSeverity ?? -1) * 1_000_000 + h.openProblems;
    const worstFirst = await list('problemHealth', 'DESC');
    const problemHealth = await healthOf(worstFirst);
    const keys = worstFirst.map((id) => problemKey(problemHealth[id]));
    expect(keys).toEqual([...keys].sort((a, b) => b - a));
    expect(keys[0]).toBeGreaterThan(keys.at(-1)!);
    const calmFirst = await list('problemHealth', 'ASC');
    expect(problemKey((await healthOf(calmFirst.slice(0, 1)))[calmFirst[0]!])).toBe(keys.at(-1));

    const offlineFirst = await list('deviceHealth', 'DESC');
    const deviceHealth = await healthOf(offlineFirst);
    const deviceKeys = offlineFirst.map((id) => deviceHealth[id].devices.offline * 1_000_000 + deviceHealth[id].devices.degraded);
    expect(deviceKeys).toEqual([...deviceKeys].sort((a, b) => b - a));

    const customers = await list('problemHealth', 'DESC', 'customer');
    const visible = (await ctx.app.inject({ url: '/api/installations?range=[0,199]', headers: ctx.as.customer })).json().map((i: { id: string }) => i.id);
    expect([...customers].sort()).toEqual([...visible].sort());
    const unknown = await ctx.app.inject({ url: `/api/installations?sort=${encodeURIComponent(JSON.stringify(['healthOfNothing', 'ASC']))}`, headers: ctx.as.admin });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('problemHealth');
  });

  it('shows the tracker filter only for lists whose installations all run a tracker', async () => {
    const ask = async (type?: string) => (await ctx.app.inject({ url: `/api/installations/tracker-filter${type ? `?type=${type}` : ''}`, headers: ctx.as.admin })).json();
    expect(await ask('startFinish')).toEqual({ show: true, types: ['V3', 'V4'] });
    expect((await ask('photopoint')).show).toBe(false);
    expect((await ask()).show).toBe(false);
    expect((await ask('no-such-type')).show).toBe(false);
  });

  it("brings the tracker filter's answer with the list's rows when the list asks for it, for the list's type", async () => {
    const list = async (filter: object) =>
      (
        await ctx.app.inject({
          url: `/api/installations?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,4]&embed=${encodeURIComponent('["health","trackerFilter"]')}`,
          headers: ctx.as.admin,
        })
      ).json();
    const tracked = await list({ type: 'startFinish' });
    expect(tracked.companions.trackerFilter).toEqual({ show: true, types: ['V3', 'V4'] });
    expect(Object.keys(tracked.companions.health).sort()).toEqual(tracked.data.map((i: { id: string }) => i.id).sort());
    expect((await list({ type: 'photopoint' })).companions.trackerFilter.show).toBe(false);
    expect((await list({})).companions.trackerFilter.show).toBe(false);
  });
});

describe('maintenance mode of an installation', () => {
  it('lets support staff switch an active installation into maintenance and back, version-checked and audited', async () => {
    const id = await installationOf('foreign');
    const current = (await ctx.app.inject({ url: `/api/installations/${id}`, headers: ctx.as.firstlevel })).json();
    expect(current.status).toBe('active');
    const on = await ctx.app.inject({ method: 'POST', url: `/api/installations/${id}/mode`, headers: ctx.as.firstlevel, payload: { maintenance: true, version: current.version } });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ status: 'maintenance', version: current.version + 1 });
    const stale = await ctx.app.inject({
      method: 'POST',
      url: `/api/installations/${id}/mode`,
      headers: ctx.as.firstlevel,
      payload: { maintenance: false, version: current.version },
    });
    expect(stale.statusCode).toBe(409);
    const off = await ctx.app.inject({
      method: 'POST',
      url: `/api/installations/${id}/mode`,
      headers: ctx.as.firstlevel,
      payload: { maintenance: false, version: current.version + 1 },
    });
    expect(off.json().status).toBe('active');
    const changes = (
      await ctx.testDb.db.query<{ changes: { status: { before: string; after: string } } }>(
        `select changes from audit_log where resource = 'installations' and record_id = $1 and action = 'update' order by id`,
        [id],
      )
    ).rows;
    expect(changes.map((c) => c.changes.status)).toEqual([
      { before: 'active', after: 'maintenance' },
      { before: 'maintenance', after: 'active' },
    ]);
  });

  it('refuses planned installations, read-only roles and bad bodies', async () => {
    const { rows } = await ctx.testDb.db.query<{ id: string; version: number }>(`select id, version from installations where status = 'planned' limit 1`);
    const planned = rows[0]!;
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/installations/${planned.id}/mode`,
      headers: ctx.as.admin,
      payload: { maintenance: true, version: planned.version },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('The installation is planned');
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/installations/${planned.id}/mode`, headers: ctx.as.zerolevel, payload: { maintenance: true, version: 1 } })).statusCode,
    ).toBe(403);
    const bad = await ctx.app.inject({ method: 'POST', url: `/api/installations/${planned.id}/mode`, headers: ctx.as.admin, payload: { maintenance: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('maintenance');
  });
});

describe('administration of an installation', () => {
  const admin = (id: string, payload: Record<string, unknown>, who = 'admin') =>
    ctx.app.inject({ method: 'POST', url: `/api/installations/${id}/administration`, headers: ctx.as[who], payload });

  it('moves an installation to another resort and archives it, version-checked and audited', async () => {
    const { rows } = await ctx.testDb.db.query<{ id: string; version: number; resort_id: string }>(
      `select id, version, resort_id from installations where status = 'planned' order by id limit 1`,
    );
    const target = rows[0]!;
    const { rows: resorts } = await ctx.testDb.db.query<{ id: string }>('select id from resorts where id <> $1 order by id limit 1', [target.resort_id]);
    const moved = await admin(target.id, { action: 'move', resortId: resorts[0]!.id, version: target.version });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().resortId).toBe(resorts[0]!.id);
    expect((await admin(target.id, { action: 'move', resortId: 'no-such-resort', version: moved.json().version })).statusCode).toBe(400);
    expect((await admin(target.id, { action: 'archive', version: target.version })).statusCode).toBe(409);
    const archived = await admin(target.id, { action: 'archive', version: moved.json().version });
    expect(archived.json().status).toBe('archived');
    expect((await admin(target.id, { action: 'archive', version: archived.json().version })).json().message).toBe('The installation is already archived');
    const changes = (
      await ctx.testDb.db.query<{ changes: Record<string, unknown> }>(`select changes from audit_log where resource = 'installations' and record_id = $1 order by id`, [target.id])
    ).rows.map((r) => Object.keys(r.changes));
    expect(changes.slice(-2)).toEqual([['resortId'], ['status']]);
  });

  it('clears the caches with an audit row, and is for admins only', async () => {
    const id = await installationOf('foreign');
    expect((await admin(id, { action: 'clearCaches' })).statusCode).toBe(200);
    const last = (
      await ctx.testDb.db.query<{ changes: Record<string, unknown> }>(
        `select changes from audit_log where resource = 'installations' and record_id = $1 order by id desc limit 1`,
        [id],
      )
    ).rows[0]!;
    expect(last.changes).toEqual({ caches: { before: 'filled', after: 'cleared' } });
    expect((await admin(id, { action: 'clearCaches' }, 'firstlevel')).statusCode).toBe(403);
    const bad = await admin(id, { action: 'explode' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('action');
  });
});

describe('the installation report', () => {
  it('counts device uptime from offline problems clipped to the range, with problems and commands', async () => {
    const { rows } = await ctx.testDb.db.query<{ installation_id: string; n: number; customer_id: string; resort_id: string }>(
      `select d.installation_id, count(*)::int as n, i.customer_id, i.resort_id from devices d join installations i on i.id = d.installation_id group by 1, 3, 4 order by 2 desc limit 1`,
    );
    const { installation_id: id, n: devices } = rows[0]!;
    const to = new Date(Math.floor(Date.now() / 1000) * 1000);
    const from = new Date(to.getTime() - 86_400_000);
    const at = (hoursBeforeTo: number) => new Date(to.getTime() - hoursBeforeTo * 3_600_000).toISOString();
    const insert = (trigger: string, started: string, resolved: string | null) =>
      ctx.testDb.db.query(
        `insert into problems (source, trigger_id, installation_id, resort_id, customer_id, name, severity, state, started_at, resolved_at, created_by, updated_by)
         values ('tracker', $1, $2, $3, $4, 'Device offline', '4', $5, $6, $7, 'test', 'test')`,
        [trigger, id, rows[0]!.resort_id, rows[0]!.customer_id, resolved ? 'resolved' : 'problem', started, resolved],
      );
    await ctx.testDb.db.query(`delete from problems where installation_id = $1 and trigger_id like 'device-offline:%'`, [id]);
    await insert('device-offline:report-a', at(2), at(1)); // one hour inside the range
    await insert('device-offline:report-b', at(30), at(23)); // started before the range: one hour counts
    await insert('device-offline:report-c', at(0.5), null); // still offline: half an hour until the range ends
    const report = await ctx.app.inject({ url: `/api/installations/${id}/report?from=${from.toISOString()}&to=${to.toISOString()}`, headers: ctx.as.admin });
    expect(report.statusCode, report.body).toBe(200);
    const body = report.json();
    expect(body.uptime.devices).toBe(devices);
    expect(body.uptime.offlineSeconds).toBe(9000);
    expect(body.uptime.ratio).toBeCloseTo(1 - 9000 / (devices * 86_400), 6);
    expect(body.problems.bySource.tracker).toBeGreaterThanOrEqual(2);
    expect(body.commands.total).toBe(Object.values(body.commands.byStatus as Record<string, number>).reduce((a, b) => a + b, 0));
    expect((await ctx.app.inject({ url: `/api/installations/${id}/report?from=${to.toISOString()}&to=${from.toISOString()}`, headers: ctx.as.admin })).statusCode).toBe(400);
  });
});
