import { describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../core/resource-kit/index.js';
import { RESOURCES } from '../../resources/index.js';
import { recordCases, setupReliabilityApp } from './support.js';

// Optimistic locking and idempotent acknowledgement under real contention (PostgreSQL when
// TEST_DATABASE_URL is set: concurrent transactions on a pool, not one connection in turn).
const ctx = setupReliabilityApp('concurrency', { RATE_LIMIT_API_PER_MIN: '0' });
const WRITERS = 50;

async function call(username: string, method: string, url: string, payload?: unknown) {
  const response = await ctx.app.inject({ method: method as 'GET', url: `/api${url}`, headers: await ctx.as(username), payload: payload as object });
  return { status: response.statusCode, body: response.body ? (JSON.parse(response.body) as Record<string, unknown>) : {} };
}

/** Free-text fields (no pattern, not unique): what 50 people would type over. */
function editableTexts(def: ResourceDefinition): string[] {
  return Object.entries(def.fields)
    .filter(([, f]) => (f.kind === 'text' || f.kind === 'longText') && !f.readOnly && !('pattern' in f && f.pattern) && !('unique' in f && f.unique))
    .map(([name]) => name);
}

const edited = (value: unknown, suffix: string) => `${String(value ?? 'x').slice(0, 180)} · ${suffix}`;

/** The first field a sequential edit is accepted on (record rules may constrain some), and the record after it. */
async function fieldToFightOver(def: ResourceDefinition, record: Record<string, unknown>) {
  for (const field of editableTexts(def)) {
    const probe = await call('admin', 'PUT', `/${def.name}/${encodeURIComponent(String(record.id))}`, { ...record, [field]: edited(record[field], 'probe') });
    if (probe.status === 200) return { field, record: probe.body };
  }
  return undefined;
}

const auditCount = async (resource: string, id: string) =>
  Number(
    (await ctx.testDb.db.query<{ n: string }>(`select count(*)::text as n from audit_log where resource = $1 and record_id = $2 and action = 'update'`, [resource, id])).rows[0]!.n,
  );

describe(`${WRITERS} concurrent updates of one record at the same version`, () => {
  for (const def of RESOURCES.filter((d) => d.access.update && editableTexts(d).length)) {
    it(`${def.name}: exactly one wins, the others get 409, and the audit shows one change`, async () => {
      const list = await call('admin', 'GET', `/${def.name}?range=${encodeURIComponent('[0,0]')}`);
      const first = (list.body as unknown as Array<Record<string, unknown>>)[0];
      if (!first) return; // nothing of this kind in the demo data to fight over
      const contested = await fieldToFightOver(def, first);
      expect(contested, `no text field of ${def.name} accepts an edit`).toBeDefined();
      const { field, record } = contested!;
      const id = String(record.id);
      const auditBefore = await auditCount(def.name, id);
      const values = Array.from({ length: WRITERS }, (_, i) => edited(first[field], `writer ${i}`));
      const answers = await Promise.all(values.map((value) => call('admin', 'PUT', `/${def.name}/${encodeURIComponent(id)}`, { ...record, [field]: value })));
      const statuses = answers.map((a) => a.status);
      recordCases('concurrency', WRITERS);
      expect(statuses.filter((s) => s === 200).length, JSON.stringify(statuses)).toBe(1);
      expect(statuses.filter((s) => s === 409).length).toBe(WRITERS - 1);
      const winner = answers.find((a) => a.status === 200)!.body;
      const after = (await call('admin', 'GET', `/${def.name}/${encodeURIComponent(id)}`)).body;
      expect(after[field]).toBe(winner[field]);
      expect(after.version).toBe(Number(record.version) + 1);
      expect(await auditCount(def.name, id)).toBe(auditBefore + 1);
    });
  }
});

describe('acknowledge-all racing single acknowledgements', () => {
  it('acknowledges every problem exactly once, with one acknowledgement event each', async () => {
    const installation = (await call('admin', 'GET', `/installations?range=${encodeURIComponent('[0,0]')}`)).body as unknown as Array<{ id: string }>;
    const installationId = installation[0]!.id;
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) {
      const opened = await ctx.app.inject({
        method: 'POST',
        url: '/api/integrations/zabbix/events',
        headers: { 'x-gondola-zabbix-secret': ctx.config.zabbix.webhookSecret! },
        payload: {
          eventId: `race-${i}`,
          triggerId: `race-trigger-${i}`,
          host: installationId,
          name: `Race ${i}`,
          severity: 'High',
          status: 'PROBLEM',
          time: new Date().toISOString(),
        },
      });
      expect(opened.statusCode, opened.body).toBe(202);
      expect(opened.json().installationId).toBe(installationId);
      ids.push(opened.json().id as string);
    }
    const all = () => call('firstlevel', 'POST', '/problems/acknowledge-all', { installationId, source: 'zabbix' });
    const single = (id: string, user: string) => call(user, 'POST', `/problems/${id}/acknowledge`, {});
    const answers = await Promise.all([all(), ...ids.map((id) => single(id, 'admin')), all(), ...ids.map((id) => single(id, 'secondlevel')), all()]);
    recordCases('concurrency', answers.length);

    let acknowledgements = 0;
    for (const answer of answers) {
      if ('results' in answer.body) acknowledgements += (answer.body.results as Array<{ ok: boolean }>).filter((r) => r.ok).length;
      else if (answer.status === 200) acknowledgements++;
      else expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    }
    expect(acknowledgements).toBe(ids.length);
    const { rows } = await ctx.testDb.db.query<{ problem_id: string; n: string }>(
      `select p.id as problem_id, count(e.id)::text as n from problems p left join problem_events e on e.problem_id = p.id and e.kind = 'acknowledged'
       where p.id = any($1::text[]) and p.acknowledged group by p.id`,
      [ids],
    );
    expect(rows).toHaveLength(ids.length);
    expect(rows.filter((r) => r.n !== '1')).toEqual([]);
  });
});

