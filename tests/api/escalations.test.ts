import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { twilioSignature } from '../../server/integrations/sms/twilio-sms.js';
import { startTwilioDouble } from '../support/twilio-double.js';
import { createTestDatabase } from '../support/test-db.js';
import { testConfig } from '../support/test-config.js';
import { bearer, tokenFactory } from '../support/tokens.js';

// biome-ignore lint/suspicious/noExplicitAny: the assertions read API answers field by field; their shapes are checked by the route schemas
type Json = Record<string, any>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const SID = `AC${'2'.repeat(32)}`;
const TOKEN = 'twilio-auth-token-escalations';
const ZABBIX_SECRET = 'a-long-shared-secret-for-zabbix';
const PHONE = '+43 664 7000001';
const HOUR = 3_600_000;

let twilio: Awaited<ReturnType<typeof startTwilioDouble>>;
let h: Awaited<ReturnType<typeof harness>>;

async function harness() {
  const testDb = await createTestDatabase({ demo: true });
  const config = testConfig({
    ZABBIX_WEBHOOK_SECRET: ZABBIX_SECRET,
    SMS_PROVIDER_URL: twilio.url,
    SMS_ACCOUNT_SID: SID,
    SMS_AUTH_TOKEN: TOKEN,
    SMS_FROM: '+43660000000',
    SMS_PER_SECOND: '100',
  });
  const app = await buildApp({ config, db: testDb.db, logger: false, storage: testDb.storage });
  const tokens = await tokenFactory(config);
  const as: Record<string, Record<string, string>> = {};
  for (const user of ['admin', 'firstlevel', 'secondlevel', 'zerolevel', 'customer']) as[user] = bearer(await tokens.for(user));
  const call = (who: string, method: Method, url: string, payload?: object) => app.inject({ method, url, headers: as[who], payload });
  const ok = async (who: string, method: Method, url: string, payload?: object): Promise<Json> => {
    const response = await call(who, method, url, payload);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.body ? response.json() : {};
  };
  const sql = async <T = Json>(text: string, values: unknown[] = []) => (await testDb.db.query(text, values)).rows as T[];
  return { app, config, testDb, call, ok, sql };
}

let trigger = 90_000;
/** A problem from Zabbix's webhook, as at night; answers its id once the escalation has followed it. */
async function zabbixProblem(fields: Json = {}): Promise<string> {
  trigger += 1;
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/integrations/zabbix/events',
    headers: { 'x-gondola-zabbix-secret': ZABBIX_SECRET },
    payload: {
      eventId: String(trigger),
      triggerId: String(trigger),
      host: 'night-host',
      name: 'Finish camera unreachable',
      severity: 'Disaster',
      status: 'PROBLEM',
      time: new Date().toISOString(),
      ...fields,
    },
  });
  expect(response.statusCode, response.body).toBe(202);
  await h.app.escalations.idle();
  return response.json().id;
}

const escalation = async (problemId: string) => (await h.ok('zerolevel', 'GET', `/api/problems/${problemId}/escalation`)).data[0] as Json;
/** Past the current wait: the next step becomes due, as if its minutes had passed. */
async function afterTheWait(problemId: string) {
  await h.sql(`update escalations set next_at = now() - interval '1 second' where problem_id = $1 and state = 'active'`, [problemId]);
  await h.app.escalations.engine.sweep();
  await h.app.communication.worker.drain();
}
const mailsTo = (address: string) => h.sql<{ subject: string; body: string }>('select subject, body from sink_messages where recipient = $1 order by received_at', [address]);
const tokenIn = (text: string) => /\/a\/([A-Z0-9]{6}\.[A-Za-z0-9_-]+)/.exec(text)?.[1];

