import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { startJiraDouble } from '../support/jira-double.js';
import { createTestDatabase, type TestDatabase } from '../support/test-db.js';
import { testConfig } from '../support/test-config.js';
import { bearer, tokenFactory } from '../support/tokens.js';

// biome-ignore lint/suspicious/noExplicitAny: the assertions read API answers field by field; their shapes are checked by the route schemas
type Json = Record<string, any>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A range of whole days in Vienna, as the console sends it. */
const days = (from: string, to: string) => {
  const start = new Date(`${from}T00:00:00+01:00`).toISOString();
  const end = new Date(new Date(`${to}T00:00:00+01:00`).getTime() + 86_400_000).toISOString();
  return `from=${encodeURIComponent(start)}&to=${encodeURIComponent(end)}&timeZone=Europe%2FVienna`;
};
const hasPoppler = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('reports', () => {
  let app: FastifyInstance;
  let testDb: TestDatabase;
  let jira: Awaited<ReturnType<typeof startJiraDouble>>;
  const as: Record<string, Record<string, string>> = {};
  const call = (who: string, method: Method, url: string, payload?: object) => app.inject({ method, url, headers: as[who], payload });
  const ok = async (who: string, method: Method, url: string, payload?: object): Promise<Json> => {
    const response = await call(who, method, url, payload);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  const report = (who: string, name: string, query: string) => ok(who, 'GET', `/api/reports/${name}?${query}`);
  const tableOf = (answer: Json, id: string) => answer.tables.find((t: Json) => t.id === id);

  beforeAll(async () => {
    jira = await startJiraDouble({ email: 'console@example.com', token: 'jira-api-token-1234' });
    testDb = await createTestDatabase({ demo: true });
    const config = testConfig({ JIRA_URL: jira.url, JIRA_EMAIL: 'console@example.com', JIRA_API_TOKEN: 'jira-api-token-1234', JIRA_INSTALLATION_FIELD: 'customfield_10100' });
    app = await buildApp({ config, db: testDb.db, logger: false, storage: testDb.storage });
    const tokens = await tokenFactory(config);
    for (const user of ['admin', 'projects', 'firstlevel', 'secondlevel', 'zerolevel', 'moderation', 'customer']) as[user] = bearer(await tokens.for(user));
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
    await jira?.close();
  });

  it('balances entitlement and carry-over against approved days taken and planned, half days and public holidays', async () => {
    await ok('projects', 'POST', '/api/absence-entitlements', { employeeId: 'demo-firstlevel', type: 'vacation', year: 2030, days: 25, carriedOverDays: 2.5 });
    // Monday to Friday, ending at noon: 4.5 days.
    const march = await ok('firstlevel', 'POST', '/api/absences', { type: 'vacation', startsOn: '2030-03-04', endsOn: '2030-03-08', halfDayEnd: true });
    // Friday to Tuesday over Easter Monday (a public holiday in Austria) and a weekend: 2 days.
    const easter = await ok('firstlevel', 'POST', '/api/absences', { type: 'vacation', startsOn: '2030-04-19', endsOn: '2030-04-23' });
    // Still only requested: counted apart.
    await ok('firstlevel', 'POST', '/api/absences', { type: 'vacation', startsOn: '2030-07-01', endsOn: '2030-07-02' });
    expect(march.state).toBe('requested');
    for (const a of [march, easter]) await ok('projects', 'POST', `/api/absences/${a.id}/decide`, { decision: 'approved', version: a.version });

    const answer = await report('firstlevel', 'vacation', days('2030-01-01', '2030-12-31'));
    expect(answer.scope).toBe('own');
    const balances = tableOf(answer, 'balances');
    expect(balances.rows).toEqual([{ employee: 'Felix First', entitlement: 25, carriedOver: 2.5, taken: 0, planned: 6.5, requested: 2, remaining: 21, inRange: 6.5 }]);
    expect(tableOf(answer, 'absences').rows.map((r: Json) => [r.from, r.days, r.state])).toEqual([
      ['2030-03-04', 4.5, 'approved'],
      ['2030-04-19', 2, 'approved'],
      ['2030-07-01', 2, 'requested'],
    ]);
    // The chart holds the same days as the table, by month.
    const points = answer.chart.points as Json[];
    expect(answer.chart.bucket).toBe('month');
    expect(points.find((p) => p.x === '2030-03')?.values).toEqual({ approved: 4.5, requested: 0 });
    expect(points.reduce((s, p) => s + p.values.approved, 0)).toBe(6.5);
  });

  it('lets only projects.manage decide, with the version it saw, and never through the form', async () => {
    const self = await call('secondlevel', 'POST', '/api/absences', { type: 'homeOffice', startsOn: '2030-05-06', endsOn: '2030-05-06', state: 'approved' });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors).toHaveProperty('state');
    const a = await ok('secondlevel', 'POST', '/api/absences', { type: 'homeOffice', startsOn: '2030-05-06', endsOn: '2030-05-06' });
    expect(a.state).toBe('requested');
    expect((await call('secondlevel', 'POST', `/api/absences/${a.id}/decide`, { decision: 'approved', version: a.version })).statusCode).toBe(403);
    expect((await call('secondlevel', 'PUT', `/api/absences/${a.id}`, { ...a, endsOn: '2030-05-08' })).statusCode).toBe(403);
    const stale = await call('projects', 'POST', `/api/absences/${a.id}/decide`, { decision: 'approved', version: a.version + 1 });
    expect(stale.statusCode).toBe(409);
    const decided = await ok('projects', 'POST', `/api/absences/${a.id}/decide`, { decision: 'rejected', version: a.version });
    expect(decided).toMatchObject({ state: 'rejected', version: a.version + 1 });
    const history = await ok('projects', 'GET', `/api/absences/${a.id}/history`);
    expect(JSON.stringify(history)).toContain('rejected');
    // A project manager's own request is decided by someone else.
    const own = await ok('projects', 'POST', '/api/absences', { type: 'vacation', startsOn: '2030-07-06', endsOn: '2030-07-10' });
    const refused = await call('projects', 'POST', `/api/absences/${own.id}/decide`, { decision: 'approved', version: own.version });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/your own absence request/);
    expect((await ok('admin', 'POST', `/api/absences/${own.id}/decide`, { decision: 'approved', version: own.version })).state).toBe('approved');
    const single = await call('firstlevel', 'POST', '/api/absences', { type: 'vacation', startsOn: '2030-05-06', endsOn: '2030-05-06', halfDayStart: true, halfDayEnd: true });
    expect(single.statusCode).toBe(400);
    expect(single.json().errors.halfDayEnd).toBeTruthy();
  });

  it('keeps an owner-only record’s history as private as the record, also once it is deleted', async () => {
    const worklog = await ok('firstlevel', 'POST', '/api/worklogs', { workedOn: '2031-02-03', durationMinutes: 45, description: 'Private call notes', billable: false });
    const url = `/api/worklogs/${worklog.id}/history`;
    expect((await call('zerolevel', 'GET', url)).statusCode).toBe(404);
    expect((await call('secondlevel', 'GET', url)).statusCode).toBe(404);
    expect((await call('firstlevel', 'DELETE', `/api/worklogs/${worklog.id}`)).statusCode).toBe(200);
    // Deleted: its owner and whoever may read everyone's time still read its history, nobody else.
    for (const reader of ['zerolevel', 'secondlevel', 'moderation']) expect((await call(reader, 'GET', url)).statusCode, reader).toBe(404);
    expect(JSON.stringify(await ok('firstlevel', 'GET', url))).toContain('Private call notes');
    expect(JSON.stringify(await ok('projects', 'GET', url))).toContain('delete');
  });

  it('shows everyone their own time only, projects.manage everyone’s, and nobody else a report of time', async () => {
    const mine = await ok('firstlevel', 'POST', '/api/worklogs', { workedOn: '2031-01-13', durationMinutes: 90, description: 'Mine', billable: true });
    await ok('secondlevel', 'POST', '/api/worklogs', { workedOn: '2031-01-13', durationMinutes: 30, description: 'Theirs', billable: false });
    expect(mine.employeeId).toBe('demo-firstlevel');
    const list = await ok('firstlevel', 'GET', `/api/worklogs?filter=${encodeURIComponent(JSON.stringify({ workedOn_gte: '2031-01-01' }))}`);
    expect((list as unknown as Json[]).map((w) => w.description)).toEqual(['Mine']);
    const theirs = (await ok('projects', 'GET', `/api/worklogs?filter=${encodeURIComponent(JSON.stringify({ q: 'Theirs' }))}`)) as unknown as Json[];
    expect((await call('firstlevel', 'GET', `/api/worklogs/${theirs[0]!.id}`)).statusCode).toBe(404);
    expect((await call('firstlevel', 'PUT', `/api/worklogs/${theirs[0]!.id}`, { ...theirs[0], durationMinutes: 10 })).statusCode).toBeGreaterThanOrEqual(403);

    const own = await report('firstlevel', 'employee-worklog', days('2031-01-01', '2031-01-31'));
    expect(own.scope).toBe('own');
    expect(tableOf(own, 'entries').rows.map((r: Json) => r.description)).toEqual(['Mine']);
    expect((await call('firstlevel', 'GET', `/api/reports/employee-worklog?${days('2031-01-01', '2031-01-31')}&employee=demo-secondlevel`)).statusCode).toBe(403);
    const all = await report('projects', 'employee-worklog', days('2031-01-01', '2031-01-31'));
    expect(all.scope).toBe('all');
    expect(tableOf(all, 'byEmployee').rows.map((r: Json) => [r.employee, r.hours])).toEqual([
      ['Felix First', 1.5],
      ['Sven Second', 0.5],
    ]);
    for (const who of ['zerolevel', 'customer']) expect((await call(who, 'GET', `/api/reports/vacation?${days('2031-01-01', '2031-01-31')}`)).statusCode).toBe(403);
    expect((await call('firstlevel', 'GET', `/api/reports/accounting-support-invoice?${days('2031-01-01', '2031-01-31')}`)).statusCode).toBe(403);
    expect((await call('customer', 'GET', '/api/worklogs')).json()).toEqual([]);
  });

  it('measures logged and billable hours against a target of the working days present, one’s own or everyone’s', async () => {
    // February 2025: 20 weekdays, no public holiday in Austria, and no demo data.
    const away = await ok('firstlevel', 'POST', '/api/absences', { type: 'vacation', startsOn: '2025-02-10', endsOn: '2025-02-14', halfDayEnd: true });
    const home = await ok('firstlevel', 'POST', '/api/absences', { type: 'homeOffice', startsOn: '2025-02-17', endsOn: '2025-02-17' });
    await ok('firstlevel', 'POST', '/api/absences', { type: 'vacation', startsOn: '2025-02-24', endsOn: '2025-02-25' });
    for (const a of [away, home]) await ok('projects', 'POST', `/api/absences/${a.id}/decide`, { decision: 'approved', version: a.version });
    await ok('firstlevel', 'POST', '/api/worklogs', { workedOn: '2025-02-03', durationMinutes: 120, billable: true, description: 'Billable support' });
    await ok('firstlevel', 'POST', '/api/worklogs', { workedOn: '2025-02-04', durationMinutes: 60, billable: false, task: true, description: 'Internal task' });
    await ok('secondlevel', 'POST', '/api/worklogs', { workedOn: '2025-02-03', durationMinutes: 480, billable: true, description: 'A day on site' });

    const own = await report('firstlevel', 'productivity', days('2025-02-01', '2025-02-28'));
    expect(own.scope).toBe('own');
    // Away 4.5 days (the requested vacation does not count, home office is present): 15.5 days × 8 h.
    expect(tableOf(own, 'byEmployee').rows).toEqual([
      {
        employee: 'Felix First',
        workingDays: 20,
        awayDays: 4.5,
        homeOfficeDays: 1,
        presentDays: 15.5,
        targetHours: 124,
        hours: 3,
        billable: 2,
        tasks: 1,
        utilisation: 2.4,
        billableShare: 66.7,
        productivity: 1.6,
      },
    ]);
    expect(own.chart.points).toEqual([{ x: 'Felix First', values: { billable: 2, other: 1, notLogged: 121 } }]);
    expect((await call('firstlevel', 'GET', `/api/reports/productivity?${days('2025-02-01', '2025-02-28')}&employee=demo-secondlevel`)).statusCode).toBe(403);
    expect((await call('zerolevel', 'GET', `/api/reports/productivity?${days('2025-02-01', '2025-02-28')}`)).statusCode).toBe(403);

    const all = await report('projects', 'productivity', days('2025-02-01', '2025-02-28'));
    expect(all.scope).toBe('all');
    expect(tableOf(all, 'byEmployee').rows.map((r: Json) => [r.employee, r.targetHours, r.hours, r.productivity])).toEqual([
      ['Felix First', 124, 3, 1.6],
      ['Sven Second', 160, 8, 5],
    ]);
    expect(Object.fromEntries(all.summary.map((s: Json) => [s.id, s.value]))).toEqual({
      workingDays: 20,
      targetHours: 284,
      hours: 11,
      utilisation: 3.9,
      billableShare: 90.9,
      productivity: 3.5,
    });
    // Someone with nothing logged still has a target when asked for by name.
    const nobody = await report('projects', 'productivity', `${days('2025-02-01', '2025-02-28')}&employee=demo-moderation`);
    expect(tableOf(nobody, 'byEmployee').rows.map((r: Json) => [r.targetHours, r.hours, r.utilisation])).toEqual([[160, 0, 0]]);
    const csv = await call('projects', 'GET', `/api/reports/productivity/csv?${days('2025-02-01', '2025-02-28')}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n').filter(Boolean)).toHaveLength(3);
    // Days still ahead are not expected yet: a month to come has no target, and no share of one.
    const ahead = await report('projects', 'productivity', `${days('2034-02-01', '2034-02-28')}&employee=demo-secondlevel`);
    expect(tableOf(ahead, 'byEmployee').rows.map((r: Json) => [r.workingDays, r.targetHours, r.utilisation])).toEqual([[0, 0, null]]);
  });

  it('sums every row: the totals equal the rows, and the chart the totals', async () => {
    for (const [day, minutes, billable, task] of [
      ['2031-02-03', 45, true, false],
      ['2031-02-03', 75, false, true],
      ['2031-02-05', 120, true, false],
      ['2031-02-28', 20, true, false],
    ] as const)
      await ok('secondlevel', 'POST', '/api/worklogs', { workedOn: day, durationMinutes: minutes, billable, task, description: `Work on ${day}` });
    const answer = await report('secondlevel', 'employee-worklog', days('2031-02-01', '2031-02-28'));
    const entries = tableOf(answer, 'entries');
    const sum = entries.rows.reduce((s: number, r: Json) => s + r.hours, 0);
    expect(entries.totals.hours).toBeCloseTo(sum, 2);
    expect(entries.totals.hours).toBe(4.33);
    const summary = Object.fromEntries(answer.summary.map((s: Json) => [s.id, s.value]));
    expect(summary).toMatchObject({ hours: 4.33, billable: 3.08, days: 3 });
    const charted = answer.chart.points.reduce((s: number, p: Json) => s + p.values.billable + p.values.other, 0);
    expect(charted).toBeCloseTo(4.33, 1);
    expect(answer.chart.points).toHaveLength(28);
    const tasks = await report('secondlevel', 'employee-worklog', `${days('2031-02-01', '2031-02-28')}&employee=demo-secondlevel`);
    expect(tableOf(tasks, 'entries').rows).toHaveLength(4);
  });

  it('prices billable support time at the SLA in force on the day, and lists time without a rate apart', async () => {
    const installation = (await ok('projects', 'GET', '/api/installations?range=[0,0]&sort=["id","ASC"]'))[0] as Json;
    await ok('projects', 'POST', '/api/slas', {
      installationId: installation.id,
      level: 'premium',
      responseMinutes: 15,
      resolutionHours: 8,
      supportHours: 'extended',
      validFrom: '2032-01-01',
      validUntil: '2032-01-15',
      hourlyRate: 120,
      currency: 'EUR',
    });
    await ok('firstlevel', 'POST', '/api/worklogs', { workedOn: '2032-01-10', durationMinutes: 90, installationId: installation.id, billable: true, description: 'Priced' });
    await ok('firstlevel', 'POST', '/api/worklogs', {
      workedOn: '2032-01-12',
      durationMinutes: 30,
      installationId: installation.id,
      billable: true,
      task: true,
      description: 'A task: not support',
    });
    await ok('firstlevel', 'POST', '/api/worklogs', {
      workedOn: '2032-01-20',
      durationMinutes: 60,
      installationId: installation.id,
      billable: true,
      description: 'After the SLA ended',
    });
    const answer = await report('projects', 'accounting-support-invoice', `${days('2032-01-01', '2032-01-31')}&customer=${installation.customerId}`);
    const lines = tableOf(answer, 'lines');
    expect(lines.rows.map((r: Json) => [r.slaLevel, r.hours, r.rate, r.amount])).toEqual([
      ['premium', 1.5, 120, 180],
      [null, 1, null, null],
    ]);
    const summary = Object.fromEntries(answer.summary.map((s: Json) => [s.id, s.value]));
    expect(summary).toMatchObject({ hours: 2.5, 'total-EUR': 180, withoutRate: 1 });
    expect(lines.totals).toEqual({ hours: 2.5, amount: 180 });
  });

  it('prices each day at the latest-starting SLA in force, also where a shorter SLA lies inside a longer one', async () => {
    const installation = (await ok('projects', 'GET', '/api/installations?range=[1,1]&sort=["id","ASC"]'))[0] as Json;
    const sla = (level: string, validFrom: string, validUntil: string | null, hourlyRate: number) =>
      ok('projects', 'POST', '/api/slas', {
        installationId: installation.id,
        level,
        responseMinutes: 60,
        resolutionHours: 24,
        supportHours: 'office',
        validFrom,
        validUntil,
        hourlyRate,
        currency: 'EUR',
      });
    await sla('basic', '2034-01-01', null, 80);
    await sla('premium', '2034-01-10', '2034-01-20', 120);
    for (const [workedOn, durationMinutes] of [
      ['2034-01-05', 60],
      ['2034-01-10', 30],
      ['2034-01-20', 30],
      ['2034-01-21', 120],
    ] as const)
      await ok('firstlevel', 'POST', '/api/worklogs', { workedOn, durationMinutes, installationId: installation.id, billable: true, description: `On ${workedOn}` });
    const answer = await report('projects', 'accounting-support-invoice', `${days('2034-01-01', '2034-01-31')}&installation=${installation.id}`);
    expect(tableOf(answer, 'lines').rows.map((r: Json) => [r.slaLevel, r.hours, r.amount])).toEqual([
      ['basic', 3, 240],
      ['premium', 1, 120],
    ]);
  });

  it('imports Jira’s worklogs incrementally: twice imports once, changes update, deletions delete', async () => {
    const installation = (await ok('projects', 'GET', '/api/installations?range=[0,0]&sort=["id","ASC"]'))[0] as Json;
    jira.add({ key: 'OPS-7', summary: 'Finish cell', fields: { customfield_10100: installation.id } });
    jira.add({ key: 'OPS-8', summary: 'Other' });
    const author = { accountId: 'acc-felix', emailAddress: 'firstlevel@gondola.example', displayName: 'Felix First' };
    jira.pageSize(2);
    jira.putWorklog({ id: 501, issueKey: 'OPS-7', author, started: '2033-03-01T09:00:00.000+0100', timeSpentSeconds: 3600, comment: 'Aligned the cell', updatedTime: 1_000 });
    jira.putWorklog({ id: 502, issueKey: 'OPS-8', author, started: '2033-03-02T10:30:00.000+0100', timeSpentSeconds: 1800, updatedTime: 2_000 });
    jira.putWorklog({ id: 503, issueKey: 'OPS-8', author, started: '2033-03-02T14:00:00.000+0100', timeSpentSeconds: 900, updatedTime: 3_000 });
    jira.putWorklog({
      id: 504,
      issueKey: 'OPS-8',
      author: { accountId: 'acc-x', displayName: 'Xaver External' },
      started: '2033-03-03T08:00:00.000+0100',
      timeSpentSeconds: 600,
      updatedTime: 3_500,
    });

    const first = await ok('projects', 'POST', '/api/worklogs/import-jira');
    expect(first).toEqual({ imported: 3, updated: 0, deleted: 0, skipped: 1, unknownAuthors: ['Xaver External'] });
    const second = await ok('projects', 'POST', '/api/worklogs/import-jira');
    expect(second).toMatchObject({ imported: 0, updated: 0, deleted: 0 });

    jira.putWorklog({ id: 502, issueKey: 'OPS-8', author, started: '2033-03-02T10:30:00.000+0100', timeSpentSeconds: 2700, updatedTime: 4_000 });
    jira.deleteWorklog(503, 4_500);
    const third = await ok('projects', 'POST', '/api/worklogs/import-jira');
    expect(third).toMatchObject({ imported: 0, updated: 1, deleted: 1 });

    const answer = await report('firstlevel', 'employee-worklog', days('2033-03-01', '2033-03-31'));
    expect(tableOf(answer, 'entries').rows.map((r: Json) => [r.date, r.reference, r.installation !== null, r.hours, r.description])).toEqual([
      ['2033-03-01', 'OPS-7', true, 1, 'Aligned the cell'],
      ['2033-03-02', 'OPS-8', false, 0.75, 'OPS-8'],
    ]);
    expect((await call('firstlevel', 'POST', '/api/worklogs/import-jira')).statusCode).toBe(403);
  });

  it('counts the trackers’ runs per lane, valid and invalid, with the runtime spread, for the caller’s installations only', async () => {
    const { rows } = await testDb.db.query<{ id: string; customer_id: string }>(
      `select id, customer_id from installations where customer_id = 'cust-silvretta' order by id limit 1`,
    );
    const { rows: others } = await testDb.db.query<{ id: string }>(`select id from installations where customer_id <> 'cust-silvretta' order by id limit 1`);
    const mine = rows[0]!.id;
    await testDb.db.query(
      `insert into timing_runs (installation_id, lane, started_at, runtime_ms, valid, invalid_reason) values
        ($1, 1, '2034-01-10T10:00:00Z', 40000, true, null), ($1, 1, '2034-01-10T11:00:00Z', 50000, true, null),
        ($1, 1, '2034-01-11T10:00:00Z', 60000, true, null), ($1, 2, '2034-01-11T12:00:00Z', null, false, 'noFinish'),
        ($2, 1, '2034-01-11T12:00:00Z', 45000, true, null)`,
      [mine, others[0]!.id],
    );
    const answer = await report('customer', 'tracing-statistics', days('2034-01-01', '2034-01-31'));
    const lanes = tableOf(answer, 'lanes');
    expect(lanes.rows.map((r: Json) => [r.lane, r.runs, r.valid, r.invalid, r.fastest, r.median, r.slowest])).toEqual([
      [1, 3, 3, 0, 40, 50, 60],
      [2, 1, 0, 1, null, null, null],
    ]);
    expect(Object.fromEntries(answer.summary.map((s: Json) => [s.id, s.value]))).toMatchObject({ runs: 4, invalidShare: 25 });
    expect(tableOf(answer, 'distribution').totals.runs).toBe(3);
    const staff = await report('admin', 'tracing-statistics', days('2034-01-01', '2034-01-31'));
    expect(staff.summary.find((s: Json) => s.id === 'runs').value).toBe(5);
  });

  it('answers the spreadsheet with every row and the asked table, and refuses a table the report lacks', async () => {
    const csv = await call('projects', 'GET', `/api/reports/customer-worklog-overview/csv?${days('2031-02-01', '2031-02-28')}&lang=de`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe('Kunde,Stunden,Verrechenbar,Aufgaben,Einträge');
    const wrong = await call('projects', 'GET', `/api/reports/vacation/csv?${days('2031-02-01', '2031-02-28')}&table=nope`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('balances, absences');
    const bad = await call('projects', 'GET', '/api/reports/vacation?from=2031-02-01&to=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('from');
    expect((await call('projects', 'GET', `/api/reports/nonsense?${days('2031-02-01', '2031-02-28')}`)).statusCode).toBe(400);
  });

  it.skipIf(!hasPoppler)('prints a PDF with the header, totals and page numbers, in English and German', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-pdf-'));
    try {
      for (const lang of ['en', 'de'] as const) {
        const response = await call('projects', 'GET', `/api/reports/employee-worklog/pdf?${days('2031-02-01', '2031-02-28')}&lang=${lang}&employee=demo-secondlevel`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        const file = path.join(dir, `${lang}.pdf`);
        fs.writeFileSync(file, response.rawPayload);
        const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
        expect(text).toContain('Gondola Systems GmbH');
        expect(text).toContain(lang === 'en' ? 'Employee worklog report' : 'Mitarbeiter-Arbeitszeitbericht');
        expect(text).toContain(lang === 'en' ? 'Page 1 of 1' : 'Seite 1 von 1');
        expect(text).toMatch(lang === 'en' ? /Total\s.*4\.33 h/ : /Summe\s.*4,33 h/);
        execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', file, path.join(dir, lang)]);
        const png = fs.readdirSync(dir).find((f) => f.startsWith(lang) && f.endsWith('.png'));
        expect(png).toBeTruthy();
        expect(fs.statSync(path.join(dir, png!)).size).toBeGreaterThan(2_000);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