describe('concurrent reorders of one ordered list (cut points of a cut configuration)', () => {
  it('apply one after the other: every answer 200, positions 1..n without gaps, the final order one of those sent', async () => {
    const profile = (await call('admin', 'POST', '/cut-profiles', { name: 'Reorder contention' })).body;
    const points: string[] = [];
    for (const offset of [-3, -1, 0, 1, 2, 4]) {
      points.push(String((await call('admin', 'POST', '/cut-configs', { profile: profile.id, eventKey: 'finish', eventReporter: 0, eventIndex: 0, offset })).body.id));
    }
    const orders = Array.from({ length: 20 }, (_, i) => {
      const order = [...points];
      for (let j = order.length - 1; j > 0; j--) {
        const k = (i * 7 + j * 3) % (j + 1);
        [order[j], order[k]] = [order[k]!, order[j]!];
      }
      return order;
    });
    const answers = await Promise.all(orders.map((ids) => call('admin', 'POST', '/cut-configs/reorder', { ids })));
    recordCases('concurrency', orders.length);
    expect(answers.map((a) => a.status)).toEqual(orders.map(() => 200));
    const list = (await call('admin', 'GET', `/cut-configs?filter=${encodeURIComponent(JSON.stringify({ profile: profile.id }))}&sort=${encodeURIComponent('["sortId","ASC"]')}`))
      .body as unknown as Array<{ id: string; sortId: number }>;
    expect(list.map((r) => r.sortId)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(orders.map((o) => o.join())).toContain(list.map((r) => r.id).join());
  });
});

describe('one notification draft sent by many at once', () => {
  it('is sent once: one answer 200, the rest 409, one outbox message per recipient and channel, one audit row', async () => {
    const { contacts } = (await call('firstlevel', 'POST', '/notifications/recipients', {})).body as unknown as { contacts: Array<{ id: string; email: string | null }> };
    const chosen = contacts.filter((c) => c.email).slice(0, 10);
    const draft = (
      await call('firstlevel', 'POST', '/notifications', {
        title: 'Contention',
        contactIds: chosen.map((c) => c.id),
        channels: ['email'],
        subjectEn: 'Once',
        emailEn: 'Once, {contact}.',
      })
    ).body;
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('firstlevel', 'POST', `/notifications/${String(draft.id)}/send`, { version: draft.version })));
    recordCases('concurrency', answers.length);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).map((a) => a.status)).toEqual(Array.from({ length: 19 }, () => 409));
    const { rows } = await ctx.testDb.db.query<{ n: string; keys: string }>(
      `select count(*)::text as n, count(distinct key)::text as keys from outbox_messages where notification_id = $1`,
      [draft.id],
    );
    expect(Number(rows[0]!.n)).toBe(Number(rows[0]!.keys));
    expect(Number(rows[0]!.n)).toBeGreaterThan(0);
    const audits = await ctx.testDb.db.query(`select 1 from audit_log where resource = 'notifications' and record_id = $1 and changes->'state' is not null`, [draft.id]);
    expect(audits.rows).toHaveLength(1);
  });
});