beforeAll(async () => {
  twilio = await startTwilioDouble(SID, TOKEN);
  h = await harness();
  // The demo's own routes and rules aside: this suite's chain takes the disasters, its people their own rules.
  await h.sql('delete from escalation_routes');
  await h.sql('delete from notification_rules');
  // Project management plans the rotation: first level is on duty around the clock this week.
  const rotation = await h.ok('admin', 'POST', '/api/on-duty-rotations', {
    name: 'Night desk',
    members: ['demo-firstlevel'],
    timeZone: 'Europe/Vienna',
    firstShiftAt: new Date(Date.now() - 48 * HOUR).toISOString(),
    shiftHours: 24,
    frequency: 'daily',
    interval: 1,
  });
  // Support lead's work: the chain and its route.
  const chain = await h.ok('secondlevel', 'POST', '/api/escalation-chains', { name: 'Disasters', description: 'On duty, then second level' });
  for (const step of [
    { position: 1, action: 'notifyOnDuty', rotationId: rotation.id },
    { position: 2, action: 'wait', waitMinutes: 15 },
    { position: 3, action: 'notifyPeople', people: ['demo-secondlevel'] },
    { position: 4, action: 'wait', waitMinutes: 10 },
    { position: 5, action: 'repeat', repeatFrom: 1, repeatTimes: 1 },
  ])
    await h.ok('secondlevel', 'POST', '/api/escalation-steps', { chainId: chain.id, ...step });
  await h.ok('secondlevel', 'POST', '/api/escalation-routes', { name: 'Disasters', position: 1, chainId: chain.id, severities: ['5'] });
  // The person on duty wants an SMS at once, and the e-mail too.
  await h.ok('firstlevel', 'POST', '/api/notification-rules', { position: 1, channel: 'sms', phone: PHONE, delayMinutes: 0 });
  await h.ok('firstlevel', 'POST', '/api/notification-rules', { position: 2, channel: 'email', delayMinutes: 0 });
}, 120_000);
afterAll(async () => {
  await h?.app.close();
  await h?.testDb.dispose();
  await twilio?.close();
});

