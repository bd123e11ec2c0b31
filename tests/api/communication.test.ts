import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSupportMinutes } from '../../core/support-time.js';
import { stampTicketDueTimes } from '../../server/modules/communication/ticket-due-times.js';
import { publicHolidays } from '../../server/modules/reports/absence-report.js';
import { buildApp } from '../../server/app.js';
import { twilioSignature } from '../../server/integrations/sms/twilio-sms.js';
import { startFreshdeskDouble } from '../support/freshdesk-double.js';
import { startTwilioDouble } from '../support/twilio-double.js';
import { createTestDatabase } from '../support/test-db.js';
import { testConfig } from '../support/test-config.js';
import { bearer, tokenFactory } from '../support/tokens.js';

// biome-ignore lint/suspicious/noExplicitAny: the assertions read API answers field by field; their shapes are checked by the route schemas
type Json = Record<string, any>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const SID = `AC${'1'.repeat(32)}`;
const TOKEN = 'twilio-auth-token-123456';
const FRESHDESK_KEY = 'freshdesk-api-key';
const HOOK_SECRET = 'freshdesk-hook-secret-0123456789';

async function harness(env: Record<string, string>, smsTransport?: 'off') {
  const testDb = await createTestDatabase({ demo: true });
  const base = testConfig(env);
  const config = smsTransport ? { ...base, sms: { ...base.sms, transport: smsTransport } } : base;
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
  const close = async () => {
    await app.close();
    await testDb.dispose();
  };
  return { app, testDb, call, ok, sql, close };
}

/** A ticket list page asked with the word on where tickets live (`embed=["ticketing"]`), as the console asks it. */
const ticketListWithTicketing = `/api/tickets?range=${encodeURIComponent('[0,9]')}&embed=${encodeURIComponent('["ticketing"]')}`;

