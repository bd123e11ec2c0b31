// `npx tsx scripts/render-dashboard.ts [--minutes 3] [--out test-results/dashboard.png]`: the Grafana
// dashboard of deploy/grafana, drawn from real data where Grafana is not at hand. A demo replica
// (the built server) and the machine's Prometheus (Debian's `prometheus`, scraping every 2 s) run
// while a support team's traffic is played against the API (lists, an edit, refused input, a
// notification through the outbox, the simulated devices); then every panel's queries are asked
// of Prometheus over that window and drawn, and Chromium takes the picture. A panel without
// data is named and fails the run: a query the metrics no longer answer is found here.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { apiAs, chromiumPath, freePort, NO_RATE_LIMITS, startServer } from '../tests/e2e/harness';
import { freshPostgresDatabase, postgresReachable } from '../tests/support/fresh-postgres';
import { legend, lineChart, page, panelHtml, type Series } from './dashboard/render-svg';

interface Panel {
  title: string;
  fieldConfig?: { defaults?: { unit?: string } };
  targets?: Array<{ expr: string; legendFormat?: string }>;
}

const ROOT = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { minutes: { type: 'string', default: '3' }, out: { type: 'string', default: 'test-results/dashboard.png' } } });
const seconds = Math.round(Number(values.minutes) * 60);
const STEP_S = 4;
const dashboard = JSON.parse(fs.readFileSync(path.join(ROOT, 'deploy/grafana/gondola-dashboard.json'), 'utf8')) as { title: string; panels: Panel[] };
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-dashboard-'));

// On PostgreSQL where the machine has it, as production runs (the pool panel has data then).
const database = (await postgresReachable()) ? await freshPostgresDatabase('gondola_dashboard') : undefined;
const server = await startServer({
  ...NO_RATE_LIMITS,
  ...(database && { DATABASE_URL: database.url }),
  MQTT_PORT: String(await freePort()),
  SIMULATOR_DEVICES: '60',
  REPLICA_ID: 'demo-1',
});
const promPort = await freePort();
fs.writeFileSync(
  path.join(work, 'prometheus.yml'),
  `global: { scrape_interval: 2s }\nscrape_configs:\n  - job_name: gondola\n    static_configs: [{ targets: ["127.0.0.1:${server.port}"] }]\n`,
);
const prometheus = spawn('/usr/bin/prometheus', [`--config.file=${work}/prometheus.yml`, `--storage.tsdb.path=${work}/tsdb`, `--web.listen-address=127.0.0.1:${promPort}`], {
  stdio: 'ignore',
});
const promUrl = `http://127.0.0.1:${promPort}`;

try {
  await traffic(seconds);
  const end = Date.now() / 1000;
  const panels: string[] = [];
  const empty: string[] = [];
  for (const panel of dashboard.panels) {
    const series: Series[] = [];
    for (const target of panel.targets ?? []) series.push(...(await queryRange(target.expr, target.legendFormat ?? '', end - seconds, end)));
    if (!series.length) empty.push(panel.title);
    panels.push(panelHtml(panel.title, lineChart(series, panel.fieldConfig?.defaults?.unit ?? '', STEP_S), legend(series)));
  }
  const out = path.resolve(ROOT, values.out);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  const tab = await browser.newPage({ viewport: { width: 1240, height: 900 } });
  await tab.setContent(page(`${dashboard.title} — one demo replica, the last ${values.minutes} minutes`, panels));
  await tab.screenshot({ path: out, fullPage: true });
  await browser.close();
  process.stdout.write(`dashboard: ${out} (${dashboard.panels.length} panels${empty.length ? `, without data: ${empty.join('; ')}` : ''})\n`);
  if (empty.length) process.exitCode = 1;
} finally {
  prometheus.kill();
  await server.stop('SIGTERM');
  await database?.drop();
  fs.rmSync(work, { recursive: true, force: true });
}

/** The dashboard's variables as Grafana fills them for "all replicas". */
function filled(expr: string) {
  return expr.replaceAll('$replica', '.*').replaceAll('$__rate_interval', '30s');
}

async function queryRange(expr: string, legendFormat: string, start: number, end: number): Promise<Series[]> {
  const url = new URL('/api/v1/query_range', promUrl);
  url.search = new URLSearchParams({ query: filled(expr), start: String(start), end: String(end), step: String(STEP_S) }).toString();
  const body = (await (await fetch(url)).json()) as {
    status: string;
    error?: string;
    data: { result: Array<{ metric: Record<string, string>; values: Array<[number, string]> }> };
  };
  if (body.status !== 'success') throw new Error(`${expr}: ${body.error}`);
  return body.data.result.map((r) => ({
    name: legendFormat.replace(/\{\{(\w+)\}\}/g, (_, label: string) => r.metric[label] ?? '') || JSON.stringify(r.metric),
    points: r.values.map(([t, v]) => [t, Number(v)] as [number, number]).filter(([, v]) => Number.isFinite(v)),
  }));
}

/** A support team's morning, compressed: reads, an edit, refused input, a notification by e-mail. */
async function traffic(durationS: number) {
  const staff = await apiAs(server, 'firstlevel');
  const reader = await apiAs(server, 'zerolevel');
  const request = (who: typeof staff, method: string, url: string, body?: unknown) =>
    fetch(`${server.url}/api${url}`, { method, headers: who.headers, body: body === undefined ? undefined : JSON.stringify(body) }).then((r) => r.status);
  const contact = (await staff.api<Array<{ id: string }>>('GET', '/contacts?range=[0,0]&filter={"q":""}'))[0]!;
  const stopAt = Date.now() + durationS * 1000;
  let round = 0;
  while (Date.now() < stopAt) {
    round++;
    await Promise.all([
      request(reader, 'GET', '/installations?range=[0,24]'),
      request(reader, 'GET', '/problems?range=[0,24]'),
      request(staff, 'GET', '/devices?range=[0,49]'),
      request(staff, 'GET', '/triage'),
      request(reader, 'GET', '/notes?range=[0,9]'),
      request(staff, 'GET', '/installations/does-not-exist'),
      request(staff, 'POST', '/notes', { title: '' }),
    ]);
    if (round % 20 === 0) {
      const draft = await staff.api<{ id: string; version: number }>('POST', '/notifications', {
        title: `Dashboard ${round}`,
        contactIds: [contact.id],
        channels: ['email'],
        subjectEn: 'Notice',
        emailEn: 'Hello {contact}.',
      });
      await request(staff, 'POST', `/notifications/${draft.id}/send`, { version: draft.version });
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}
