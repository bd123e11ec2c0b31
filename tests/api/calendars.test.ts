import ical from 'node-ical';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { DEMO_CUSTOMER_IDS } from '../../server/seed/demo-ids.js';
import { startJiraDouble } from '../support/jira-double.js';
import { createTestDatabase, type TestDatabase } from '../support/test-db.js';
import { testConfig } from '../support/test-config.js';
import { bearer, tokenFactory } from '../support/tokens.js';

// biome-ignore lint/suspicious/noExplicitAny: the assertions read API answers field by field; their shapes are checked by the route schemas
type Json = Record<string, any>;

describe('calendars', () => {
  let app: FastifyInstance;
  let testDb: TestDatabase;
  let jira: Awaited<ReturnType<typeof startJiraDouble>>;
  const as: Record<string, Record<string, string>> = {};
  const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => app.inject({ method, url, headers: as[who], payload });
  const ok = async (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<Json> => {
    const response = await call(who, method, url, payload);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  const entries = (who: string, calendar: string, from: string, to: string, extra = '') =>
    ok(who, 'GET', `/api/calendars/${calendar}/entries?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}${extra}`);
  const rotation = (body: Json) => ok('projects', 'POST', '/api/on-duty-rotations', { frequency: 'daily', interval: 1, shiftHours: 24, timeZone: 'Europe/Vienna', ...body });

  // The people on duty are console users: one per first name the rotations below hand shifts to.
  const person = (name: string) => `person-${name.toLowerCase()}`;
  const people = (...names: string[]) => names.map(person);
  const PEOPLE = ['Anna', 'Ben', 'Cleo', 'Dora', 'Emil', 'Fritz', 'Greta', 'Hanna', 'Ivo', 'Jana', 'Kurt'];

  let tokens: Awaited<ReturnType<typeof tokenFactory>>;
  beforeAll(async () => {
    jira = await startJiraDouble({ email: 'console@example.com', token: 'jira-api-token-1234' });
    testDb = await createTestDatabase({ demo: true });
    const config = testConfig({ JIRA_URL: jira.url, JIRA_EMAIL: 'console@example.com', JIRA_API_TOKEN: 'jira-api-token-1234' });
    app = await buildApp({ config, db: testDb.db, logger: false, storage: testDb.storage });
    for (const name of PEOPLE) {
      await testDb.db.query(`insert into staff_users (id, name, email, roles, created_by, updated_by) values ($1, $2, $3, '{secondlevel}', 'test', 'test')`, [
        person(name),
        name,
        `${name.toLowerCase()}@gondola.example`,
      ]);
    }
    tokens = await tokenFactory(config);
    for (const user of ['admin', 'projects', 'firstlevel', 'zerolevel', 'customer', 'secondlevel']) as[user] = bearer(await tokens.for(user));
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
    await jira?.close();
  });

  it('hands shifts to console users: named in the calendar, by id for a cover; no members or someone who is no console user is refused', async () => {
    const r = await rotation({ name: 'Users rotation', members: people('Dora', 'Anna'), firstShiftAt: '2027-02-01T07:00:00.000Z', until: '2027-02-02' });
    const shifts = (await entries('admin', 'on-duty', '2027-02-01T00:00:00Z', '2027-02-03T00:00:00Z')).entries.filter((e: Json) => e.details.rotationId === r.id);
    expect(shifts.map((e: Json) => [e.title, e.details.memberId])).toEqual([
      ['Dora', person('Dora')],
      ['Anna', person('Anna')],
    ]);
    const empty = await call('projects', 'POST', '/api/on-duty-rotations', {
      name: 'Nobody',
      members: [],
      firstShiftAt: '2027-02-01T07:00:00.000Z',
      shiftHours: 24,
      frequency: 'daily',
      interval: 1,
      timeZone: 'UTC',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.members).toBeDefined();
    const stranger = await call('firstlevel', 'POST', '/api/on-duty-overrides', {
      rotationId: r.id,
      kind: 'override',
      person: 'Erika Enter',
      startsAt: '2027-02-01T07:00:00.000Z',
      endsAt: '2027-02-02T07:00:00.000Z',
    });
    expect(stranger.statusCode, stranger.body).toBeGreaterThanOrEqual(400);
    expect(stranger.statusCode).toBeLessThan(500);
  });

  it('names a rotation’s members to a read-only role by id only: no address or roles, no list of people, a bad request named', async () => {
    const r = await rotation({ name: 'Names rotation', members: people('Greta', 'Hanna'), firstShiftAt: '2027-03-01T07:00:00.000Z', until: '2027-03-02' });
    const seen = await ok('zerolevel', 'GET', `/api/on-duty-rotations/${r.id}`);
    expect(seen.members).toEqual(people('Greta', 'Hanna'));
    // zerolevel may not read people…
    expect((await call('zerolevel', 'GET', '/api/staff-users')).statusCode).toBe(403);
    expect((await call('zerolevel', 'GET', `/api/staff-users/${person('Greta')}`)).statusCode).toBe(403);
    // …but may name the ones a record it reads points at; an id that is nobody is left out.
    const names = await ok('zerolevel', 'GET', `/api/names/staff-users?id=${person('Greta')}&id=${person('Hanna')}&id=nobody`);
    expect(names.sort((a: Json, b: Json) => a.name.localeCompare(b.name))).toEqual([
      { id: person('Greta'), name: 'Greta' },
      { id: person('Hanna'), name: 'Hanna' },
    ]);
    expect(await ok('zerolevel', 'GET', `/api/names/staff-users?id=${person('Greta')}`)).toEqual([{ id: person('Greta'), name: 'Greta' }]);
    const none = await call('zerolevel', 'GET', '/api/names/staff-users');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/id=/);
    const many = Array.from({ length: 201 }, (_, i) => `id=p${i}`).join('&');
    expect((await call('zerolevel', 'GET', `/api/names/staff-users?${many}`)).statusCode).toBe(400);
    // Only definitions that declare `access.names` have the route.
    expect((await call('admin', 'GET', '/api/names/contacts?id=x')).statusCode).toBe(404);
  });

  it('keeps a rotation’s 08:00 handover at 08:00 local time across both changes of summer time', async () => {
    const r = await rotation({ name: 'DST rotation', members: people('Anna', 'Ben', 'Cleo'), firstShiftAt: '2026-03-20T07:00:00.000Z' });
    const spring = (await entries('admin', 'on-duty', '2026-03-27T00:00:00Z', '2026-03-31T00:00:00Z')).entries.filter((e: Json) => e.details.rotationId === r.id);
    expect(spring.map((e: Json) => [e.title, e.start, e.end])).toEqual([
      ['Anna', '2026-03-26T07:00:00.000Z', '2026-03-27T07:00:00.000Z'],
      ['Ben', '2026-03-27T07:00:00.000Z', '2026-03-28T07:00:00.000Z'],
      // The night the clocks go forward: a 23-hour shift, handed over at 08:00 summer time.
      ['Cleo', '2026-03-28T07:00:00.000Z', '2026-03-29T06:00:00.000Z'],
      ['Anna', '2026-03-29T06:00:00.000Z', '2026-03-30T06:00:00.000Z'],
      ['Ben', '2026-03-30T06:00:00.000Z', '2026-03-31T06:00:00.000Z'],
    ]);
    expect(spring[0]).toMatchObject({ kind: 'shift', timeZone: 'Europe/Vienna', editable: false, record: null });
    const autumn = (await entries('admin', 'on-duty', '2026-10-24T12:00:00Z', '2026-10-26T12:00:00Z')).entries.filter((e: Json) => e.details.rotationId === r.id);
    const long = autumn.find((e: Json) => e.start === '2026-10-24T06:00:00.000Z');
    // The night they go back: 25 hours, until 08:00 winter time.
    expect(long?.end).toBe('2026-10-25T07:00:00.000Z');
  });

  it('hands weekly shifts round on the chosen weekdays, and stops after the end date', async () => {
    const r = await rotation({
      name: 'Weekend rotation',
      members: people('Dora', 'Emil'),
      frequency: 'weekly',
      weekdays: ['SA', 'SU'],
      shiftHours: 12,
      firstShiftAt: '2026-12-05T07:00:00.000Z',
      until: '2026-12-13',
    });
    const list = (await entries('admin', 'on-duty', '2026-12-01T00:00:00Z', '2026-12-31T00:00:00Z')).entries.filter((e: Json) => e.details.rotationId === r.id);
    expect(list.map((e: Json) => [e.title, e.start.slice(0, 10)])).toEqual([
      ['Dora', '2026-12-05'],
      ['Emil', '2026-12-06'],
      ['Dora', '2026-12-12'],
      ['Emil', '2026-12-13'],
    ]);
  });

  it('applies covers and swaps: the shift shows who covers it, and “on duty now” names the cover', async () => {
    const start = new Date(Date.now() - 2 * 3_600_000);
    start.setUTCMinutes(0, 0, 0);
    const r = await rotation({ name: 'Now rotation', members: people('Fritz', 'Greta'), firstShiftAt: start.toISOString() });
    let now = (await ok('firstlevel', 'GET', '/api/calendars/on-duty/now')).onDuty.find((d: Json) => d.rotationId === r.id);
    expect(now).toMatchObject({ person: 'Fritz', covering: null, rotationName: 'Now rotation' });
    await ok('firstlevel', 'POST', '/api/on-duty-overrides', {
      rotationId: r.id,
      kind: 'swap',
      person: person('Hanna'),
      replaces: person('Fritz'),
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 86_400_000).toISOString(),
      returnStartsAt: new Date(start.getTime() + 2 * 86_400_000).toISOString(),
      returnEndsAt: new Date(start.getTime() + 3 * 86_400_000).toISOString(),
    });
    now = (await ok('firstlevel', 'GET', '/api/calendars/on-duty/now')).onDuty.find((d: Json) => d.rotationId === r.id);
    expect(now).toMatchObject({ person: 'Hanna', covering: 'Fritz' });
    const list = (await entries('firstlevel', 'on-duty', start.toISOString(), new Date(start.getTime() + 4 * 86_400_000).toISOString())).entries.filter(
      (e: Json) => e.details.rotationId === r.id,
    );
    expect(list.filter((e: Json) => e.kind === 'shift').map((e: Json) => [e.title, e.coveredBy])).toEqual([
      ['Fritz', 'Hanna'],
      ['Greta', null],
      ['Fritz', 'Fritz'],
      ['Greta', null],
    ]);
    const halves = list.filter((e: Json) => e.kind === 'swap');
    expect(halves.map((e: Json) => [e.title, e.details.replaces, e.editable])).toEqual([
      ['Hanna', 'Fritz', true],
      ['Fritz', 'Hanna', false],
    ]);
    // A swap without its return shift is refused, naming the field.
    const half = await call('firstlevel', 'POST', '/api/on-duty-overrides', {
      rotationId: r.id,
      kind: 'swap',
      person: person('Hanna'),
      replaces: person('Fritz'),
      startsAt: start.toISOString(),
      endsAt: start.toISOString(),
    });
    expect(half.statusCode).toBe(400);
    expect(JSON.stringify(half.json())).toContain('returnStartsAt');
  });

  it('detects a person on duty in two rotations at once and marks both duties', async () => {
    const a = await rotation({ name: 'Timing hotline', members: people('Ivo'), firstShiftAt: '2027-01-04T07:00:00.000Z', until: '2027-01-06' });
    const b = await rotation({ name: 'Video hotline', members: people('Jana'), firstShiftAt: '2027-01-04T07:00:00.000Z', until: '2027-01-06' });
    await ok('firstlevel', 'POST', '/api/on-duty-overrides', {
      rotationId: b.id,
      person: person('Ivo'),
      replaces: person('Jana'),
      startsAt: '2027-01-05T12:00:00.000Z',
      endsAt: '2027-01-05T18:00:00.000Z',
    });
    const answer = await entries('admin', 'on-duty', '2027-01-04T00:00:00Z', '2027-01-08T00:00:00Z');
    expect(answer.conflicts).toEqual([{ person: 'Ivo', start: '2027-01-05T12:00:00.000Z', end: '2027-01-05T18:00:00.000Z', rotations: ['Timing hotline', 'Video hotline'] }]);
    const flagged = answer.entries.filter((e: Json) => e.conflict).map((e: Json) => [e.kind, e.details.rotation]);
    expect(flagged).toEqual(
      expect.arrayContaining([
        ['shift', 'Timing hotline'],
        ['override', 'Video hotline'],
      ]),
    );
    expect(answer.entries.find((e: Json) => e.details.rotationId === a.id && e.start === '2027-01-04T07:00:00.000Z')?.conflict).toBe(false);
  });

  it('shows the public holidays of the rotations’ countries, named in the asked language', async () => {
    await rotation({ name: 'Austria rotation', members: people('Kurt'), firstShiftAt: '2027-04-20T07:00:00.000Z', country: 'AT' });
    const austrian = (list: Json[]) => list.filter((e) => e.details.country === 'AT');
    const de = austrian((await entries('admin', 'on-duty', '2027-04-30T00:00:00Z', '2027-05-03T00:00:00Z', '&lang=de&kinds=holiday')).entries);
    expect(de).toEqual([expect.objectContaining({ title: 'Staatsfeiertag (AT)', start: '2027-05-01', end: '2027-05-02', allDay: true, kind: 'holiday' })]);
    const christmas = (lang: string) => entries('admin', 'on-duty', '2027-12-24T00:00:00Z', '2027-12-26T00:00:00Z', `&lang=${lang}&kinds=holiday`);
    expect(austrian((await christmas('de')).entries).map((e) => e.title)).toEqual(['Weihnachten (AT)']);
    expect(austrian((await christmas('en')).entries).map((e) => e.title)).toEqual(['Christmas Day (AT)']);
  });

  it('moves an event with its version: the stale second move gets 409 and the record is unchanged', async () => {
    const installation = (await testDb.db.query<{ id: string }>('select id from installations order by id limit 1')).rows[0]!.id;
    const event = await ok('admin', 'POST', '/api/installation-events', {
      installationId: installation,
      name: 'Night race',
      type: 'race',
      startsOn: '2027-02-10',
      endsOn: '2027-02-10',
    });
    const listed = (await entries('admin', 'events', '2027-02-01T00:00:00Z', '2027-03-01T00:00:00Z')).entries.find((e: Json) => e.id === event.id);
    expect(listed).toMatchObject({
      start: '2027-02-10',
      end: '2027-02-11',
      allDay: true,
      kind: 'race',
      editable: true,
      record: { resource: 'installation-events', version: event.version },
    });
    expect(listed.installationName).toBeTruthy();
    const moved = await ok('admin', 'PUT', `/api/installation-events/${event.id}`, { ...event, startsOn: '2027-02-12', endsOn: '2027-02-12' });
    const stale = await call('firstlevel', 'PUT', `/api/installation-events/${event.id}`, { ...event, startsOn: '2027-02-14', endsOn: '2027-02-14' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { startsOn: '2027-02-12', version: moved.version } });
    const after = (await entries('admin', 'events', '2027-02-01T00:00:00Z', '2027-03-01T00:00:00Z')).entries.find((e: Json) => e.id === event.id);
    expect(after.start).toBe('2027-02-12');
  });

  it('shows customers only their installations’ deliveries and rollouts, and no staff rotas or assignments', async () => {
    const { rows } = await testDb.db.query<{ id: string; customer_id: string }>(
      'select id, customer_id from installations where customer_id = any($1::text[]) order by id limit 1',
      [[DEMO_CUSTOMER_IDS.silvretta]],
    );
    const own = rows[0]!.id;
    const foreign = (
      await testDb.db.query<{ id: string }>('select id from installations where customer_id <> all($1::text[]) order by id limit 1', [Object.values(DEMO_CUSTOMER_IDS)])
    ).rows[0]!.id;
    const mine = await ok('projects', 'POST', '/api/deliveries', {
      installationId: own,
      item: 'Start gate',
      state: 'shipped',
      shipsOn: '2027-03-01',
      arrivesOn: '2027-03-03',
      carrier: 'DHL',
    });
    await ok('projects', 'POST', '/api/deliveries', { installationId: foreign, item: 'Foreign gate', state: 'planned', shipsOn: '2027-03-01', arrivesOn: '2027-03-02' });
    await ok('projects', 'POST', '/api/resource-assignments', { resourceName: 'Lena Huber', summary: 'Install gate', startsOn: '2027-03-02', endsOn: '2027-03-04' });
    const customer = await entries('customer', 'deliveries', '2027-03-01T00:00:00Z', '2027-03-10T00:00:00Z');
    expect(customer.entries.map((e: Json) => e.id)).toEqual([mine.id]);
    expect(customer.entries[0]).toMatchObject({ title: 'Start gate', kind: 'shipped', start: '2027-03-01', end: '2027-03-04', details: { carrier: 'DHL' } });
    expect((await entries('customer', 'on-duty', '2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z')).entries.filter((e: Json) => e.kind !== 'holiday')).toEqual([]);
    expect((await entries('customer', 'resources', '2027-03-01T00:00:00Z', '2027-03-10T00:00:00Z')).entries).toEqual([]);
    const staff = await entries('zerolevel', 'resources', '2027-03-01T00:00:00Z', '2027-03-10T00:00:00Z');
    expect(staff.entries.map((e: Json) => [e.resourceId, e.title])).toEqual([['Lena Huber', 'Install gate']]);
    expect(staff.rows.some((r: Json) => r.id === 'Lena Huber')).toBe(true);
    // Read-only staff see the calendars but plan nothing.
    expect(
      (
        await call('zerolevel', 'POST', '/api/on-duty-rotations', {
          name: 'x',
          members: people('Anna'),
          firstShiftAt: '2027-01-01T00:00:00Z',
          shiftHours: 1,
          frequency: 'daily',
          interval: 1,
          timeZone: 'UTC',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('firstlevel', 'POST', '/api/deliveries', { installationId: own, item: 'x', state: 'planned', shipsOn: '2027-03-01', arrivesOn: '2027-03-02' })).statusCode,
    ).toBe(403);
  });

  it('refuses ranges that end before they start or span more than 400 days, naming the problem', async () => {
    const backwards = await call('admin', 'GET', '/api/calendars/events/entries?from=2027-02-01T00:00:00Z&to=2027-01-01T00:00:00Z');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('to must lie after from');
    const long = await call('admin', 'GET', '/api/calendars/events/entries?from=2026-01-01T00:00:00Z&to=2027-06-01T00:00:00Z');
    expect(long.json().message).toContain('at most 400 days');
    expect((await call('admin', 'GET', '/api/calendars/holidays/entries?from=2026-01-01T00:00:00Z&to=2026-02-01T00:00:00Z')).statusCode).toBe(400);
  });

  it('serves a private iCalendar feed that a real parser reads, scoped to its owner, until it is revoked', async () => {
    const { rows } = await testDb.db.query<{ id: string }>('select id from installations where customer_id = $1 order by id limit 1', [DEMO_CUSTOMER_IDS.silvretta]);
    const soon = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    await ok('projects', 'POST', '/api/deliveries', { installationId: rows[0]!.id, item: 'Feed photocell', state: 'planned', shipsOn: soon, arrivesOn: soon });
    const feed = await ok('customer', 'POST', '/api/calendar-feeds', { calendar: 'deliveries', lang: 'de' });
    expect(feed.url).toMatch(/\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\/calendar\.ics$/);
    const path = new URL(feed.url).pathname;
    // No token in the listing: the address is shown once.
    expect((await ok('customer', 'GET', '/api/calendar-feeds')).feeds).toEqual([expect.not.objectContaining({ url: expect.anything() })]);
    const response = await app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    const parsed = Object.values(ical.sync.parseICS(response.body)).filter((c) => c?.type === 'VEVENT') as Array<Json>;
    expect(parsed.map((e) => e.summary)).toContain('Feed photocell');
    expect(parsed.map((e) => e.summary)).not.toContain('Foreign gate');
    const event = parsed.find((e) => e.summary === 'Feed photocell')!;
    expect(event.datetype).toBe('date');
    expect(response.body).toContain('X-WR-CALNAME:Gondola: Lieferungen');
    expect((await ok('customer', 'GET', '/api/calendar-feeds')).feeds[0].lastUsedAt).toBeTruthy();

    expect((await call('admin', 'DELETE', `/api/calendar-feeds/${feed.id}`)).statusCode).toBe(404);
    expect((await call('customer', 'DELETE', `/api/calendar-feeds/${feed.id}`)).statusCode).toBe(204);
    const revoked = await app.inject({ method: 'GET', url: path });
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().message).toContain('revoked');
    expect((await app.inject({ method: 'GET', url: '/api/calendar-feeds/not-a-token/calendar.ics' })).statusCode).toBe(400);
  });

  it('ends a feed after its lifetime unless its owner renews it, and shows when it ends', async () => {
    const feed = await ok('firstlevel', 'POST', '/api/calendar-feeds', { calendar: 'on-duty' });
    const path = new URL(feed.url).pathname;
    const days = (iso: string) => Math.round((Date.parse(iso) - Date.now()) / 86_400_000);
    expect(days(feed.expiresAt)).toBe(90);
    await testDb.db.query("update calendar_feeds set expires_at = now() + interval '1 day' where id = $1", [feed.id]);
    const renewed = await ok('firstlevel', 'POST', `/api/calendar-feeds/${feed.id}/renew`);
    expect(days(renewed.expiresAt)).toBe(90);
    expect((await call('zerolevel', 'POST', `/api/calendar-feeds/${feed.id}/renew`)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    await testDb.db.query("update calendar_feeds set expires_at = now() - interval '1 second' where id = $1", [feed.id]);
    const expired = await app.inject({ method: 'GET', url: path });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toContain('expired');
    expect((await ok('firstlevel', 'GET', '/api/calendar-feeds')).feeds.map((f: Json) => f.id)).not.toContain(feed.id);
    expect((await call('firstlevel', 'POST', `/api/calendar-feeds/${feed.id}/renew`)).statusCode).toBe(404);
  });

  it('answers a feed with its owner’s roles and customers at their latest sign-in, and stops when the account is refused', async () => {
    const { rows } = await testDb.db.query<{ id: string }>('select id from installations where customer_id = $1 order by id limit 1', [DEMO_CUSTOMER_IDS.silvretta]);
    const soon = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
    await ok('projects', 'POST', '/api/deliveries', { installationId: rows[0]!.id, item: 'Latest sign-in photocell', state: 'planned', shipsOn: soon, arrivesOn: soon });
    const feed = await ok('customer', 'POST', '/api/calendar-feeds', { calendar: 'deliveries' });
    const path = new URL(feed.url).pathname;
    const summaries = async () => {
      const response = await app.inject({ method: 'GET', url: path });
      return response.statusCode === 200 ? (Object.values(ical.sync.parseICS(response.body)) as Json[]).map((e) => e?.summary) : response.statusCode;
    };
    expect(await summaries()).toContain('Latest sign-in photocell');
    // The customer's next sign-in comes with another customer only: the feed follows it.
    const moved = bearer(await tokens.for('customer', { sid: 'sid-customer-moved', customer_ids: [DEMO_CUSTOMER_IDS.zugspitze] }));
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: moved })).json().customerIds).toEqual([DEMO_CUSTOMER_IDS.zugspitze]);
    expect(await summaries()).not.toContain('Latest sign-in photocell');
    // Signed in once more without any console role: the account is refused, and so is its feed.
    const roleless = bearer(await tokens.for('customer', { sid: 'sid-customer-roleless', resource_access: {} }));
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: roleless })).statusCode).toBe(403);
    expect(await summaries()).toBe(404);
  });

  it('ends every session and feed of an owner who signs out everywhere', async () => {
    const feed = await ok('secondlevel', 'POST', '/api/calendar-feeds', { calendar: 'events' });
    const other = bearer(await tokens.for('secondlevel', { sid: 'sid-secondlevel-phone' }));
    const here = bearer(await tokens.for('secondlevel', { sid: 'sid-secondlevel-laptop' }));
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: other })).statusCode).toBe(200);
    const out = await app.inject({ method: 'POST', url: '/api/session/sign-out?everywhere=true', headers: here });
    expect(out.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: new URL(feed.url).pathname })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: other })).statusCode).toBe(401);
    const { rows } = await testDb.db.query<{ revoked_by: string }>('select revoked_by from calendar_feeds where id = $1', [feed.id]);
    expect(rows[0]!.revoked_by).toBe('sign-out');
  });

  it('lets an admin list everyone’s feeds with their owners and revoke any, audited; nobody else', async () => {
    const feed = await ok('zerolevel', 'POST', '/api/calendar-feeds', { calendar: 'rollouts' });
    const listed = (await ok('admin', 'GET', '/api/admin/calendar-feeds')).feeds.find((f: Json) => f.id === feed.id);
    expect(listed).toMatchObject({ calendar: 'rollouts', owner: { name: expect.any(String), subject: expect.any(String) } });
    expect(listed.url).toBeUndefined();
    expect((await call('projects', 'GET', '/api/admin/calendar-feeds')).statusCode).toBe(403);
    expect((await call('projects', 'DELETE', `/api/admin/calendar-feeds/${feed.id}`)).statusCode).toBe(403);
    expect((await call('admin', 'DELETE', `/api/admin/calendar-feeds/${feed.id}`)).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: new URL(feed.url).pathname })).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', `/api/admin/calendar-feeds/${feed.id}`)).statusCode).toBe(404);
    const audit = await testDb.db.query<{ action: string; actor: string }>("select action, actor from audit_log where resource = 'calendar-feeds' and record_id = $1", [feed.id]);
    expect(audit.rows).toEqual([{ action: 'delete', actor: 'demo-admin' }]);
  });

  it('exports a calendar range as an iCalendar file for a signed-in user', async () => {
    const response = await call('admin', 'GET', `/api/calendars/on-duty/export?from=2026-03-27T00:00:00Z&to=2026-03-29T00:00:00Z`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('gondola-on-duty-2026-03-27-2026-03-29.ics');
    const events = Object.values(ical.sync.parseICS(response.body)).filter((c) => c?.type === 'VEVENT') as Array<Json>;
    expect(events.some((e) => e.summary === 'Ben' && new Date(e.start).toISOString() === '2026-03-27T07:00:00.000Z')).toBe(true);
  });

  it('reads a Jira issue through REST API v3 with Basic auth, waits out a 429, and names a missing issue', async () => {
    jira.add({
      key: 'OPS-142',
      summary: 'Install finish camera at Ischgl',
      assignee: 'Lena Huber',
      startDate: '2027-01-11',
      duedate: '2027-01-13',
      project: { key: 'OPS', name: 'Operations' },
    });
    const issue = await ok('projects', 'GET', '/api/jira/issues/OPS-142');
    expect(issue).toEqual({
      key: 'OPS-142',
      summary: 'Install finish camera at Ischgl',
      assignee: 'Lena Huber',
      startsOn: '2027-01-11',
      endsOn: '2027-01-13',
      project: 'Operations',
      url: `${jira.url}/browse/OPS-142`,
    });
    expect(jira.requests.at(-1)!.path).toContain('fields=summary%2Cassignee%2Cduedate%2Cproject%2Ccustomfield_10015');
    jira.limit(1, 1);
    const started = Date.now();
    expect((await ok('projects', 'GET', '/api/jira/issues/OPS-142')).summary).toBe('Install finish camera at Ischgl');
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    jira.limit(2, 1);
    const limited = await call('projects', 'GET', '/api/jira/issues/OPS-142');
    expect(limited.statusCode).toBe(503);
    expect(limited.json().message).toContain('rate-limiting');
    const missing = await call('projects', 'GET', '/api/jira/issues/OPS-999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain('Issue does not exist');
    expect((await call('projects', 'GET', '/api/jira/issues/not-a-key')).statusCode).toBe(400);
    expect((await call('firstlevel', 'GET', '/api/jira/issues/OPS-142')).statusCode).toBe(403);
  });
});