describe('on-call escalation', () => {
  it('pages the person on duty by SMS and e-mail, then second level after the wait; the link in that e-mail acknowledges and stops it', async () => {
    const problemId = await zabbixProblem();
    await h.app.communication.worker.drain();
    const started = await escalation(problemId);
    expect(started).toMatchObject({ state: 'active', chainName: 'Disasters', routeName: 'Disasters' });
    expect(started.events.map((e: Json) => [e.kind, e.step, e.personName, e.channel])).toEqual([
      ['started', null, null, null],
      ['notified', 1, 'Felix First', 'sms'],
      ['notified', 1, 'Felix First', 'email'],
      ['waiting', 2, null, null],
    ]);
    expect(started.events[1].delivery.status).toBe('sent');
    const sms = twilio.messages.filter((m) => m.to === PHONE.replace(/ /g, '') || m.to === PHONE);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toMatch(/^DISASTER: Finish camera unreachable\. Ack: http\S+\/a\/[A-Z0-9]{6}\.\S+ or reply ACK [A-Z0-9]{6}$/);
    expect(await mailsTo('firstlevel@gondola.example')).toHaveLength(1);

    // Nobody acknowledges; the wait ends: second level gets the e-mail of their account.
    expect(await mailsTo('secondlevel@gondola.example')).toHaveLength(0);
    await afterTheWait(problemId);
    const [mail] = await mailsTo('secondlevel@gondola.example');
    expect(mail!.subject).toBe('[Disaster] Finish camera unreachable');
    const token = tokenIn(mail!.body)!;
    expect(token).toBeTruthy();

    const link = await h.ok('secondlevel', 'GET', `/api/escalations/links/${token}`);
    expect(link).toMatchObject({ problemId, acknowledged: false, notified: { person: 'demo-secondlevel', channel: 'email' } });
    expect((await h.call('secondlevel', 'GET', `/api/escalations/links/${token.slice(0, 7)}xxxxxxxxxxxx`)).statusCode).toBe(404);
    await h.ok('secondlevel', 'POST', `/api/escalations/links/${token}/acknowledge`, { message: 'On my way' });

    const ended = await escalation(problemId);
    expect(ended).toMatchObject({ state: 'acknowledged', acknowledgedVia: 'link', acknowledgedBy: 'Sven Second' });
    expect(ended.events.at(-1)).toMatchObject({ kind: 'acknowledged', via: 'link' });
    const [problem] = await h.sql('select acknowledged, acknowledged_by, acknowledge_message from problems where id = $1', [problemId]);
    expect(problem).toMatchObject({ acknowledged: true, acknowledged_by: 'Sven Second', acknowledge_message: 'On my way' });

    // Stopped for good: past the next wait nothing more is sent.
    const before = (await h.sql('select count(*)::int as n from outbox_messages')).at(0)!.n;
    await afterTheWait(problemId);
    await h.sql(`update escalations set next_at = now() - interval '1 second' where problem_id = $1`, [problemId]);
    await h.app.escalations.engine.sweep();
    expect((await h.sql('select count(*)::int as n from outbox_messages')).at(0)!.n).toBe(before);
  });

  it('acknowledges by an SMS reply "ACK <code>" from the number it was sent to, checked by the provider signature', async () => {
    const problemId = await zabbixProblem({ name: 'Timing server down' });
    await h.app.communication.worker.drain();
    const [notified] = await h.sql<{ code: string }>(`select code from escalation_events where problem_id = $1 and channel = 'sms'`, [problemId]);
    const reply = async (from: string, body: string, signature?: string) => {
      const params = { From: from, To: '+43660000000', Body: body, MessageSid: `SM${'3'.repeat(32)}` };
      return h.app.inject({
        method: 'POST',
        url: '/api/webhooks/sms-inbound',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': signature ?? twilioSignature(TOKEN, `${h.config.publicUrl}/api/webhooks/sms-inbound`, params),
        },
        payload: new URLSearchParams(params).toString(),
      });
    };
    expect((await reply('+436647000001', `ACK ${notified!.code}`, 'forged')).statusCode).toBe(401);
    const stranger = await reply('+436649999999', `ACK ${notified!.code}`);
    expect(stranger.body).toContain('is not one sent to this number');
    expect((await escalation(problemId)).state).toBe('active');

    const answer = await reply('+436647000001', `ack ${notified!.code.toLowerCase()} thanks`);
    expect(answer.headers['content-type']).toContain('text/xml');
    expect(answer.body).toContain('Acknowledged');
    await h.app.escalations.idle();
    expect(await escalation(problemId)).toMatchObject({ state: 'acknowledged', acknowledgedVia: 'sms', acknowledgedBy: 'Felix First' });
  });

  it('continues one escalation through a flapping problem instead of paging again for every flap', async () => {
    const problemId = await zabbixProblem({ name: 'Uplink flapping' });
    const sent = async () => (await h.sql('select count(*)::int as n from escalation_events where problem_id = $1 and kind = $2', [problemId, 'notified'])).at(0)!.n;
    expect(await sent()).toBe(2);
    const [problem] = await h.sql<{ trigger_id: string }>('select trigger_id from problems where id = $1', [problemId]);
    for (const status of ['RESOLVED', 'PROBLEM', 'RESOLVED', 'PROBLEM']) {
      await h.app.inject({
        method: 'POST',
        url: '/api/integrations/zabbix/events',
        headers: { 'x-gondola-zabbix-secret': ZABBIX_SECRET },
        payload: {
          eventId: problem!.trigger_id,
          triggerId: problem!.trigger_id,
          host: 'night-host',
          name: 'Uplink flapping',
          severity: 'Disaster',
          status,
          time: new Date().toISOString(),
        },
      });
      await h.app.escalations.idle();
    }
    const one = await h.ok('admin', 'GET', `/api/problems/${problemId}/escalation`);
    expect(one.data).toHaveLength(1);
    expect(one.data[0]).toMatchObject({ state: 'active', flaps: 2 });
    expect(await sent()).toBe(2);
  });

  it('does not escalate what no route takes, nor problems of an installation in maintenance', async () => {
    const minor = await zabbixProblem({ severity: 'Warning', name: 'Disk 80% full' });
    expect(await escalation(minor)).toMatchObject({ state: 'notEscalated', events: [{ kind: 'skipped', detail: 'noRoute' }] });
    // Raised to a disaster, the same problem escalates from then on.
    const [raised] = await h.sql<{ trigger_id: string }>('select trigger_id from problems where id = $1', [minor]);
    const trigger_id = raised!.trigger_id;
    await h.app.inject({
      method: 'POST',
      url: '/api/integrations/zabbix/events',
      headers: { 'x-gondola-zabbix-secret': ZABBIX_SECRET },
      payload: { eventId: trigger_id, triggerId: trigger_id, host: 'night-host', name: 'Disk 80% full', severity: 'Disaster', status: 'PROBLEM', time: new Date().toISOString() },
    });
    await h.app.escalations.idle();
    expect(await escalation(minor)).toMatchObject({ state: 'active', routeName: 'Disasters' });
    const [installation] = await h.sql<{ id: string }>(`select id from installations where status = 'maintenance' limit 1`);
    const serviced = await zabbixProblem({ installation: installation!.id, name: 'Camera off during service' });
    const answer = (await h.ok('admin', 'GET', `/api/problems/${serviced}/escalation`)).data;
    expect(answer.filter((e: Json) => e.state === 'active')).toEqual([]);
    expect(await h.sql('select id from escalation_events where problem_id = $1 and kind = $2', [serviced, 'notified'])).toEqual([]);
  });

  it('shows escalations to staff only and lets only support leads change chains and routes', async () => {
    const [any] = await h.sql<{ problem_id: string }>('select problem_id from escalations limit 1');
    expect((await h.call('customer', 'GET', `/api/problems/${any!.problem_id}/escalation`)).statusCode).toBeGreaterThanOrEqual(403);
    expect((await h.call('firstlevel', 'POST', '/api/escalation-chains', { name: 'Mine' })).statusCode).toBe(403);
    expect((await h.call('zerolevel', 'POST', '/api/escalation-routes', { name: 'Mine', chainId: 'x' })).statusCode).toBe(403);
    expect((await h.call('customer', 'GET', '/api/escalation-chains')).statusCode).toBe(403);
  });
});
