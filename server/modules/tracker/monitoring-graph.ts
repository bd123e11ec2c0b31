import type { ZabbixClient } from '../../integrations/zabbix/json-rpc.js';

export interface GraphSeries {
  itemId: string;
  name: string;
  unit: string;
  color: string | null;
  points: Array<{ at: string; value: number }>;
}

/** Numeric value types a chart can draw: 0 float, 3 unsigned integer. */
const NUMERIC = new Set(['0', '3']);

/** A Zabbix graph of a host over a time range as chart series (Zabbix `graph.get`, then `history.get` per item). */
export async function monitoringGraph(client: ZabbixClient, graphId: string, hostId: string, from: Date, till: Date) {
  const graph = await client.graph(graphId, hostId);
  if (!graph) return undefined;
  const series: GraphSeries[] = [];
  for (const item of graph.items.filter((i) => NUMERIC.has(i.value_type))) {
    const history = await client.history(item.itemid, item.value_type, Math.floor(from.getTime() / 1000), Math.floor(till.getTime() / 1000));
    series.push({
      itemId: item.itemid,
      name: item.name,
      unit: item.units,
      color: item.color ? `#${item.color}` : null,
      points: history.map((h) => ({ at: new Date(Number(h.clock) * 1000).toISOString(), value: Number(h.value) })),
    });
  }
  return { graphId: graph.graphid, name: graph.name, series };
}
