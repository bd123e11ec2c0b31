import { describe, expect, it } from 'vitest';
import { setupApiContext } from '../support/api-context.js';

const ctx = setupApiContext(['admin', 'zerolevel', 'customer', 'secondlevel', 'firstlevel', 'connector', 'tracy']);
const as = ctx.as;

const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');
const list = async (resource: string, params: Record<string, unknown>, who = 'admin') => {
  const response = await ctx.app.inject({ url: `/api/${resource}?${q(params)}`, headers: as[who] });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Array<Record<string, unknown>>;
};
const post = (url: string, payload: unknown, who = 'admin') => ctx.app.inject({ method: 'POST', url, headers: as[who], payload: payload as object });
const auditOf = async (resource: string, id: string) =>
  (await ctx.testDb.db.query<{ changes: Record<string, unknown> }>('select changes from audit_log where resource = $1 and record_id = $2 order by id', [resource, id])).rows.map(
    (r) => r.changes,
  );

describe('software component versions', () => {
  it('sorts by semantic version precedence, not as text: 4.9.2 < 4.10.0-rc < 4.10.0 < 4.10.1-rc.1', async () => {
    await post('/api/software-component-versions', { typeId: 'tracker-core', versionNumber: '4.10.1-alpha.10', state: 'testing' });
    await post('/api/software-component-versions', { typeId: 'tracker-core', versionNumber: '4.10.1-alpha.9', state: 'testing' });
    await post('/api/software-component-versions', { typeId: 'tracker-core', versionNumber: '4.10.0-rc.2', state: 'testing' });
    const ascending = (await list('software-component-versions', { filter: { typeId: 'tracker-core' }, sort: ['versionNumber', 'ASC'] })).map((v) => v.versionNumber);
    expect(ascending).toEqual(['3.9.4', '4.9.2', '4.10.0-rc.2', '4.10.0', '4.10.1-alpha.9', '4.10.1-alpha.10', '4.10.1-rc.1']);
    const descending = (await list('software-component-versions', { filter: { typeId: 'tracker-core' }, sort: ['versionNumber', 'DESC'] })).map((v) => v.versionNumber);
    expect(descending).toEqual([...ascending].reverse());
  });

  it('refuses a version that is not semantic, and the same version twice for one type', async () => {
    const bad = await post('/api/software-component-versions', { typeId: 'tracker-core', versionNumber: '4.10', state: 'released' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.versionNumber).toMatch(/semantic version/);
    const twice = await post('/api/software-component-versions', { typeId: 'tracker-core', versionNumber: '4.9.2', state: 'released' });
    expect(twice.statusCode).toBe(409);
  });
});

describe('SMS templates', () => {
  it('computes characters and parts of the preview: GSM-7 up to 160 in one part', async () => {
    const text = `{resort}: ${'x'.repeat(150)}`; // "Ischgl: " + 150 = 158
    const created = await post('/api/sms-templates', { name: 'Long GSM', language: 'en', purpose: 'problem', text });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ encoding: 'GSM-7', characters: 158, segments: 1 });
    const longer = await ctx.app.inject({
      method: 'PUT',
      url: `/api/sms-templates/${created.json().id}`,
      headers: as.admin,
      payload: { ...(created.json() as object), text: `${text}xxx` },
    });
    expect(longer.json()).toMatchObject({ encoding: 'GSM-7', characters: 161, segments: 2 });
  });

  it('switches to UCS-2 when one character is outside the GSM alphabet: 70 per part, 67 once split', async () => {
    const created = await post('/api/sms-templates', { name: 'Emoji', language: 'fr', purpose: 'resolved', text: `Tout est réparé 👍 ${'a'.repeat(60)}` });
    expect(created.json()).toMatchObject({ encoding: 'UCS-2', segments: 2 });
    const seeded = (await list('sms-templates', { filter: { q: 'Maintenance' } })).find((t) => t.language === 'fr');
    expect(seeded).toMatchObject({ encoding: 'UCS-2' });
  });

  it('rejects unknown placeholders, naming them and the allowed ones, and stores nothing', async () => {
    const before = (await list('sms-templates', { range: [0, 999] })).length;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sms-templates',
      headers: { ...as.admin, 'accept-language': 'de' },
      payload: { name: 'Bad', language: 'de', purpose: 'problem', text: 'Hallo {kunde}, {resort} {datum}' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.text).toBe(
      'Unbekannter Platzhalter {kunde}, {datum}; erlaubt: {resort}, {installation}, {date}, {time}, {problem}, {contact}, {phone}, {ticket}',
    );
    expect((await list('sms-templates', { range: [0, 999] })).length).toBe(before);
  });

  it('lets staff read templates but only admins change them', async () => {
    expect((await list('sms-templates', {}, 'zerolevel')).length).toBeGreaterThan(0);
    const [template] = await list('sms-templates', {});
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/sms-templates/${template!.id}`, headers: as.secondlevel, payload: template })).statusCode).toBe(403);
  });

  it('lists the incomplete outgoing SMS with their reason, and refuses to write them', async () => {
    const incomplete = await list('outbox-messages', { filter: { status: 'incomplete' } });
    expect(incomplete.length).toBeGreaterThan(0);
    expect(incomplete.every((m) => m.status === 'incomplete' && m.reason)).toBe(true);
    expect((await post('/api/outbox-messages', { recipient: '+4355446060', status: 'sent' })).statusCode).toBe(405);
  });
});

describe('ordered records', () => {
  it('saves a new order of acknowledge messages in one step, versioned and audited per moved record', async () => {
    const before = await list('acknowledgemessages', { sort: ['sortOrder', 'ASC'] });
    const ids = before.map((m) => m.id as string);
    const reversed = [...ids].reverse();
    const response = await post('/api/acknowledgemessages/reorder', { ids: reversed }, 'firstlevel');
    expect(response.statusCode, response.body).toBe(200);
    const after = await list('acknowledgemessages', { sort: ['sortOrder', 'ASC'] });
    expect(after.map((m) => m.id)).toEqual(reversed);
    expect(after.map((m) => m.sortOrder)).toEqual(after.map((_, i) => i + 1));
    const moved = after[0]!;
    expect(moved.version).toBe((before.find((m) => m.id === moved.id)!.version as number) + 1);
    expect((await auditOf('acknowledgemessages', moved.id as string)).at(-1)).toEqual({ sortOrder: { before: before.length, after: 1 } });
  });

  it('refuses an order that leaves records out, repeats one or names an unknown one, changing nothing', async () => {
    const before = await list('acknowledgemessages', { sort: ['sortOrder', 'ASC'] });
    const ids = before.map((m) => m.id as string);
    for (const body of [{ ids: ids.slice(1) }, { ids: [...ids, ids[0]] }, { ids: [...ids.slice(1), 'no-such-id'] }, { order: ids }]) {
      expect((await post('/api/acknowledgemessages/reorder', body)).statusCode).toBe(400);
    }
    expect(await list('acknowledgemessages', { sort: ['sortOrder', 'ASC'] })).toEqual(before);
    expect((await post('/api/acknowledgemessages/reorder', { ids }, 'zerolevel')).statusCode).toBe(403);
  });

  it('orders commands within their type: a new one goes last, and the order names one type only', async () => {
    const commands = await list('component-commands', { filter: { typeId: 'tracker-core' }, sort: ['sortOrder', 'ASC'] });
    const created = await post('/api/component-commands', {
      typeId: 'tracker-core',
      name: 'lane.reset',
      label: { en: 'Reset lane', de: 'Strecke zurücksetzen' },
      payloadTemplate: '{"action":"laneReset"}',
      capability: 'devices.manage',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().sortOrder).toBe(commands.length + 1);
    const other = await list('component-commands', { filter: { typeId: 'video-recorder' } });
    const mixed = await post('/api/component-commands/reorder', { ids: [...commands.map((c) => c.id), created.json().id, other[0]!.id] });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toMatch(/same typeId/);
  });
});

describe('component commands', () => {
  it('refuses a payload template that uses undeclared parameters or is not JSON once filled in', async () => {
    const base = { typeId: 'tracker-core', name: 'beep', label: { en: 'Beep', de: 'Piepen' }, capability: 'support.write' };
    const undeclared = await post('/api/component-commands', { ...base, payloadTemplate: '{"lane":{{lane}}}' });
    expect(undeclared.json().errors.payloadTemplate).toBe('The template uses parameters that are not declared: lane');
    const broken = await post('/api/component-commands', {
      ...base,
      payloadTemplate: '{"lane":{{lane}}',
      parameters: [{ name: 'lane', type: 'integer', required: true, defaultValue: null }],
    });
    expect(broken.json().errors.payloadTemplate).toBe('Must be valid JSON once the parameters are filled in');
    const duplicate = await post('/api/component-commands', {
      ...base,
      payloadTemplate: '{"a":{{a}}}',
      parameters: [
        { name: 'a', type: 'integer' },
        { name: 'a', type: 'string' },
      ],
    });
    expect(duplicate.json().errors['parameters.1.name']).toMatch(/same/);
  });
});

describe('webhooks', () => {
  it('shows the generated secret once, masks it on every read, keeps it out of the audit, and rotates it', async () => {
    const [installation] = await list('installations', { range: [0, 0] });
    const created = await post('/api/webhooks', { installationId: installation!.id, url: 'https://hooks.example.com/gondola', events: ['problem.opened'] }, 'secondlevel');
    expect(created.statusCode, created.body).toBe(201);
    const secret = created.json().secret as string;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    const id = created.json().id as string;
    const read = (await ctx.app.inject({ url: `/api/webhooks/${id}`, headers: as.secondlevel })).json();
    expect(read.secret).toBe(`••••••••${secret.slice(-4)}`);
    expect((await list('webhooks', { filter: { id: [id] } }))[0]!.secret).toBe(read.secret);
    expect(JSON.stringify(await auditOf('webhooks', id))).not.toContain(secret);

    const rotated = await post(`/api/webhooks/${id}/rotate-secret`, {}, 'secondlevel');
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().secret).toMatch(/^whsec_/);
    expect(rotated.json().secret).not.toBe(secret);
    expect(rotated.json().version).toBe(2);
    expect(JSON.stringify(await auditOf('webhooks', id))).not.toContain(rotated.json().secret);
    expect((await post(`/api/webhooks/${id}/rotate-secret`, {}, 'firstlevel')).statusCode).toBe(403);
    // A client cannot set the secret itself.
    const forged = await ctx.app.inject({ method: 'PUT', url: `/api/webhooks/${id}`, headers: as.secondlevel, payload: { ...read, version: 2, secret: 'mine' } });
    expect(forged.statusCode).toBe(200);
    expect((await post(`/api/webhooks/${id}/rotate-secret`, {}, 'secondlevel')).json().secret).not.toBe('mine');
  });
});

describe('access and scoping of the catalogue', () => {
  it('gives zerolevel read access to every catalogue list and no writes', async () => {
    for (const resource of [
      'software-component-types',
      'software-components',
      'licences',
      'acknowledgemessages',
      'changelogs',
      'peak',
      'question-templates',
      'webhooks',
      'slas',
      'converter-configs',
      'order-error-logs',
    ]) {
      const rows = await list(resource, {}, 'zerolevel');
      expect(rows.length, resource).toBeGreaterThan(0);
      const write = await ctx.app.inject({ method: 'PUT', url: `/api/${resource}/${encodeURIComponent(String(rows[0]!.id))}`, headers: as.zerolevel, payload: rows[0] });
      expect([403, 405], resource).toContain(write.statusCode);
    }
  });

  it('lets the connector role configure converters but not webhooks, and tracyapp manage Peak only', async () => {
    const [config] = await list('converter-configs', {});
    const edit = await ctx.app.inject({ method: 'PUT', url: `/api/converter-configs/${config!.id}`, headers: as.connector, payload: { ...config, pollSeconds: 60 } });
    expect(edit.statusCode, edit.body).toBe(200);
    const [hook] = await list('webhooks', {});
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/webhooks/${hook!.id}`, headers: as.connector, payload: hook })).statusCode).toBe(403);
    const [peak] = await list('peak', {});
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/peak/${peak!.id}`, headers: as.tracy, payload: { ...peak, active: !peak!.active } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/peak/${peak!.id}`, headers: as.secondlevel, payload: peak })).statusCode).toBe(403);
  });

  it('shows a customer user only the installation-level records of their own customers', async () => {
    const installations = new Set((await list('installations', { range: [0, 999] }, 'customer')).map((i) => i.id));
    for (const resource of ['software-components', 'webhooks', 'slas', 'installation-contacts', 'converter-routing-rules', 'order-error-logs', 'outbox-messages']) {
      const mine = await list(resource, { range: [0, 999] }, 'customer');
      const all = await list(resource, { range: [0, 999] });
      expect(
        mine.every((r) => installations.has(r.installationId)),
        resource,
      ).toBe(true);
      expect(mine.length, resource).toBeLessThan(all.length);
    }
    const sections = await list('converter-sections', { range: [0, 999] }, 'customer');
    const configs = new Set((await list('converter-configs', { range: [0, 999] }, 'customer')).map((c) => c.id));
    expect(sections.every((s) => configs.has(s.configId))).toBe(true);
  });

  it('refuses a relation of an installation to itself', async () => {
    const [installation] = await list('installations', { range: [0, 0] });
    const response = await post('/api/installation-relations', { installationId: installation!.id, kind: 'feeds', relatedInstallationId: installation!.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.relatedInstallationId).toBe('Must be another record than this one');
  });

  it('accepts IP addresses and CIDR networks on the whitelist, and refuses anything else', async () => {
    const [installation] = await list('installations', { range: [0, 0] });
    for (const ip of ['192.0.2.7', '10.0.0.0/8', '2001:db8::/32'])
      expect((await post('/api/installation-ips', { installationId: installation!.id, ip }, 'secondlevel')).statusCode, ip).toBe(201);
    for (const ip of ['10.0.0.0/33', '300.1.1.1', 'example.com', '10.0.0.1/'])
      expect((await post('/api/installation-ips', { installationId: installation!.id, ip }, 'secondlevel')).json().errors?.ip, ip).toMatch(/IP address or a network/);
  });
});

