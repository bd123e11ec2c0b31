import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDeviceHarness, type DeviceHarness } from '../support/device-harness.js';

// biome-ignore lint/suspicious/noExplicitAny: the assertions read API answers field by field; their shapes are checked by the route schemas
type Json = Record<string, any>;

describe('lanes, their configurations, runs and sessions', () => {
  let h: DeviceHarness;
  let installationId: string;
  let customerInstallation: string;
  let otherInstallation: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who = 'admin') =>
    h.app.inject({ method, url, headers: { ...h.as[who], 'accept-language': 'en' }, payload });
  const problems = async (trigger: string) =>
    (await h.testDb.db.query<{ state: string }>(`select state from problems where source = 'tracker' and trigger_id like $1`, [`${trigger}%`])).rows.map((r) => r.state);

  beforeAll(async () => {
    h = await startDeviceHarness({ env: { SESSION_REPROCESS_STEP_MS: '50' } });
    const { rows } = await h.testDb.db.query<{ id: string }>(`select id from installations where status = 'active' and customer_id = 'cust-silvretta' order by id limit 1`);
    installationId = rows[0]!.id;
    customerInstallation = installationId;
    const other = await h.testDb.db.query<{ id: string }>(`select id from installations where customer_id <> 'cust-silvretta' order by id limit 1`);
    otherInstallation = other.rows[0]!.id;
  });
  afterAll(async () => h?.close());

  const startFinish = (extra: Json = {}) => ({
    installationId,
    lane: 7,
    runtimeMinS: 15,
    runtimeMaxS: 90,
    preRuntimeMaxS: 20,
    startWithIdentification: false,
    openingTime: '09:00',
    closingTime: '16:00',
    ...extra,
  });

  it.each([
    ['a minimum at or above the maximum', { runtimeMinS: 90 }, 'runtimeMinS', 'Must be below the runtime maximum (90 s)'],
    ['a pre-runtime maximum at or above the runtime maximum', { preRuntimeMaxS: 95 }, 'preRuntimeMaxS', 'Must be below the runtime maximum (90 s)'],
    ['a closing time before the opening time', { openingTime: '16:00', closingTime: '09:00' }, 'closingTime', 'Closing time must be after the opening time'],
    ['a negative minimum', { runtimeMinS: -1 }, 'runtimeMinS', 'Must be at least 0'],
  ])('refuses a start/finish configuration with %s, naming the field', async (_what, change, field, message) => {
    const response = await call('POST', '/api/start-finish-configs', startFinish(change));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it('refuses a stale save with 409 and keeps the other change', async () => {
    const created = (await call('POST', '/api/start-finish-configs', startFinish({ lane: 8 }))).json();
    const first = await call('PUT', `/api/start-finish-configs/${created.id}`, { ...created, runtimeMaxS: 100 });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await call('PUT', `/api/start-finish-configs/${created.id}`, { ...created, runtimeMaxS: 110 });
    expect(stale.statusCode).toBe(409);
    expect((await call('GET', `/api/start-finish-configs/${created.id}`)).json().runtimeMaxS).toBe(100);
  });

  it("shows a customer user their own installations' lanes only, and lets them change none", async () => {
    const own = await call('GET', `/api/start-finish-configs?filter=${encodeURIComponent(JSON.stringify({ installationId: customerInstallation }))}`, undefined, 'customer');
    expect(own.statusCode).toBe(200);
    const foreign = await call('GET', `/api/start-finish-configs?filter=${encodeURIComponent(JSON.stringify({ installationId: otherInstallation }))}`, undefined, 'customer');
    expect(foreign.json()).toEqual([]);
    const write = await call('POST', '/api/start-finish-configs', startFinish({ lane: 9 }), 'customer');
    expect(write.statusCode).toBe(403);
  });

  it('refuses a lane camera that names a device of another type', async () => {
    const { id } = await h.createDevice({ id: 'sf-lane-x', name: 'Start unit', type: 'startFinish', installationId, laneNumber: 1 });
    const response = await call('POST', '/api/lane-cameras', { installationId, lane: 1, deviceId: id, role: 'start', resolution: '1920x1080', frameRate: 50, presets: [] });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors.deviceId).toBe('Must be one with type camera, the same installationId');
  });

  it('applies a start/finish configuration: a command row, the simulated unit answers, the applied version shows; another reported version raises a problem until it matches again', async () => {
    const { id, secret } = await h.createDevice({ id: 'sf-lane-4', name: 'Lane 4 start', type: 'startFinish', installationId, laneNumber: 4 });
    const device = await h.startDevice(id, secret, 'startFinish');
    await h.waitFor(async () => (await call('GET', `/api/devices/${id}`)).json().status === 'online', 'the unit to come online');
    const config = (await call('POST', '/api/start-finish-configs', startFinish({ lane: 4 }))).json();
    const before = (await call('GET', `/api/lane-configs/startfinish/${config.id}/applied`)).json();
    expect(before.devices).toEqual([expect.objectContaining({ deviceId: id, state: 'never', appliedVersion: null })]);

    expect((await call('POST', `/api/lane-configs/startfinish/${config.id}/apply`, { version: config.version + 1 })).statusCode).toBe(409);
    expect((await call('POST', `/api/lane-configs/startfinish/${config.id}/apply`, { version: config.version }, 'zerolevel')).statusCode).toBe(403);
    const applied = await call('POST', `/api/lane-configs/startfinish/${config.id}/apply`, { version: config.version });
    expect(applied.statusCode, applied.body).toBe(202);
    const [command] = applied.json().commands;
    expect(command).toMatchObject({ deviceId: id, command: 'lane.apply', status: 'succeeded' });
    expect(JSON.parse(command.parameters).configuration).toMatchObject({ lane: 4, runtimeMinS: 15, runtimeMaxS: 90 });
    const audit = await h.testDb.db.query(`select 1 from audit_log where resource = 'device-commands' and record_id = $1`, [command.id]);
    expect(audit.rows).toHaveLength(1);
    const after = await h.waitFor(async () => {
      const states = (await call('GET', `/api/lane-configs/startfinish/${config.id}/applied`)).json().devices;
      return states[0].reportedVersion === config.version && states;
    }, 'the unit to report the version');
    expect(after[0]).toMatchObject({ state: 'matches', appliedVersion: config.version });

    await device.reportConfig(`startfinish:${config.id}`, config.version + 5);
    await h.waitFor(async () => (await problems(`config-drift:${id}:`)).includes('problem'), 'a drift problem');
    expect((await call('GET', `/api/lane-configs/startfinish/${config.id}/applied`)).json().devices[0].state).toBe('drift');
    await device.reportConfig(`startfinish:${config.id}`, config.version);
    await h.waitFor(async () => (await problems(`config-drift:${id}:`)).every((s) => s !== 'problem'), 'the drift problem to resolve');
  });

  it('starts the demo with a week of runs on every configured lane, mostly valid, the invalid ones with their reason', async () => {
    const { rows } = await h.testDb.db.query<{ lanes: number; without: number; invalid: number; unexplained: number; total: number }>(
      `select (select count(*)::int from start_finish_configs where created_by = 'system:demo-seed') as lanes,
              (select count(*)::int from start_finish_configs c where c.created_by = 'system:demo-seed' and not exists (select 1 from timing_runs t where t.installation_id = c.installation_id and t.lane = c.lane)) as without,
              count(*) filter (where not valid)::int as invalid, count(*) filter (where not valid and invalid_reason is null)::int as unexplained, count(*)::int as total
       from timing_runs`,
    );
    expect(rows[0]!.lanes).toBeGreaterThan(10);
    expect(rows[0]!.without).toBe(0);
    expect(rows[0]!.invalid).toBeGreaterThan(0);
    expect(rows[0]!.invalid / rows[0]!.total).toBeLessThan(0.2);
    expect(rows[0]!.unexplained).toBe(0);
  });

  it('stores the runs a unit reports, judged against its lane, once each', async () => {
    const { id, secret } = await h.createDevice({ id: 'sf-lane-5', name: 'Lane 5 start', type: 'startFinish', installationId, laneNumber: 5 });
    const device = await h.startDevice(id, secret, 'startFinish');
    await call('POST', '/api/start-finish-configs', startFinish({ lane: 5, runtimeMinS: 20, runtimeMaxS: 60 }));
    const run = { type: 'run', id: '6f1d2c1e-8a5b-4c1e-9f00-000000000005', lane: 5, startedAt: new Date().toISOString(), runtimeMs: 12_000, startNumber: '42' };
    await device.report(run);
    await device.report(run);
    const rows = await h.waitFor(async () => {
      const r = await h.testDb.db.query<{ valid: boolean; invalid_reason: string }>('select valid, invalid_reason from timing_runs where id = $1', [run.id]);
      return r.rows.length ? r.rows : false;
    }, 'the run');
    expect(rows).toEqual([{ valid: false, invalid_reason: 'tooFast' }]);
  });

  it('reprocesses a session once when asked twice at the same time, step by step to done', async () => {
    const { id, secret } = await h.createDevice({ id: 'rec-lane-1', name: 'Lane 1 recorder', type: 'recorder', installationId, laneNumber: 1 });
    const device = await h.startDevice(id, secret, 'recorder');
    const start = Date.now() - 60_000;
    await device.report({
      type: 'session',
      sessionId: 'S-test-1',
      lane: 1,
      startNumber: '7',
      uploadedAt: new Date().toISOString(),
      events: [
        { at: new Date(start + 40_000).toISOString(), key: 'finish', index: 0, reporter: 'finish' },
        { at: new Date(start).toISOString(), key: 'start', index: 1, reporter: 'gate' },
      ],
    });
    const session = await h.waitFor(async () => {
      const list = (await call('GET', `/api/video-sessions?filter=${encodeURIComponent(JSON.stringify({ installationId, q: 'S-test-1' }))}`)).json();
      return list[0];
    }, 'the session');
    expect(session.runtimeMs).toBe(40_000);
    expect(session.events.map((e: Json) => [e.key, e.timelineMs])).toEqual([
      ['start', 0],
      ['finish', 40_000],
    ]);
    const [a, b] = await Promise.all([call('POST', `/api/video-sessions/${session.id}/reprocess`), call('POST', `/api/video-sessions/${session.id}/reprocess`)]);
    expect([a.json().started, b.json().started].sort()).toEqual([false, true]);
    expect((await call('POST', `/api/video-sessions/${session.id}/reprocess`, undefined, 'zerolevel')).statusCode).toBe(403);
    const done = await h.waitFor(async () => {
      const s = (await call('GET', `/api/video-sessions/${session.id}`)).json();
      return s.reprocessState === 'done' && s;
    }, 'the reprocessing to finish');
    expect(done).toMatchObject({ reprocessStep: 3, status: 'processed' });
    const attempts = await h.testDb.db.query(`select 1 from audit_log where resource = 'video-sessions' and record_id = $1`, [session.id]);
    expect(attempts.rows).toHaveLength(1);
    expect((await h.testDb.db.query('select 1 from session_reprocessing where session_id = $1', [session.id])).rows).toHaveLength(0);
  });

  it('compiles an event movie of the chosen runs in their order', async () => {
    const config = (
      await call('POST', '/api/event-movie-configs', { installationId, name: 'Test race', eventKeys: ['finish'], reporters: [], order: 'fastestFirst', maxRuns: 5 })
    ).json();
    const day = new Date().toISOString().slice(0, 10);
    const movie = await call('POST', `/api/event-movie-configs/${config.id}/compile`, { day });
    expect(movie.statusCode, movie.body).toBe(201);
    const runs = movie.json().runs as Json[];
    expect(runs.length).toBeGreaterThan(0);
    expect(runs.length).toBeLessThanOrEqual(5);
    const times = runs.map((r) => r.runtimeMs ?? Number.MAX_SAFE_INTEGER);
    expect(times).toEqual([...times].sort((x, y) => x - y));
    expect((await call('POST', `/api/event-movie-configs/${config.id}/compile`, { day: 'yesterday' })).statusCode).toBe(400);
  });

  it('sums terminal sales per day and product, and refuses a range that ends before it starts', async () => {
    // The seed's last seven days, not the clock's: the seeded copy may be from before midnight.
    const { rows } = await h.testDb.db.query<{ installation_id: string; last: string }>(
      'select installation_id, max(day)::text as last from terminal_sales group by installation_id limit 1',
    );
    const terminal = rows[0]!.installation_id;
    const to = rows[0]!.last;
    const from = new Date(Date.parse(`${to}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
    const response = await call('GET', `/api/installations/${terminal}/terminal-sales?from=${from}&to=${to}`);
    expect(response.statusCode, response.body).toBe(200);
    const sales = response.json().rows as Json[];
    expect(new Set(sales.map((r) => r.day)).size).toBe(7);
    const { rows: sums } = await h.testDb.db.query<{ n: number }>('select sum(quantity)::int as n from terminal_sales where installation_id = $1 and day between $2 and $3', [
      terminal,
      from,
      to,
    ]);
    expect(sales.reduce((n, r) => n + r.quantity, 0)).toBe(sums[0]!.n);
    const backwards = await call('GET', `/api/installations/${terminal}/terminal-sales?from=${to}&to=${from}`);
    expect(backwards.statusCode).toBe(400);
  });

  it('keeps only what draws of an uploaded SVG overlay', async () => {
    const response = await call('POST', '/api/svg-templates', {
      installationId,
      name: 'Attack',
      svg: '<svg viewBox="0 0 10 10" onload="alert(1)"><script>alert(1)</script><rect width="5" height="5"/><text>{{name}}</text></svg>',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().svg).toBe('<svg viewBox="0 0 10 10" xmlns="http://www.w3.org/2000/svg"><rect width="5" height="5"></rect><text>{{name}}</text></svg>');
    const notSvg = await call('POST', '/api/svg-templates', { installationId, name: 'Not', svg: '<div>hello</div>' });
    expect(notSvg.statusCode).toBe(400);
    expect(notSvg.json().errors.svg).toBe('The SVG is not usable: it is not one <svg> picture');
  });
});
