import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/pglite-database.js';
import { startTwilioDouble } from '../support/twilio-double.js';
import { apiAs, freePort, startServer, type RunningServer } from '../e2e/harness.js';
import { postgresReachable, scratchDatabase } from './postgres-servers.js';
import { recordCases } from './support.js';

// The outbox across crashes: a notification to many contacts is being sent (e-mail to the demo
// mail sink, SMS through a Twilio double that outlives the server) when the server is killed
// with SIGKILL, again and again; after the last restart every message has gone out exactly once,
// counted where it arrived.
const CONTACTS = 60;
const KILLS = Number(process.env.RELIABILITY_OUTBOX_KILLS ?? 4);
const SID = `AC${'7'.repeat(32)}`;
const TOKEN = 'outbox-crash-auth-token';
const PG_REQUIRED = process.env.RELIABILITY_REQUIRE_PG === '1';
const pgAvailable = await postgresReachable();
if (!pgAvailable && PG_REQUIRED) throw new Error('PostgreSQL is required (RELIABILITY_REQUIRE_PG=1) but not reachable');

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
type Query = (sql: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;

async function killWhileSending(env: Record<string, string>, dataDir: string, query: () => Promise<{ query: Query; close(): Promise<void> }>) {
  const twilio = await startTwilioDouble(SID, TOKEN);
  cleanups.push(() => twilio.close());
  const port = await freePort();
  const serverEnv = {
    DEMO_DATA: 'false',
    DEVICE_GATEWAY: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_API_PER_MIN: '0',
    OUTBOX_CLAIM_S: '5',
    SMS_PROVIDER_URL: twilio.url,
    SMS_ACCOUNT_SID: SID,
    SMS_AUTH_TOKEN: TOKEN,
    SMS_FROM: '+43660000001',
    SMS_PER_SECOND: '40',
    ...env,
  };
  let server: RunningServer = await startServer(serverEnv, { dataDir, port });
  const { api } = await apiAs(server, 'admin');
  const customer = await api<{ id: string }>('POST', '/customers', { id: 'outbox-crash', name: 'Outbox Crash AG', country: 'AT' });
  const ids: string[] = [];
  for (let n = 0; n < CONTACTS; n++) {
    const contact = await api<{ id: string }>('POST', '/contacts', {
      name: `Crash ${n}`,
      role: 'technician',
      customerId: customer.id,
      email: `crash${n}@outbox.example`,
      phone: `+43676${String(2_000_000 + n)}`,
      notificationMedia: ['email', 'sms'],
    });
    ids.push(contact.id);
  }
  const draft = await api<{ id: string; version: number }>('POST', '/notifications', {
    title: 'Crash',
    contactIds: ids,
    channels: ['email', 'sms'],
    subjectEn: 'Crash test for {contact}',
    emailEn: 'Hello {contact}, this is one message.',
    smsEn: 'Gondola: one message for {contact}.',
  });
  const sent = await api<{ queued: number }>('POST', `/notifications/${draft.id}/send`, { version: draft.version });
  expect(sent.queued).toBe(CONTACTS * 2);
  const settled = async () => {
    const { api: now } = await apiAs(server, 'admin');
    const { counts } = await now<{ counts: Array<{ status: string; count: number }> }>('GET', `/notifications/${draft.id}/progress`);
    return counts.filter((c) => c.status !== 'queued' && c.status !== 'sending').reduce((a, c) => a + c.count, 0);
  };
  for (let kill = 0; kill < KILLS; kill++) {
    // Killed while it sends: once this process has settled a message more, a random moment later.
    const before = await settled();
    for (const until = Date.now() + 30_000; (await settled()) === before && Date.now() < until; ) await sleep(20);
    await sleep(Math.random() * 150);
    server.process.kill('SIGKILL');
    await server.stop();
    server = await startServer(serverEnv, { dataDir, port });
  }
  // Claims of the killed processes expire (5 s here), then the last one sends what is left.
  const deadline = Date.now() + 120_000;
  for (;;) {
    const { api: now } = await apiAs(server, 'admin');
    const { counts } = await now<{ counts: Array<{ status: string; count: number }> }>('GET', `/notifications/${draft.id}/progress`);
    if (!counts.some((c) => c.status === 'queued' || c.status === 'sending')) break;
    if (Date.now() > deadline) throw new Error(`not settled: ${JSON.stringify(counts)}`);
    await sleep(500);
  }
  await server.stop('SIGTERM');
  const db = await query();
  let retaken = 0;
  try {
    const outcomes = await db.query(
      `select channel, status, count(*)::int as n from outbox_messages where notification_id = $1 group by channel, status order by channel, status`,
      [draft.id],
    );
    expect(outcomes.filter((o) => !['sent', 'delivered'].includes(String(o.status)))).toEqual([]);
    const mails = await db.query(`select key, copies from sink_messages where channel = 'email' and recipient like '%@outbox.example'`);
    expect(mails).toHaveLength(CONTACTS);
    expect(
      mails.filter((m) => m.copies !== 1),
      'e-mails that arrived more than once',
    ).toEqual([]);
    const [takenOver] = await db.query(`select count(*)::int as n from outbox_messages where notification_id = $1 and attempts > 1`, [draft.id]);
    retaken = Number(takenOver!.n);
  } finally {
    await db.close();
  }
  const perNumber = new Map<string, number>();
  for (const m of twilio.messages) perNumber.set(m.to, (perNumber.get(m.to) ?? 0) + 1);
  expect(perNumber.size, 'SMS recipients reached').toBe(CONTACTS);
  expect(
    [...perNumber.entries()].filter(([, n]) => n !== 1),
    'SMS sent more than once',
  ).toEqual([]);
  recordCases('crash', KILLS);
  console.info(`outbox: ${KILLS} kills while sending ${CONTACTS * 2} messages (${retaken} claimed again after a kill); every e-mail and SMS arrived once`);
}

describe(`the outbox, killed ${KILLS} times while sending`, () => {
  it('on PGlite: every message goes out exactly once, counted at the sinks', { timeout: 300_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-outbox-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    await killWhileSending({}, dataDir, async () => {
      const db = await openPglite(path.join(dataDir, 'pglite'));
      return { query: async (sql, params) => (await db.query<Record<string, unknown>>(sql, params)).rows, close: () => db.close() };
    });
  });

  it.skipIf(!pgAvailable)('on PostgreSQL: every message goes out exactly once, counted at the sinks', { timeout: 300_000 }, async () => {
    const database = await scratchDatabase('gondola_outbox');
    cleanups.push(() => database.drop());
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-outbox-pg-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    await killWhileSending({ DATABASE_URL: database.url }, dataDir, async () => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      return { query: async (sql, params) => (await client.query(sql, params)).rows as Array<Record<string, unknown>>, close: () => client.end() };
    });
  });
});