describe('the licence report', () => {
  it('counts components per licence, flags expiring, over-used and missing licences, per customer', async () => {
    const response = await ctx.app.inject({ url: '/api/licence-report', headers: as.admin });
    expect(response.statusCode).toBe(200);
    const { customers } = response.json() as {
      customers: Array<{
        customerId: string;
        licences: Array<{ name: string; seats: number; used: number; available: number; expiry: unknown }>;
        unlicensed: Array<{ reason: string; licenceName: string | null }>;
      }>;
    };
    expect(customers.length).toBeGreaterThan(5);
    const lines = customers.flatMap((c) => c.licences);
    expect(lines.every((l) => l.available === l.seats - l.used)).toBe(true);
    expect(new Set(lines.map((l) => l.expiry))).toEqual(new Set([30, 60, 90, null]));
    expect(lines.some((l) => l.used > l.seats)).toBe(true);
    const unlicensed = customers.flatMap((c) => c.unlicensed);
    expect(unlicensed.some((u) => u.reason === 'missing' && u.licenceName === null)).toBe(true);
    // Counted from the components themselves:
    const { rows } = await ctx.testDb.db.query<{ n: number }>(
      `select count(*)::int as n from software_components c join installations i on i.id = c.installation_id where c.licence_name = 'Tracker Pro' and i.customer_id = $1`,
      [customers.find((c) => c.licences.some((l) => l.name === 'Tracker Pro'))!.customerId],
    );
    expect(customers.find((c) => c.licences.some((l) => l.name === 'Tracker Pro'))!.licences.find((l) => l.name === 'Tracker Pro')!.used).toBe(rows[0]!.n);
  });

  it('limits a customer user to their customers and exports the same as CSV', async () => {
    const mine = (await ctx.app.inject({ url: '/api/licence-report', headers: as.customer })).json().customers as Array<{ customerId: string }>;
    expect(mine.map((c) => c.customerId).sort()).toEqual(['cust-matterhorn', 'cust-silvretta']);
    const csv = await ctx.app.inject({ url: '/api/licence-report/csv', headers: as.customer });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="licence-report-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('customer,licence,type,seats,used,available,validFrom,validUntil,expiresInDays,component,installation,problem');
    expect(lines.length).toBeGreaterThan(1);
  });
});
