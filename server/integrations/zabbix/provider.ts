import { createHash } from 'node:crypto';
import type { AppConfig } from '../../config.js';
import { ZabbixClient } from './json-rpc.js';
import { createZabbixDouble, type DoubleGraph, zabbixDoubleFetch } from './zabbix-double.js';

const DEMO_URL = 'https://zabbix.demo.gondola.example';
const DEMO_TOKEN = 'demo-zabbix-api-token';
const STEP_S = 300;
const WEEK_S = 7 * 86_400;

/** The graphs every demo host has, as a Zabbix template gives them: items with their unit, colour and a daily shape. */
const DEMO_GRAPHS: Record<string, { name: string; items: Array<{ name: string; units: string; color: string; base: number; swing: number; floor?: number }> }> = {
  '1001': {
    name: 'CPU load',
    items: [
      { name: 'Load average (1m avg)', units: '', color: '1A7C11', base: 0.6, swing: 0.5 },
      { name: 'Load average (15m avg)', units: '', color: 'F63100', base: 0.5, swing: 0.3 },
    ],
  },
  '1002': {
    name: 'Network traffic on eth0',
    items: [
      { name: 'Bits received', units: 'bps', color: '199C0D', base: 2_400_000, swing: 2_000_000 },
      { name: 'Bits sent', units: 'bps', color: 'F63100', base: 900_000, swing: 700_000 },
    ],
  },
  '1003': {
    name: 'Free disk space on /',
    items: [{ name: 'Free space in %', units: '%', color: '2774A4', base: 62, swing: 3, floor: 0 }],
  },
};

/** A demo graph of any host: busy in the lifts' opening hours, quiet at night, a little noise from the host and the hour. */
function demoGraph(graphId: string, hostId: string, now = Date.now()): DoubleGraph | undefined {
  const template = DEMO_GRAPHS[graphId];
  if (!template || !/^\d{1,20}$/.test(hostId)) return undefined;
  const till = Math.floor(now / 1000 / STEP_S) * STEP_S;
  return {
    graphid: graphId,
    name: template.name,
    hostid: hostId,
    items: template.items.map((item, n) => ({
      itemid: `${graphId}:${hostId}:${n}`,
      name: item.name,
      value_type: '0',
      units: item.units,
      color: item.color,
      history: Array.from({ length: WEEK_S / STEP_S + 1 }, (_, i) => {
        const clock = till - WEEK_S + i * STEP_S;
        const hour = ((clock / 3600) % 24) + 1; // the Alps' winter time, near enough
        const open = Math.max(0, Math.sin(((hour - 7) / 11) * Math.PI));
        const noise =
          createHash('sha256')
            .update(`${hostId}:${graphId}:${n}:${Math.floor(clock / 3600)}`)
            .digest()[0]! /
            255 -
          0.5;
        const value = Math.max(item.floor ?? 0, item.base + item.swing * (open - 0.4 + noise * 0.5));
        return { clock, value: value.toFixed(item.units === 'bps' ? 0 : 2) };
      }),
    })),
  };
}

/**
 * Who answers Zabbix for the console's reads and acknowledgements: the configured Zabbix
 * (`ZABBIX_URL` and `ZABBIX_API_TOKEN`); in demo mode, for the monitoring dashboard only, a double
 * speaking Zabbix 7.0's JSON-RPC in process whose hosts all carry the demo template's graphs
 * (1001 CPU load, 1002 network traffic, 1003 free disk space); otherwise none.
 */
export function zabbixClientFor(config: Pick<AppConfig, 'zabbix' | 'mode'>): (ZabbixClient & { demo: boolean }) | undefined {
  const { url, apiToken } = config.zabbix;
  if (url && apiToken) return Object.assign(new ZabbixClient({ url, apiToken }), { demo: false });
  return undefined;
}

/** The monitoring dashboard's Zabbix: the configured one, or the demo's double in demo mode. */
export function monitoringZabbixFor(config: Pick<AppConfig, 'zabbix' | 'mode'>): (ZabbixClient & { demo: boolean }) | undefined {
  const configured = zabbixClientFor(config);
  if (configured || config.mode !== 'demo') return configured;
  const double = createZabbixDouble({ version: '7.0.0', token: DEMO_TOKEN, graphFor: (graphId, hostId) => demoGraph(graphId, hostId) });
  return Object.assign(new ZabbixClient({ url: DEMO_URL, apiToken: DEMO_TOKEN, fetchImpl: zabbixDoubleFetch(double) }), { demo: true });
}
