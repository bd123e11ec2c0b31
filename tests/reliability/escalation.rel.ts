import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTwilioDouble } from '../support/twilio-double.js';
import { apiAs, freePort, startServer, type RunningServer } from '../e2e/harness.js';
import { postgresReachable, scratchDatabase } from './postgres-servers.js';
import { recordCases } from './support.js';

// On-call escalation across crashes: 20 disasters escalate (SMS to the person on duty through a
// Twilio double that outlives the server, e-mail to the demo sink); while their later steps come
// due, the server is killed with SIGKILL, again and again. After the last restart every due step
// has run once: each person got each step's message exactly once, counted where it arrived. The
// waits are shortened by moving the escalations' `next_at` in the database (PostgreSQL: the test
// reads and writes the same database as the server).
const PROBLEMS = 20;
const KILLS = Number(process.env.RELIABILITY_ESCALATION_KILLS ?? 3);
const SID = `AC${'8'.repeat(32)}`;
const TOKEN = 'escalation-crash-auth-token';
const SECRET = 'a-long-shared-secret-for-zabbix';
const PHONE = '+436641230000';
const PG_REQUIRED = process.env.RELIABILITY_REQUIRE_PG === '1';
const pgAvailable = await postgresReachable();
if (!pgAvailable && PG_REQUIRED) throw new Error('PostgreSQL is required (RELIABILITY_REQUIRE_PG=1) but not reachable');

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe(`escalations, killed ${KILLS} times while their steps come due`, () => {
  it.skipIf(!pgAvailable)('on PostgreSQL: every due step runs once, counted at the sinks', { timeout: 600_000 }, async () => {
    const database = await scratchDatabase('gondola_escalation');
    cleanups.push(() => database.drop());
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-escalation-pg-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const twilio = await startTwilioDouble(SID, TOKEN);
    cleanups.push(() => twilio.close());
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    cleanups.push(() => db.end());
    const rows = async (sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows as Array<Record<string, unknown>>;

    const port = await freePort();
    const env = {
      DATABASE_URL: database.url,
      DEMO_DATA: 'false',
      DEVICE_GATEWAY: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_API_PER_MIN: '0',
      OUTBOX_CLAIM_S: '5',
      ZABBIX_WEBHOOK_SECRET: SECRET,
      SMS_PROVIDER_URL: twilio.url,
      SMS_ACCOUNT_SID: SID,
      SMS_AUTH_TOKEN: TOKEN,
      SMS_FROM: '+43660000001',
      SMS_PER_SECOND: '40',
    };
    let server: RunningServer = await startServer(env, { dataDir, port });
    const { api: admin } = await apiAs(server, 'admin');
    const { api: firstlevel } = await apiAs(server, 'firstlevel');
    const { api: secondlevel } = await apiAs(server, 'secondlevel');
    await apiAs(server, 'projects').then(({ api }) => api('GET', '/escalation-chains'));
    // Signed in once each: they are console users the steps can name.
    await firstlevel('GET', '/escalation-chains');
    const rotation = await admin<{ id: string }>('POST', '/on-duty-rotations', {
      name: 'Crash desk',
      members: ['demo-firstlevel'],
      timeZone: 'Europe/Vienna',
      firstShiftAt: new Date(Date.now() - 48 * 3_600_000).toISOString(),
      shiftHours: 24,
      frequency: 'daily',
      interval: 1,
    });
    const chain = await secondlevel<{ id: string }>('POST', '/escalation-chains', { name: 'Crash chain' });
    const steps = [
      { action: 'notifyOnDuty', rotationId: rotation.id },
      { action: 'wait', waitMinutes: 30 },
      { action: 'notifyPeople', people: ['demo-secondlevel'] },
      { action: 'wait', waitMinutes: 30 },
      { action: 'notifyRole', role: 'projectmanager' },
    ];
    for (const [n, step] of steps.entries()) await secondlevel('POST', '/escalation-steps', { chainId: chain.id, position: n + 1, ...step });
    await secondlevel('POST', '/escalation-routes', { name: 'Everything', position: 1, chainId: chain.id, isDefault: true });
    await firstlevel('POST', '/notification-rules', { position: 1, channel: 'sms', phone: PHONE, delayMinutes: 0 });

    for (let n = 0; n < PROBLEMS; n++) {
      const response = await fetch(`${server.url}/api/integrations/zabbix/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-gondola-zabbix-secret': SECRET },
        body: JSON.stringify({
          eventId: String(5000 + n),
          triggerId: String(5000 + n),
          host: 'crash-host',
          name: `Crash problem ${n}`,
          severity: 5,
          status: 'PROBLEM',
          time: new Date().toISOString(),
        }),
      });
      expect(response.status).toBe(202);
    }
    const notified = async () => Number((await rows(`select count(*)::int as n from escalation_events where kind = 'notified'`))[0]!.n);
    const waitFor = async (what: string, done: () => Promise<boolean>, ms = 120_000) => {
      for (const until = Date.now() + ms; !(await done()); await sleep(200)) if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    };
    await waitFor('the first step of every escalation', async () => (await notified()) >= PROBLEMS);

    for (let kill = 0; kill < KILLS; kill++) {
      // The waits end now: the sweep (or a job) runs the next steps; the server dies while it does.
      await rows(`update escalations set next_at = now() - interval '1 second' where state = 'active' and next_at is not null`);
      const before = await notified();
      await waitFor(
        'a step to run',
        async () => (await notified()) > before || Number((await rows(`select count(*)::int as n from escalations where state = 'active'`))[0]!.n) === 0,
        30_000,
      );
      await sleep(Math.random() * 200);
      server.process.kill('SIGKILL');
      await server.stop();
      server = await startServer(env, { dataDir, port });
    }
    // Whatever is still waiting comes due; the last server runs the chains to their end.
    await waitFor(
      'every chain to end',
      async () => {
        await rows(`update escalations set next_at = now() - interval '1 second' where state = 'active' and next_at > now()`);
        return Number((await rows(`select count(*)::int as n from escalations where state = 'active'`))[0]!.n) === 0;
      },
      240_000,
    );
    await waitFor('the outbox to settle', async () => Number((await rows(`select count(*)::int as n from outbox_messages where status in ('queued', 'sending')`))[0]!.n) === 0);
    await server.stop('SIGTERM');

    const perStep = await rows(
      `select ev.step, ev.person, ev.channel, count(*)::int as n from escalation_events ev where ev.kind = 'notified' group by ev.step, ev.person, ev.channel order by 1, 2, 3`,
    );
    expect(perStep.map((r) => [r.step, r.person, r.channel, r.n])).toEqual([
      [1, 'demo-firstlevel', 'sms', PROBLEMS],
      [3, 'demo-secondlevel', 'email', PROBLEMS],
      [5, 'demo-projects', 'email', PROBLEMS],
    ]);
    expect(await rows(`select state, count(*)::int as n from escalations group by state`)).toEqual([{ state: 'exhausted', n: PROBLEMS }]);
    const mails = await rows(`select recipient, copies from sink_messages where channel = 'email' and subject like '[Disaster] Crash problem%'`);
    expect(mails).toHaveLength(PROBLEMS * 2);
    expect(
      mails.filter((m) => m.copies !== 1),
      'e-mails that arrived more than once',
    ).toEqual([]);
    const sms = twilio.messages.filter((m) => m.to === PHONE);
    expect(sms).toHaveLength(PROBLEMS);
    expect(new Set(sms.map((m) => /Crash problem \d+/.exec(m.body)?.[0])).size, 'one SMS per problem').toBe(PROBLEMS);
    recordCases('crash', KILLS);
    console.info(`escalations: ${KILLS} kills while ${PROBLEMS} problems escalated; every step's message arrived once`);
  });
});
