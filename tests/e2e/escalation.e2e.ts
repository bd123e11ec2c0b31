import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, launchBrowser, screenshot, startServer, type Browser, type RunningServer } from './harness';
import { signInThroughProvider } from './sign-in-helpers';

// The on-call job end to end: a disaster arrives by the Zabbix webhook; the person on duty gets
// the SMS at the sink; nobody acknowledges; after the wait the next step reaches second level by
// e-mail; the link in that e-mail acknowledges in Chromium; the escalation stops, the problem page
// shows every step, and the on-call report agrees.
const SECRET = 'a-long-shared-secret-for-zabbix';
type Json = Record<string, unknown>;
type SinkMessage = { channel: string; recipient: string; subject: string | null; body: string; receivedAt: string };

let server: RunningServer;
let browser: Browser;
let admin: Awaited<ReturnType<typeof apiAs>>['api'];

beforeAll(async () => {
  server = await startServer({ ZABBIX_WEBHOOK_SECRET: SECRET });
  ({ api: admin } = await apiAs(server, 'admin'));
  browser = await launchBrowser({ viewport: { width: 390, height: 844 } });
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const sink = async () => (await admin<{ messages: SinkMessage[] }>('GET', '/communication/sink?limit=500')).messages;

describe('on-call escalation in Chromium', () => {
  it('pages the person on duty by SMS, second level by e-mail after the wait, and stops when the e-mail’s link acknowledges', { timeout: 300_000 }, async () => {
    const { api: lead, headers: leadHeaders } = await apiAs(server, 'secondlevel');
    // The support lead's chain for this night: whoever is on duty, a minute's wait, then second level.
    const [rotation] = await admin<Json[]>('GET', `/on-duty-rotations?filter=${encodeURIComponent(JSON.stringify({ q: 'Second-level support' }))}`);
    const chain = await lead<Json>('POST', '/escalation-chains', { name: 'Night shift (test)' });
    const steps = [
      { action: 'notifyOnDuty', rotationId: rotation!.id },
      { action: 'wait', waitMinutes: 1 },
      { action: 'notifyPeople', people: ['demo-secondlevel'] },
    ];
    for (const [n, step] of steps.entries()) await lead('POST', '/escalation-steps', { chainId: chain.id, position: n + 1, ...step });
    // The demo's own route aside: this test's chain takes tonight's disasters.
    for (const route of await lead<Json[]>('GET', '/escalation-routes')) {
      const removed = await fetch(`${server.url}/api/escalation-routes/${route.id}`, { method: 'DELETE', headers: { authorization: leadHeaders.authorization! } });
      expect(removed.status).toBe(200);
    }
    await lead('POST', '/escalation-routes', { name: 'Disasters tonight', position: 1, chainId: chain.id, severities: ['5'] });
    // Tonight first level covers the rotation (whoever it gives the night to): the step reaches the cover.
    const { api: first } = await apiAs(server, 'firstlevel');
    await first('POST', '/on-duty-overrides', {
      rotationId: rotation!.id,
      kind: 'override',
      person: 'demo-firstlevel',
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      endsAt: new Date(Date.now() + 3 * 3_600_000).toISOString(),
      reason: 'Night cover',
    });
    const [onDuty] = (await admin<{ onDuty: Array<{ rotationId: string; person: string }> }>('GET', '/calendars/on-duty/now')).onDuty.filter((d) => d.rotationId === rotation!.id);
    expect(onDuty!.person).toBe('Felix First');
    // Second level's own rules aside (the demo's delay his e-mail by two minutes): the e-mail of his account, at once.
    // (A support lead reads everyone's rules: only his own go.)
    for (const rule of (await lead<Json[]>('GET', '/notification-rules')).filter((r) => r.staffUserId === 'demo-secondlevel')) {
      const removed = await fetch(`${server.url}/api/notification-rules/${rule.id}`, { method: 'DELETE', headers: { authorization: leadHeaders.authorization! } });
      expect(removed.status).toBe(200);
    }

    const opened = await fetch(`${server.url}/api/integrations/zabbix/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-gondola-zabbix-secret': SECRET },
      body: JSON.stringify({
        eventId: '880001',
        triggerId: '880001',
        host: 'night-host',
        name: 'Finish line timing down',
        severity: 'Disaster',
        status: 'PROBLEM',
        time: new Date().toISOString(),
      }),
    });
    expect(opened.status).toBe(202);
    const { id: problemId } = (await opened.json()) as { id: string };

    // The person on duty: an SMS at the sink, to the number of their own rule, with the link and the reply code.
    await expect.poll(async () => (await sink()).filter((m) => m.channel === 'sms' && m.body.includes('Finish line timing down')).length, { timeout: 30_000 }).toBe(1);
    const sms = (await sink()).find((m) => m.channel === 'sms' && m.body.includes('Finish line timing down'))!;
    expect(sms.recipient).toBe('+436991000002');
    expect(sms.body).toMatch(/^DISASTER: Finish line timing down\. Ack: http\S+\/a\/[A-Z0-9]{6}\.\S+ or reply ACK [A-Z0-9]{6}$/);
    // Nobody acknowledges: after the wait, second level gets the e-mail.
    const mailTo = async () => (await sink()).find((m) => m.channel === 'email' && m.recipient === 'secondlevel@gondola.example' && m.subject?.includes('Finish line timing down'));
    await expect.poll(async () => !!(await mailTo()), { timeout: 120_000, interval: 2_000 }).toBe(true);
    const mail = (await mailTo())!;
    const link = /https?:\/\/\S+\/a\/[A-Z0-9]{6}\.[A-Za-z0-9_-]+/.exec(mail.body)![0];

    // The link from the phone: sign in, then one button.
    const page = browser.page;
    await signInThroughProvider(page, server.url, 'secondlevel', new URL(link).pathname);
    await page.getByRole('heading', { name: 'Finish line timing down' }).waitFor({ timeout: 30_000 });
    await screenshot(page, 'escalation-link-phone');
    await page.getByRole('button', { name: 'Acknowledge' }).click();
    await page.getByTestId('link-acknowledged').waitFor();
    const acknowledgedAt = Date.now();
    await screenshot(page, 'escalation-link-acknowledged-phone');

    // The problem page's timeline: every step, how it ended.
    await page.goto(`${server.url}/problems/${problemId}/show`);
    const timeline = page.getByTestId('escalation-timeline');
    await timeline.waitFor({ timeout: 30_000 });
    await expect.poll(async () => (await timeline.textContent()) ?? '').toContain('Through the link in a message');
    const text = (await timeline.textContent()) ?? '';
    for (const words of ['Escalation started', 'Notified', 'Waiting', 'Felix First', 'Sven Second', 'SMS', 'E-mail', 'Acknowledged']) expect(text, words).toContain(words);
    await screenshot(page, 'escalation-timeline-phone');

    // The report counts it as acknowledged, per the rotation of the chain's first step.
    const report = await admin<{ summary: Array<{ id: string; value: number }>; tables: Array<{ id: string; rows: Json[] }> }>(
      'GET',
      `/reports/on-call-response?from=${encodeURIComponent(new Date(Date.now() - 86_400_000).toISOString())}&to=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`,
    );
    expect(report.summary.find((s) => s.id === 'acknowledged')!.value).toBeGreaterThanOrEqual(1);
    expect(report.tables.find((t) => t.id === 'rotations')!.rows.map((r) => r.key)).toContain('Second-level support');
    await page.goto(`${server.url}/on-call-report?range=last7Days`);
    await page.getByText('Per rotation').first().waitFor({ timeout: 30_000 });
    await screenshot(page, 'on-call-report-phone');
    // Stopped: nothing more is sent for it.
    const [escalation] = (await admin<{ data: Array<{ state: string; acknowledgedVia: string }> }>('GET', `/problems/${problemId}/escalation`)).data;
    expect(escalation).toMatchObject({ state: 'acknowledged', acknowledgedVia: 'link' });
    // (The on-duty person's own rules add an e-mail two minutes after the SMS: cancelled, unless it went before.)
    const late = (await sink()).filter((m) => m.body.includes('Finish line timing down') && Date.parse(m.receivedAt) > acknowledgedAt + 1_000);
    expect(late).toEqual([]);
  });
});
