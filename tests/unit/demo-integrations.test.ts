import { describe, expect, it } from 'vitest';
import { JiraError } from '../../server/integrations/jira/client.js';
import { jiraClientFor } from '../../server/integrations/jira/provider.js';
import { monitoringZabbixFor, zabbixClientFor } from '../../server/integrations/zabbix/provider.js';
import { monitoringGraph } from '../../server/modules/tracker/monitoring-graph.js';

const zabbix = { hostTag: 'gondola:installation', hostGroupPrefix: 'Gondola/' };
const jira = { startDateField: 'customfield_10015' };

describe("the demo's Zabbix, behind the monitoring dashboard only", () => {
  it('draws a template graph of any host over the asked hours, one value every five minutes, through the JSON-RPC client', async () => {
    const client = monitoringZabbixFor({ mode: 'demo', zabbix })!;
    expect(client.demo).toBe(true);
    const till = new Date();
    const graph = await monitoringGraph(client, '1002', '2002', new Date(till.getTime() - 6 * 3_600_000), till);
    expect(graph?.name).toBe('Network traffic on eth0');
    expect(graph?.series.map((s) => [s.name, s.unit, s.color])).toEqual([
      ['Bits received', 'bps', '#199C0D'],
      ['Bits sent', 'bps', '#F63100'],
    ]);
    for (const s of graph!.series) {
      expect(s.points.length).toBeGreaterThanOrEqual(72);
      expect(s.points.length).toBeLessThanOrEqual(73);
      expect(s.points.every((p) => Number.isFinite(p.value) && p.value >= 0)).toBe(true);
    }
    // The same host and hour give the same values: a reload does not redraw the past.
    const again = await monitoringGraph(client, '1002', '2002', new Date(till.getTime() - 6 * 3_600_000), till);
    expect(again!.series[0]!.points.slice(0, 10)).toEqual(graph!.series[0]!.points.slice(0, 10));
  });

  it('knows no graph outside its template, as Zabbix answers an empty list', async () => {
    const client = monitoringZabbixFor({ mode: 'demo', zabbix })!;
    expect(await monitoringGraph(client, '4711', '2002', new Date(Date.now() - 3_600_000), new Date())).toBeUndefined();
  });

  it('stands in only in demo mode and never for acknowledgements', () => {
    expect(monitoringZabbixFor({ mode: 'test', zabbix })).toBeUndefined();
    expect(monitoringZabbixFor({ mode: 'production', zabbix })).toBeUndefined();
    expect(zabbixClientFor({ mode: 'demo', zabbix })).toBeUndefined();
    expect(monitoringZabbixFor({ mode: 'demo', zabbix: { ...zabbix, url: 'https://zabbix.example', apiToken: 'token-1234' } })?.demo).toBe(false);
  });
});

describe("the demo's Jira", () => {
  it("answers its issues through Jira's REST client, dated from today", async () => {
    const now = new Date('2026-12-01T09:00:00Z');
    const client = jiraClientFor({ mode: 'demo', jira }, now)!;
    expect(client.demo).toBe(true);
    expect(await client.issue('OPS-101')).toEqual({
      key: 'OPS-101',
      summary: 'Season opening: check the timing systems',
      assignee: 'Lukas Gruber',
      startsOn: '2026-12-03',
      endsOn: '2026-12-04',
      project: 'Operations',
      url: 'https://jira.demo.gondola.example/browse/OPS-101',
    });
    expect(await client.issue('OPS-103')).toMatchObject({ assignee: null, startsOn: null, endsOn: null });
  });

  it('says an unknown key is not found, as Jira does', async () => {
    const client = jiraClientFor({ mode: 'demo', jira })!;
    const failure = await client.issue('OPS-999').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(JiraError);
    expect((failure as JiraError).reason).toBe('not-found');
    expect((failure as JiraError).message).toContain('Issue does not exist');
  });

  it('stands in only in demo mode; a configured Jira is always the one asked', () => {
    expect(jiraClientFor({ mode: 'test', jira })).toBeUndefined();
    expect(jiraClientFor({ mode: 'production', jira })).toBeUndefined();
    expect(jiraClientFor({ mode: 'demo', jira: { ...jira, url: 'https://acme.atlassian.net', apiToken: 'token-1234' } })?.demo).toBe(false);
  });
});
