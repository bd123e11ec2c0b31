import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import { createTestDatabase, type TestDatabase } from '../support/test-db.js';
import { testConfig } from '../support/test-config.js';

// Issue 47: the alert rules and the Grafana dashboard shipped in deploy/ ask for series the
// replicas really expose, and the rules fire when they should (promtool's own rule tests).
const ROOT = path.resolve(import.meta.dirname, '../..');
const OBSERVABILITY = path.join(ROOT, 'deploy/observability');
const promtool = ['/usr/bin/promtool', '/usr/local/bin/promtool'].find((p) => fs.existsSync(p));
if (!promtool && process.env.CI) throw new Error('promtool is not installed (Debian package prometheus); CI must test the alert rules with it');

const dashboard = JSON.parse(fs.readFileSync(path.join(ROOT, 'deploy/grafana/gondola-dashboard.json'), 'utf8')) as {
  panels: Array<{ title: string; targets: Array<{ expr: string }> }>;
};
const rules = fs.readFileSync(path.join(OBSERVABILITY, 'gondola-alerts.yml'), 'utf8');
const SERIES = /\b((?:gondola|process|nodejs)_[a-z0-9_]+)/g;

let testDb: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  testDb = await createTestDatabase();
  // The device layer on its embedded broker, so the MQTT series are there too.
  app = await buildApp({ config: testConfig({ DEVICE_GATEWAY: 'true', MQTT_PORT: '0', SIMULATOR_DEVICES: '0' }), db: testDb.db, logger: false });
});
afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

describe('the dashboard and the alert rules', () => {
  it('ask only for series a replica exposes', async () => {
    const exposition = (await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).body;
    const exposed = new Set([...exposition.matchAll(/^# TYPE (\S+)/gm)].map((m) => m[1]!));
    const isExposed = (name: string) => exposed.has(name) || exposed.has(name.replace(/_(bucket|sum|count)$/, ''));
    const asked = new Map<string, string>();
    for (const panel of dashboard.panels) for (const { expr } of panel.targets) for (const [, name] of expr.matchAll(SERIES)) asked.set(name!, `panel "${panel.title}"`);
    for (const [, name] of rules.matchAll(SERIES)) asked.set(name!, 'an alert rule');
    expect(asked.size).toBeGreaterThan(10);
    expect([...asked].filter(([name]) => !isExposed(name)).map(([name, where]) => `${name} (${where})`)).toEqual([]);
  });

  it.runIf(promtool)('are valid rules that fire when they should (promtool test rules)', () => {
    const checked = spawnSync(promtool!, ['check', 'rules', 'gondola-alerts.yml'], { cwd: OBSERVABILITY, encoding: 'utf8' });
    expect(checked.status, checked.stdout + checked.stderr).toBe(0);
    const tested = spawnSync(promtool!, ['test', 'rules', 'gondola-alerts.test.yml'], { cwd: OBSERVABILITY, encoding: 'utf8' });
    expect(tested.status, tested.stdout + tested.stderr).toBe(0);
  });
});