describe('communication with the demo sinks', () => {
  let h: Awaited<ReturnType<typeof harness>>;
  beforeAll(async () => {
    h = await harness({});
  });
  afterAll(async () => h?.close());

  const draft = async (contactIds: string[], extra: Json = {}) =>
    h.ok('firstlevel', 'POST', '/api/notifications', {
      title: 'Maintenance',
      kind: 'wizard',
      contactIds,
      channels: ['email', 'sms'],
      subjectEn: 'Maintenance at {installation}',
      subjectDe: 'Wartung bei {installation}',
      emailEn: 'Hello {contact}, we service {installation} ({resort}) on {date}.',
      emailDe: 'Guten Tag {contact}, wir warten {installation} ({resort}) am {date}.',
      smsEn: 'Gondola: maintenance at {installation} on {date}.',
      smsDe: 'Gondola: Wartung bei {installation} am {date}.',
      ...extra,
    });

  it('brings a ticket list page the word that tickets do not live in Freshdesk, as the status says it, for every role that reads tickets', async () => {
    for (const user of ['zerolevel', 'customer']) {
      const page = await h.ok(user, 'GET', ticketListWithTicketing);
      expect(page.companions, user).toEqual({ ticketing: { freshdesk: false } });
      expect((await h.ok(user, 'GET', '/api/communication/status')).freshdesk, user).toBe(false);
    }
  });

  it('finds recipients by criteria and sends each one e-mail and SMS in their language, once, to the sinks', async () => {
    const all = await h.ok('firstlevel', 'POST', '/api/notifications/recipients', {});
    expect(all.total).toBeGreaterThan(10);
    const technicians = await h.ok('firstlevel', 'POST', '/api/notifications/recipients', { contactRoles: ['technician'] });
    expect(technicians.contacts.every((c: Json) => c.role === 'technician')).toBe(true);
    expect(technicians.total).toBeLessThan(all.total);
    const bad = await h.call('firstlevel', 'POST', '/api/notifications/recipients', { countries: ['austria'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('countries');

    const reachable = all.contacts.filter((c: Json) => c.email && c.phone).slice(0, 6);
    const notification = await draft(reachable.map((c: Json) => c.id));
    expect(notification.state).toBe('draft');
    const sent = await h.ok('firstlevel', 'POST', `/api/notifications/${notification.id}/send`, { version: notification.version });
    expect(sent.queued).toBeGreaterThan(0);
    // The same draft again: refused, nothing more queued.
    expect((await h.call('firstlevel', 'POST', `/api/notifications/${notification.id}/send`, { version: sent.version })).statusCode).toBe(409);
    await h.app.communication.worker.drain();
    const rows = await h.sql<{ channel: string; status: string; text: string; language: string; recipient: string }>(
      'select channel, status, text, language, recipient from outbox_messages where notification_id = $1',
      [notification.id],
    );
    expect(rows.filter((r) => r.status === 'queued' || r.status === 'sending')).toEqual([]);
    const de = rows.find((r) => r.language === 'de' && r.channel === 'email');
    if (de) expect(de.text).toMatch(/^Guten Tag /);
    const sink = await h.sql<{ channel: string; copies: number; recipient: string }>('select channel, copies, recipient from sink_messages');
    expect(
      sink
        .filter((s) => s.channel === 'email')
        .map((s) => s.recipient)
        .sort(),
    ).toEqual(
      rows
        .filter((r) => r.channel === 'email')
        .map((r) => r.recipient)
        .sort(),
    );
    expect(sink.every((s) => s.copies === 1)).toBe(true);
    const after = await h.ok('firstlevel', 'GET', `/api/notifications/${notification.id}`);
    expect(after.state).toBe('done');
    const csv = await h.call('firstlevel', 'GET', `/api/notifications/${notification.id}/report.csv`);
    expect(csv.body.split('\r\n')[0]).toBe('contact,channel,recipient,language,status,reason,detail,attempts,sentAt');
    expect(csv.body.trim().split('\r\n')).toHaveLength(rows.length + 1);
    // The SMS sink reports delivery a moment later.
    await new Promise((r) => setTimeout(r, 400));
    const sms = await h.sql<{ status: string }>(`select status from outbox_messages where notification_id = $1 and channel = 'sms'`, [notification.id]);
    expect(sms.length && sms.every((m) => m.status === 'delivered')).toBe(true);
  });

  it('keeps a draft as the wizard saves it, step by step, for its author only', async () => {
    const created = await h.ok('firstlevel', 'POST', '/api/notifications', { title: 'Half way', kind: 'wizard', channels: ['email'] });
    const saved = await h.ok('firstlevel', 'PUT', `/api/notifications/${created.id}`, { ...created, title: 'Half way there', step: 2, contactRoles: ['technician'] });
    expect(saved).toMatchObject({ title: 'Half way there', step: 2, contactRoles: ['technician'], state: 'draft', authorId: 'demo-firstlevel' });
    const mine = await h.ok('firstlevel', 'GET', `/api/notifications?filter=${encodeURIComponent(JSON.stringify({ authorId: 'demo-firstlevel', kind: 'wizard' }))}`);
    expect(mine.map((n: Json) => n.title)).toContain('Half way there');
    expect((await h.call('secondlevel', 'PUT', `/api/notifications/${created.id}`, { ...saved, title: 'Mine now' })).statusCode).toBe(403);
  });

  it("says the notification's own date and time in the place's zone, not the moment of sending", async () => {
    const [place] = await h.sql<{ installation: string; contact: string }>(
      `select i.id as installation, c.id as contact from installations i join resorts r on r.id = i.resort_id join contacts c on c.customer_id = i.customer_id
        where r.timezone_id = 'Europe/Vienna' and c.email is not null and 'email' = any(c.notification_media) order by c.id limit 1`,
    );
    // 23:30 UTC on 14 March is 00:30 the next day in Vienna.
    const notification = await draft([place!.contact], {
      installationId: place!.installation,
      moment: '2027-03-14T23:30:00.000Z',
      emailEn: 'Maintenance on {date} at {time}.',
      emailDe: 'Wartung am {date} um {time}.',
      channels: ['email'],
    });
    const preview = await h.ok('firstlevel', 'POST', `/api/notifications/${notification.id}/preview`, { contactId: place!.contact });
    expect(preview.messages[0].text).toMatch(/(Maintenance|Wartung) (on|am) 15\.03\.2027 (at|um) 00:30\./);
    await h.ok('firstlevel', 'POST', `/api/notifications/${notification.id}/send`, { version: notification.version });
    const [sent] = await h.sql<{ text: string }>('select text from outbox_messages where notification_id = $1', [notification.id]);
    expect(sent!.text).toContain('15.03.2027');
    expect(sent!.text).toContain('00:30');
  });

  it('composes a message incomplete, never half-filled, when the contact lacks the address or a placeholder has no value', async () => {
    const contact = await h.ok('admin', 'POST', '/api/contacts', {
      name: 'No Mail',
      role: 'technician',
      customerId: (await h.sql<{ id: string }>('select id from customers limit 1'))[0]!.id,
      phone: '+436641234567',
    });
    const notification = await draft([contact.id], { smsEn: 'Ticket {ticket} is solved.', smsDe: '' });
    await h.ok('firstlevel', 'POST', `/api/notifications/${notification.id}/send`, { version: notification.version });
    const rows = await h.sql<{ channel: string; status: string; reason: string; text: string | null }>(
      'select channel, status, reason, text from outbox_messages where notification_id = $1 order by channel',
      [notification.id],
    );
    expect(rows).toEqual([
      { channel: 'email', status: 'incomplete', reason: 'noEmail', text: null },
      { channel: 'sms', status: 'incomplete', reason: 'missingPlaceholder', text: null },
    ]);
  });

  it('lists in the report every recipient chosen, also one who takes none of the chosen channels (incomplete, with the reason)', async () => {
    const customerId = (await h.sql<{ id: string }>('select id from customers limit 1'))[0]!.id;
    const mail = await h.ok('admin', 'POST', '/api/contacts', { name: 'Mail Only', role: 'technician', customerId, email: 'mail.only@example.com', notificationMedia: ['email'] });
    const phone = await h.ok('admin', 'POST', '/api/contacts', { name: 'Phone Call Only', role: 'technician', customerId, phone: '+436641234500', notificationMedia: ['phone'] });
    const notification = await draft([mail.id, phone.id], { channels: ['email'] });
    await h.ok('firstlevel', 'POST', `/api/notifications/${notification.id}/send`, { version: notification.version });
    const rows = await h.sql<{ contact_id: string; channel: string; status: string; reason: string | null }>(
      'select contact_id, channel, status, reason from outbox_messages where notification_id = $1 order by contact_id',
      [notification.id],
    );
    expect(rows.map((r) => r.contact_id).sort()).toEqual([mail.id, phone.id].sort());
    expect(rows.find((r) => r.contact_id === phone.id)).toMatchObject({ channel: 'email', status: 'incomplete', reason: 'mediumNotWanted' });
    expect(rows.find((r) => r.contact_id === mail.id)!.status).not.toBe('incomplete');
  });

  it('pauses, resumes and cancels sending; only the author or an administrator steers a notification', async () => {
    const contacts = (await h.ok('firstlevel', 'POST', '/api/notifications/recipients', { media: ['email'] })).contacts.filter((c: Json) => c.email).slice(0, 4);
    expect(contacts.length).toBe(4);
    const n = await draft(
      contacts.map((c: Json) => c.id),
      { channels: ['email'] },
    );
    const sent = await h.ok('firstlevel', 'POST', `/api/notifications/${n.id}/send`, { version: n.version });
    expect((await h.call('secondlevel', 'POST', `/api/notifications/${n.id}/pause`, { version: sent.version })).statusCode).toBe(403);
    const paused = await h.ok('firstlevel', 'POST', `/api/notifications/${n.id}/pause`, { version: sent.version });
    expect(paused.state).toBe('paused');
    await h.app.communication.worker.drain();
    expect((await h.sql(`select 1 from outbox_messages where notification_id = $1 and status = 'sent'`, [n.id])).length).toBe(0);
    const resumed = await h.ok('firstlevel', 'POST', `/api/notifications/${n.id}/resume`, { version: paused.version });
    expect(resumed.queued).toBe(contacts.length);
    const cancelled = await h.ok('admin', 'POST', `/api/notifications/${n.id}/cancel`, { version: resumed.version });
    expect(cancelled.state).toBe('cancelled');
    await h.app.communication.worker.drain();
    expect(await h.sql(`select distinct status from outbox_messages where notification_id = $1`, [n.id])).toEqual([{ status: 'cancelled' }]);
    expect((await h.call('firstlevel', 'POST', `/api/notifications/${n.id}/resume`, { version: cancelled.version })).statusCode).toBe(409);
    expect((await h.call('zerolevel', 'POST', '/api/notifications/recipients', {})).statusCode).toBe(403);
  });

  it('sends the same draft once when it is sent twice at the same moment', async () => {
    const takesMail = (c: Json) => c.email && (!c.media.length || c.media.includes('email'));
    const contacts = (await h.ok('firstlevel', 'POST', '/api/notifications/recipients', {})).contacts.filter(takesMail).slice(0, 3);
    const n = await draft(
      contacts.map((c: Json) => c.id),
      { channels: ['email'] },
    );
    const answers = await Promise.all([1, 2, 3].map(() => h.call('firstlevel', 'POST', `/api/notifications/${n.id}/send`, { version: n.version })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await h.sql(`select 1 from outbox_messages where notification_id = $1`, [n.id])).length).toBe(contacts.length);
  });

  it('gives a console ticket its priority, its assignee and the due times of the installation’s SLA, counted in its support hours', async () => {
    const [withSla, withoutSla] = await h.sql<{ id: string; zone: string | null; country: string }>(
      `select i.id, r.timezone_id as zone, i.country from installations i left join resorts r on r.id = i.resort_id order by i.id desc limit 2`,
    );
    await h.sql('delete from slas where installation_id in ($1, $2)', [withSla!.id, withoutSla!.id]);
    await h.ok('admin', 'POST', '/api/slas', {
      installationId: withSla!.id,
      level: 'premium',
      responseMinutes: 30,
      resolutionHours: 8,
      supportHours: 'office',
      validFrom: '2020-01-01',
    });
    const raise = (installationId: string) =>
      h.ok('firstlevel', 'POST', '/api/tickets', {
        subject: 'Gate stuck',
        installationId,
        topic: 'timing',
        impact: 'critical',
        priority: 'urgent',
        assigneeId: 'demo-secondlevel',
      });
    const ticket = await raise(withSla!.id);
    const zone = withSla!.zone ?? 'Europe/Vienna';
    const raised = new Date(ticket.createdAt);
    const holidays = publicHolidays(withSla!.country, [raised.getUTCFullYear(), raised.getUTCFullYear() + 1]);
    const holiday = (day: string) => holidays.has(day);
    const expected = {
      responseDueAt: addSupportMinutes(raised, 30, 'office', zone, undefined, holiday).toISOString(),
      resolutionDueAt: addSupportMinutes(raised, 8 * 60, 'office', zone, undefined, holiday).toISOString(),
    };
    // In the answer to the create and on every read after it; office hours put both inside a working day.
    expect(ticket).toMatchObject({ priority: 'urgent', assigneeId: 'demo-secondlevel', ...expected });
    expect(await h.ok('secondlevel', 'GET', `/api/tickets/${ticket.id}`)).toMatchObject(expected);
    const local = (iso: string) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: zone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
    for (const due of Object.values(expected)) expect(local(due)).toMatch(/^(Mon|Tue|Wed|Thu|Fri) (0[8-9]|1[0-7]):\d\d$/);
    expect(Date.parse(expected.resolutionDueAt)).toBeGreaterThan(Date.parse(expected.responseDueAt));
    // The office keeps the installation's country's public holidays: raised on Monday 7 December 2026 at 16:50 in
    // Vienna, an Austrian installation's first response is due on Wednesday (the 8th is a holiday), an Italian one's too, a Swiss one's on Tuesday.
    await h.sql(`update resorts set timezone_id = 'Europe/Vienna' where id = (select resort_id from installations where id = $1)`, [withSla!.id]);
    const dueIn = async (country: string) => {
      await h.sql('update installations set country = $2 where id = $1', [withSla!.id, country]);
      const due = await stampTicketDueTimes(h.app.db, { id: ticket.id, installationId: withSla!.id, createdAt: '2026-12-07T15:50:00Z' });
      return local(due!.responseDueAt.toISOString());
    };
    expect(await dueIn('AT')).toBe('Wed 08:20');
    expect(await dueIn('IT')).toBe('Wed 08:20');
    expect(await dueIn('CH')).toBe('Tue 08:20');
    // The due times are the server's: a client cannot set them, and a ticket without an SLA has none.
    const other = await raise(withoutSla!.id);
    expect(other).toMatchObject({ responseDueAt: null, resolutionDueAt: null, priority: 'urgent' });
    const forged = await h.call('firstlevel', 'POST', '/api/tickets', {
      subject: 'x',
      installationId: withoutSla!.id,
      topic: 'timing',
      impact: 'low',
      resolutionDueAt: '2030-01-01T00:00:00Z',
    });
    expect(forged.statusCode).toBe(400);
  });

  it('e-mails a reply on a console ticket to its contact', async () => {
    const [contact] = await h.sql<{ id: string; email: string; customer_id: string }>('select id, email, customer_id from contacts where email is not null limit 1');
    const [installation] = await h.sql<{ id: string }>('select id from installations where customer_id = $1 limit 1', [contact!.customer_id]);
    const ticket = await h.ok('firstlevel', 'POST', '/api/tickets', {
      subject: 'Photocell',
      installationId: installation!.id,
      topic: 'timing',
      impact: 'high',
      contactId: contact!.id,
      description: 'Drops out',
    });
    // A private note leaves the ticket open; the reply puts it in waiting for the customer, audited.
    await h.ok('firstlevel', 'POST', '/api/ticket-conversations', { ticketId: ticket.id, kind: 'note', body: 'Spare part from stock.' });
    expect(await h.ok('firstlevel', 'GET', `/api/tickets/${ticket.id}`)).toMatchObject({ status: 'open', version: ticket.version });
    await h.ok('firstlevel', 'POST', '/api/ticket-conversations', { ticketId: ticket.id, kind: 'reply', body: 'We replaced it.' });
    expect(await h.ok('firstlevel', 'GET', `/api/tickets/${ticket.id}`)).toMatchObject({ status: 'pending', version: ticket.version + 1, updatedBy: 'demo-firstlevel' });
    const audit = await h.sql<{ actor: string; changes: Json }>(`select actor, changes from audit_log where resource = 'tickets' and record_id = $1 and action = 'update'`, [
      ticket.id,
    ]);
    expect(audit).toEqual([{ actor: 'demo-firstlevel', changes: { status: { before: 'open', after: 'pending' }, firstRespondedAt: { before: null, after: expect.any(String) } } }]);
    // The first reply is the first response; a later one changes neither (the customer answered, support replies again).
    const responded = (await h.ok('firstlevel', 'GET', `/api/tickets/${ticket.id}`)).firstRespondedAt as string;
    expect(Date.parse(responded)).toBeGreaterThan(Date.parse(ticket.createdAt));
    await h.ok('firstlevel', 'PATCH', `/api/tickets/${ticket.id}`, { status: 'open', version: ticket.version + 1 });
    await h.ok('firstlevel', 'POST', '/api/ticket-conversations', { ticketId: ticket.id, kind: 'reply', body: 'Any news?' });
    expect(await h.ok('firstlevel', 'GET', `/api/tickets/${ticket.id}`)).toMatchObject({ status: 'pending', firstRespondedAt: responded });
    await h.app.communication.worker.drain();
    const mails = await h.sql<{ recipient: string; subject: string; body: string }>(`select recipient, subject, body from sink_messages where subject = 'Re: Photocell'`);
    expect(mails).toEqual(
      expect.arrayContaining([
        { recipient: contact!.email, subject: 'Re: Photocell', body: expect.stringContaining('We replaced it.') },
        { recipient: contact!.email, subject: 'Re: Photocell', body: expect.stringContaining('Any news?') },
      ]),
    );
    expect(mails).toHaveLength(2);
    expect((await h.call('zerolevel', 'POST', '/api/ticket-conversations', { ticketId: ticket.id, kind: 'reply', body: 'x' })).statusCode).toBe(403);
    // Private notes are the support team's: customer users read no conversation at all.
    expect((await h.ok('zerolevel', 'GET', '/api/ticket-conversations')).length).toBeGreaterThan(0);
    expect(await h.ok('customer', 'GET', '/api/ticket-conversations')).toEqual([]);
  });
});

describe('communication through Twilio and Freshdesk (protocol doubles)', () => {
  let h: Awaited<ReturnType<typeof harness>>;
  let twilio: Awaited<ReturnType<typeof startTwilioDouble>>;
  let freshdesk: Awaited<ReturnType<typeof startFreshdeskDouble>>;
  beforeAll(async () => {
    twilio = await startTwilioDouble(SID, TOKEN);
    freshdesk = await startFreshdeskDouble(FRESHDESK_KEY);
    h = await harness({
      SMS_PROVIDER_URL: twilio.url,
      SMS_ACCOUNT_SID: SID,
      SMS_AUTH_TOKEN: TOKEN,
      SMS_FROM: '+43660000000',
      SMS_PER_SECOND: '100',
      FRESHDESK_DOMAIN: freshdesk.url,
      FRESHDESK_API_KEY: FRESHDESK_KEY,
      FRESHDESK_WEBHOOK_SECRET: HOOK_SECRET,
    });
  });
  afterAll(async () => {
    await h?.close();
    await twilio?.close();
    await freshdesk?.close();
  });

  const smsTo = async (phone: string) => {
    const [customer] = await h.sql<{ id: string }>('select id from customers limit 1');
    const contact = await h.ok('admin', 'POST', '/api/contacts', { name: `SMS ${phone}`, role: 'technician', customerId: customer!.id, phone, notificationMedia: ['sms'] });
    const n = await h.ok('firstlevel', 'POST', '/api/notifications', { title: 'SMS', contactIds: [contact.id], channels: ['sms'], smsEn: 'Gondola test', smsDe: 'Gondola Test' });
    await h.ok('firstlevel', 'POST', `/api/notifications/${n.id}/send`, { version: n.version });
    return (await h.sql<{ id: string }>('select id from outbox_messages where notification_id = $1', [n.id]))[0]!.id;
  };
  const outbox = async (id: string) => (await h.sql<Json>('select status, reason, attempts, provider_id, detail from outbox_messages where id = $1', [id]))[0]!;

  it('retries a provider outage and a rate limit with back-off, and fails a refused number for good', async () => {
    twilio.failing(1);
    const id = await smsTo('+436641111111');
    await h.app.communication.worker.process(id);
    expect(await outbox(id)).toMatchObject({ status: 'queued', attempts: 1, detail: expect.stringContaining('503') });
    await h.sql(`update outbox_messages set next_attempt_at = now() where id = $1`, [id]);
    twilio.limit(1);
    await h.app.communication.worker.process(id);
    expect(await outbox(id)).toMatchObject({ status: 'queued', attempts: 2, detail: expect.stringContaining('429') });
    await h.sql(`update outbox_messages set next_attempt_at = now() where id = $1`, [id]);
    await h.app.communication.worker.process(id);
    expect(await outbox(id)).toMatchObject({ status: 'sent', attempts: 3, provider_id: expect.stringMatching(/^SM/) });
    expect(twilio.messages.filter((m) => m.to === '+436641111111')).toHaveLength(1);

    const refused = await smsTo('+999 1234567');
    await h.app.communication.worker.process(refused);
    expect(await outbox(refused)).toMatchObject({ status: 'failed', reason: 'providerRejected', detail: expect.stringContaining('21211') });
  });

  it('does not send an SMS again whose earlier attempt reached the provider before the worker died', async () => {
    const id = await smsTo('+436642222222');
    await h.app.communication.worker.process(id);
    // The worker died after the provider took it and before it wrote the outcome: the claim expires.
    await h.sql(`update outbox_messages set status = 'sending', provider_id = null, claimed_until = now() - interval '1 second' where id = $1`, [id]);
    await h.app.communication.worker.process(id);
    expect(await outbox(id)).toMatchObject({ status: 'sent', provider_id: expect.stringMatching(/^SM/), detail: null });
    expect(twilio.messages.filter((m) => m.to === '+436642222222')).toHaveLength(1);
  });

  it('takes signed delivery reports and refuses unsigned ones', async () => {
    const id = await smsTo('+436643333333');
    await h.app.communication.worker.process(id);
    const { provider_id } = await outbox(id);
    const params = { MessageSid: provider_id, MessageStatus: 'undelivered', ErrorCode: '30005' };
    const url = 'http://localhost:8080/api/webhooks/sms-status';
    const form = new URLSearchParams(params).toString();
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    expect((await h.app.inject({ method: 'POST', url: '/api/webhooks/sms-status', headers: { ...headers, 'x-twilio-signature': 'forged' }, payload: form })).statusCode).toBe(401);
    const signed = await h.app.inject({
      method: 'POST',
      url: '/api/webhooks/sms-status',
      headers: { ...headers, 'x-twilio-signature': twilioSignature(TOKEN, url, params) },
      payload: form,
    });
    expect(signed.statusCode).toBe(204);
    expect(await outbox(id)).toMatchObject({ status: 'bounced', reason: 'undeliverable' });
  });

  it('brings a ticket list page the word that tickets live in Freshdesk, with its rows', async () => {
    const page = await h.ok('zerolevel', 'GET', ticketListWithTicketing);
    expect(page.companions).toEqual({ ticketing: { freshdesk: true } });
    expect(Array.isArray(page.data)).toBe(true);
  });

  it('mirrors a ticket, its reply and its private note to Freshdesk, and its status change', async () => {
    const [contact] = await h.sql<{ id: string; email: string; customer_id: string }>('select id, email, customer_id from contacts where email is not null limit 1');
    const [installation] = await h.sql<{ id: string }>('select id from installations where customer_id = $1 limit 1', [contact!.customer_id]);
    const ticket = await h.ok('firstlevel', 'POST', '/api/tickets', {
      subject: 'Finish camera',
      installationId: installation!.id,
      topic: 'video',
      impact: 'critical',
      priority: 'urgent',
      contactId: contact!.id,
      description: 'Black <image>',
    });
    await h.ok('firstlevel', 'POST', '/api/ticket-conversations', { ticketId: ticket.id, kind: 'reply', body: 'On our way.' });
    await h.ok('firstlevel', 'POST', '/api/ticket-conversations', { ticketId: ticket.id, kind: 'note', body: 'Technician: Max' });
    await h.app.communication.worker.drain();
    const remote = [...freshdesk.tickets.values()].find((t) => t.subject === 'Finish camera')!;
    // The reply put the ticket in waiting for the customer: pending (3) there too.
    expect(remote).toMatchObject({
      priority: 4,
      status: 3,
      email: contact!.email,
      custom_fields: { cf_installation: installation!.id, cf_topic: 'video', cf_impact: 'critical' },
      description: 'Black &lt;image&gt;',
    });
    expect(freshdesk.conversations.filter((c) => c.ticket_id === remote.id).map((c) => [c.body_text, c.private])).toEqual([
      ['On our way.', false],
      ['Technician: Max', true],
    ]);
    const local = await h.ok('firstlevel', 'GET', `/api/tickets/${ticket.id}`);
    expect(local.externalId).toBe(String(remote.id));
    await h.ok('firstlevel', 'PUT', `/api/tickets/${ticket.id}`, { ...local, status: 'resolved' });
    await h.app.communication.worker.drain();
    expect(remote.status).toBe(4);
  });

  it("syncs Freshdesk's changed tickets page by page through the link header, waiting out a rate limit, and only those of known installations", async () => {
    const [installation] = await h.sql<{ id: string }>('select id from installations limit 1');
    for (let i = 0; i < 130; i++) freshdesk.addTicket({ subject: `From Freshdesk ${i}`, custom_fields: { cf_installation: installation!.id, cf_topic: 'timing' }, priority: 3 });
    freshdesk.addTicket({ subject: 'Unknown place', custom_fields: { cf_installation: 'no-such-installation' } });
    const first = freshdesk.addTicket({ subject: 'With an answer', custom_fields: { cf_installation: installation!.id } });
    freshdesk.addIncoming(first.id, 'Thanks, works again.');
    freshdesk.limit(1);
    const result = await h.ok('firstlevel', 'POST', '/api/support-requests/sync');
    expect(result.skipped).toBe(1);
    expect(result.tickets).toBeGreaterThanOrEqual(131);
    expect(freshdesk.requests.some((r) => r.path.includes('page=2'))).toBe(true);
    const synced = await h.sql<{ n: string }>(
      `select count(*) as n from tickets where subject like 'From Freshdesk %' and priority = 'high' and impact = 'high' and topic = 'timing'`,
    );
    expect(Number(synced[0]!.n)).toBe(130);
    const [answer] = await h.sql<{ body: string; incoming: boolean }>(
      `select c.body, c.incoming from ticket_conversations c join tickets t on t.id = c.ticket_id where t.external_id = $1`,
      [String(first.id)],
    );
    expect(answer).toEqual({ body: 'Thanks, works again.', incoming: true });
    // Again: nothing new, nothing twice.
    await h.ok('firstlevel', 'POST', '/api/support-requests/sync');
    expect(Number((await h.sql<{ n: string }>(`select count(*) as n from tickets where subject like 'From Freshdesk %'`))[0]!.n)).toBe(130);
  });

  it("takes Freshdesk's webhook only with the shared secret, and updates that ticket at once", async () => {
    const [installation] = await h.sql<{ id: string }>('select id from installations limit 1');
    const remote = freshdesk.addTicket({
      subject: 'Hooked',
      priority: 4,
      custom_fields: { cf_installation: installation!.id },
      fr_due_by: '2026-12-07T08:30:00Z',
      due_by: '2026-12-07T16:00:00Z',
    });
    const hook = (secret?: string) =>
      h.app.inject({ method: 'POST', url: '/api/webhooks/freshdesk', headers: secret ? { 'x-gondola-freshdesk-secret': secret } : {}, payload: { ticket_id: remote.id } });
    expect((await hook()).statusCode).toBe(401);
    expect((await hook('wrong-secret-0123456789abcdef')).statusCode).toBe(401);
    expect((await hook(HOOK_SECRET)).json()).toEqual({ synced: true });
    // Freshdesk's priority and its own SLA's due times; the impact read from an urgent priority.
    const [synced] = await h.sql<Json>('select priority, impact, response_due_at, resolution_due_at from tickets where external_id = $1', [String(remote.id)]);
    const iso = (value: unknown) => new Date(value as string).toISOString();
    expect({ ...synced, response_due_at: iso(synced!.response_due_at), resolution_due_at: iso(synced!.resolution_due_at) }).toEqual({
      priority: 'urgent',
      impact: 'critical',
      response_due_at: '2026-12-07T08:30:00.000Z',
      resolution_due_at: '2026-12-07T16:00:00.000Z',
    });
    // A later state without due times (Freshdesk's SLA removed) keeps the ones the ticket has.
    remote.status = 5;
    delete remote.fr_due_by;
    delete remote.due_by;
    await hook(HOOK_SECRET);
    const [closed] = await h.sql<Json>('select status, resolution_due_at from tickets where external_id = $1', [String(remote.id)]);
    expect({ status: closed!.status, resolutionDue: iso(closed!.resolution_due_at) }).toEqual({ status: 'closed', resolutionDue: '2026-12-07T16:00:00.000Z' });
  });
});

describe('communication with SMS off (production without an SMS provider)', () => {
  let h: Awaited<ReturnType<typeof harness>>;
  beforeAll(async () => {
    h = await harness({}, 'off');
  });
  afterAll(async () => h?.close());

  it('says SMS is off, refuses a notification that still chooses SMS and sends it by e-mail once SMS is unticked', async () => {
    expect(await h.ok('zerolevel', 'GET', '/api/communication/status')).toMatchObject({ sms: 'off' });
    const [contact] = await h.sql<{ id: string }>(`select id from contacts where email is not null and phone is not null limit 1`);
    const n = await h.ok('firstlevel', 'POST', '/api/notifications', {
      title: 'Off',
      contactIds: [contact!.id],
      channels: ['email', 'sms'],
      subjectEn: 'Notice',
      emailEn: 'Hello {contact}.',
      smsEn: 'Hello.',
    });
    const refused = await h.call('firstlevel', 'POST', `/api/notifications/${n.id}/send`, { version: n.version });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/channels: SMS is off on this console/);
    expect(await h.sql('select id from outbox_messages where notification_id = $1', [n.id])).toEqual([]);
    const emailOnly = await h.ok('firstlevel', 'PUT', `/api/notifications/${n.id}`, { ...n, channels: ['email'] });
    const sent = await h.ok('firstlevel', 'POST', `/api/notifications/${n.id}/send`, { version: emailOnly.version });
    expect(sent.queued).toBe(1);
    expect(await h.sql('select channel from outbox_messages where notification_id = $1', [n.id])).toEqual([{ channel: 'email' }]);
  });
});
