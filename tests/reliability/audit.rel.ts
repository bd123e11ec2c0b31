import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources/index.js';
import { createRequest, sampleRecord } from '../support/sample-records.js';
import { bearer } from '../support/tokens.js';
import { signIn } from './oidc-flow.js';
import { recordCases, setupReliabilityApp } from './support.js';

// ASVS 16.3: each security-relevant event leaves exactly one record saying who, when and what;
// tokens and secrets never reach a log line or an audit row (checked when the suite ends, over
// everything it logged and audited).
const ctx = setupReliabilityApp('audit', {
  RATE_LIMIT_API_PER_MIN: '0',
  DEVICE_GATEWAY: 'true',
  MQTT_PORT: '0',
  MQTT_TOPIC_ROOT: `gondola-audit/${randomBytes(4).toString('hex')}`,
  MQTT_PROVISIONING_SECRET: randomBytes(16).toString('hex'),
});

interface AuditRow {
  actor: string;
  actor_name: string | null;
  action: string;
  resource: string;
  record_id: string;
  changes: Record<string, unknown>;
  at: string;
}

const auditRows = async (where = 'true', params: unknown[] = []) =>
  (await ctx.testDb.db.query<AuditRow>(`select actor, actor_name, action, resource, record_id, changes, at::text from audit_log where ${where} order by id`, params)).rows;
const maxId = async () => Number((await ctx.testDb.db.query<{ id: string | null }>('select max(id)::text as id from audit_log')).rows[0]!.id ?? 0);
const newRows = async (since: number) => auditRows('id > $1', [since]);

async function call(headers: Record<string, string>, method: string, url: string, payload?: unknown) {
  const response = await ctx.app.inject({ method: method as 'GET', url: `/api${url}`, headers, payload: payload as object });
  return { status: response.statusCode, body: response.body ? (JSON.parse(response.body) as Record<string, unknown>) : {} };
}

describe('audit completeness', () => {
  it('records each sign-in once, with who, when, from where — however many requests the session makes', async () => {
    const count = async (subject: string) =>
      Number((await ctx.testDb.db.query<{ n: string }>('select count(*)::text as n from login_audit where subject = $1', [subject])).rows[0]!.n);
    const first = await signIn(ctx.app, 'firstlevel');
    ctx.secrets.add(first.token!);
    for (const secret of [first.tokens!.refresh_token, first.tokens!.id_token]) if (secret) ctx.secrets.add(secret);
    for (let i = 0; i < 5; i++) expect((await call(bearer(first.token!), 'GET', '/resorts')).status).toBe(200);
    expect(await count('demo-firstlevel')).toBe(1);
    const second = await signIn(ctx.app, 'firstlevel');
    ctx.secrets.add(second.token!);
    await call(bearer(second.token!), 'GET', '/resorts');
    expect(await count('demo-firstlevel')).toBe(2);
    const row = (
      await ctx.testDb.db.query<{ subject: string; email: string; roles: string[]; ip: string; created_at: Date }>(
        'select * from login_audit where subject = $1 order by id desc limit 1',
        ['demo-firstlevel'],
      )
    ).rows[0]!;
    expect(row).toMatchObject({ email: 'firstlevel@gondola.example', roles: ['firstlevel', 'scope_staff'], ip: '127.0.0.1' });
    expect(Date.now() - new Date(row.created_at).getTime()).toBeLessThan(60_000);
    recordCases('audit', 9);
  });

  it("records each refused authorization once: a missing capability, an account without roles, another author's note", async () => {
    const since = await maxId();
    expect((await call(await ctx.as('zerolevel'), 'POST', '/resorts', {})).status).toBe(403);
    expect((await call(await ctx.as('noroles'), 'GET', '/resorts')).status).toBe(403);
    const installation = ((await call(await ctx.as('admin'), 'GET', '/installations?range=[0,0]')).body as unknown as Array<{ id: string }>)[0]!;
    const note = await call(await ctx.as('admin'), 'POST', '/notes', { text: 'Admin note', installationId: installation.id, category: 'information' });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    expect((await call(await ctx.as('firstlevel'), 'DELETE', `/notes/${String(note.body.id)}`)).status).toBe(403);
    const rows = (await newRows(since)).filter((r) => r.action === 'deny');
    expect(rows.map((r) => [r.actor, r.resource, r.record_id])).toEqual([
      ['demo-zerolevel', 'access', 'POST /api/resorts'],
      ['demo-noroles', 'access', 'GET /api/resorts'],
      ['demo-firstlevel', 'access', 'DELETE /api/notes/:id'],
    ]);
    expect(rows.every((r) => r.at && r.changes.reason)).toBe(true);
    recordCases('audit', 3);
  });

  it('records each device command once, with who asked which device to do what', async () => {
    const admin = await ctx.as('admin');
    const device = ((await call(admin, 'GET', '/devices?range=[0,0]')).body as unknown as Array<{ id: string }>)[0]!;
    const commands = (await call(admin, 'GET', `/devices/${device.id}/commands`)).body as unknown as Array<{ name: string; runnable: boolean; parameters?: unknown[] }>;
    const command = commands.find((c) => c.runnable && !(c.parameters ?? []).length)!;
    expect(command).toBeDefined();
    const since = await maxId();
    const ran = await call(admin, 'POST', `/devices/${device.id}/commands`, { command: command.name, parameters: {}, origin: 'device' });
    expect(ran.status, JSON.stringify(ran.body)).toBeLessThan(300);
    const rows = await newRows(since);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor: 'demo-admin', action: 'create', resource: 'device-commands', record_id: String(ran.body.id) });
    expect(rows[0]!.changes).toMatchObject({ deviceId: { after: device.id }, command: { after: command.name } });
    recordCases('audit', 1);
  });

  it('records each create, update and delete of every resource once, with the changed fields', async () => {
    const admin = await ctx.as('admin');
    let cases = 0;
    for (const def of RESOURCES.filter((d) => d.access.create && d.access.update && d.access.delete)) {
      const since = await maxId();
      const request = await createRequest(def, await sampleRecord(def, ctx.testDb.db));
      const response = await ctx.app.inject({ method: 'POST', url: request.url, headers: { ...admin, ...request.headers }, payload: request.payload });
      const created = { status: response.statusCode, body: JSON.parse(response.body) as Record<string, unknown> };
      expect(created.status, `${def.name}: ${JSON.stringify(created.body)}`).toBe(201);
      const id = String(created.body.id);
      const text = Object.entries(def.fields).find(([, f]) => (f.kind === 'text' || f.kind === 'longText') && !f.readOnly && !('pattern' in f && f.pattern))?.[0];
      const updated = text
        ? await call(admin, 'PUT', `/${def.name}/${encodeURIComponent(id)}`, { ...created.body, [text]: `${String(created.body[text] ?? '').slice(0, 100)} (audited)` })
        : undefined;
      const removed = await call(admin, 'DELETE', `/${def.name}/${encodeURIComponent(id)}`);
      expect(removed.status, `${def.name} delete: ${JSON.stringify(removed.body)}`).toBe(200);
      const rows = (await newRows(since)).filter((r) => r.resource === def.name && r.record_id === id);
      const expected = ['create', ...(updated?.status === 200 ? ['update'] : []), 'delete'];
      expect(
        rows.map((r) => r.action),
        def.name,
      ).toEqual(expected);
      expect(rows.every((r) => r.actor === 'demo-admin' && r.actor_name === 'Anna Admin' && r.at)).toBe(true);
      if (updated?.status === 200) expect(Object.keys(rows[1]!.changes), def.name).toEqual([text]);
      cases += expected.length;
    }
    recordCases('audit', cases);
    expect(cases).toBeGreaterThan(40);
  });

  it('records each settings change once, with the value before and after', async () => {
    const admin = await ctx.as('admin');
    const settings = (await call(admin, 'GET', '/application-settings')).body as unknown as Array<{ key: string; value: boolean; version: number }>;
    const setting = settings[0]!;
    const since = await maxId();
    expect((await call(admin, 'PUT', `/application-settings/${setting.key}`, { value: !setting.value, version: setting.version })).status).toBe(200);
    expect((await call(admin, 'PUT', `/application-settings/${setting.key}`, { value: setting.value, version: setting.version })).status).toBe(409);
    const rows = await newRows(since);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor: 'demo-admin',
      action: 'update',
      resource: 'application-settings',
      record_id: setting.key,
      changes: { value: { before: setting.value, after: !setting.value } },
    });
    recordCases('audit', 2);
  });

  it('writes a webhook secret to no audit row, showing only that it was generated', async () => {
    const admin = await ctx.as('admin');
    const def = RESOURCES.find((d) => d.name === 'webhooks')!;
    const created = await call(admin, 'POST', '/webhooks', await sampleRecord(def, ctx.testDb.db));
    expect(created.status).toBe(201);
    const secretField = Object.entries(created.body).find(([, v]) => typeof v === 'string' && v.startsWith('whsec_'));
    expect(secretField).toBeDefined();
    ctx.secrets.add(secretField![1] as string);
    const rotated = await call(admin, 'POST', `/webhooks/${String(created.body.id)}/rotate-secret`);
    expect(rotated.status).toBe(200);
    const again = Object.values(rotated.body).find((v) => typeof v === 'string' && v.startsWith('whsec_'));
    ctx.secrets.add(again as string);
    recordCases('audit', 2);
  });

  it('records each reveal of a login once (who, which entry, why, from where), and no password reaches a row or the log', async () => {
    const secondlevel = await ctx.as('secondlevel');
    const entry = await call(secondlevel, 'POST', '/login-data', { system: 'vpn', host: 'vpn.audit.example', username: 'ops' });
    expect(entry.status).toBe(201);
    const password = ctx.secrets.add(`vault-${randomBytes(12).toString('hex')}`);
    expect((await call(secondlevel, 'PUT', `/login-data/${String(entry.body.id)}/secret`, { password })).status).toBe(200);
    const since = await maxId();
    for (const reason of ['router check', 'firmware update', 'customer call']) {
      const shown = await call(secondlevel, 'POST', `/login-data/${String(entry.body.id)}/reveal`, { reason });
      expect(shown.body.password).toBe(password);
    }
    const rows = await newRows(since);
    expect(rows.map((r) => [r.actor, r.action, r.resource, r.record_id, (r.changes.reason as { after: string }).after])).toEqual([
      ['demo-secondlevel', 'reveal', 'login-data', entry.body.id, 'router check'],
      ['demo-secondlevel', 'reveal', 'login-data', entry.body.id, 'firmware update'],
      ['demo-secondlevel', 'reveal', 'login-data', entry.body.id, 'customer call'],
    ]);
    expect(rows.every((r) => (r.changes.address as { after: string }).after)).toBe(true);
    recordCases('audit', 3);
  });
});
