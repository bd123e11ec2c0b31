import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { tags, DAY, idParams } from './route-schemas.js';
import type { Principal } from '../../../core/access.js';
import { principalOf } from '../../auth/authenticate.js';
import { HttpError, parseInput } from '../../http/errors.js';
import { docs } from '../../http/route-docs.js';
import { ZabbixError } from '../../integrations/zabbix/json-rpc.js';
import { monitoringZabbixFor } from '../../integrations/zabbix/provider.js';
import { monitoringGraph } from './monitoring-graph.js';
import { salesPerDay } from './terminal-sales-store.js';

const salesQuery = z.object({ from: DAY, to: DAY }).refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['to'] });
const graphParams = z.object({
  id: z.string().min(1).max(200),
  graphId: z.string().regex(/^\d{1,20}$/, 'a Zabbix graph id'),
  hostId: z.string().regex(/^\d{1,20}$/, 'a Zabbix host id'),
});
const graphQuery = z.object({
  hours: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 31)
    .default(24),
});

/** An installation's terminal and monitoring: its sales per day and a graph of the monitoring. */
export default async function terminalRoutes(app: FastifyInstance) {
  const { repository, models } = app.resources;
  const model = (name: string) => models.get(name)!;
  const installation = async (id: string, principal: Principal) => repository.require(model('installations'), id, principal);
  const zabbix = monitoringZabbixFor(app.config);

  app.get<{ Params: { id: string } }>(
    '/api/installations/:id/terminal-sales',
    {
      config: { capability: 'console.read' },
      schema: docs({
        summary: "The installation's terminal sales per day and product in a range of days",
        tags,
        params: idParams,
        query: salesQuery,
        response: { 200: z.object({ rows: z.array(z.object({ day: z.string(), product: z.string(), quantity: z.number(), amount: z.number(), currency: z.string() })) }) },
      }),
    },
    async (request) => {
      const { id } = parseInput(idParams, request.params, 'params');
      const { from, to } = parseInput(salesQuery, request.query, 'query');
      await installation(id, principalOf(request));
      return { rows: await salesPerDay(app.db, id, from, to) };
    },
  );

  app.get<{ Params: { id: string; graphId: string; hostId: string } }>(
    '/api/installations/:id/monitoring-graph/:graphId/:hostId',
    {
      config: { capability: 'console.read' },
      schema: docs({
        summary: "A Zabbix graph of one of the installation's hosts over the last hours (graph.get, then history.get per item)",
        tags,
        params: graphParams,
        query: graphQuery,
        response: {
          200: z.object({
            graphId: z.string(),
            name: z.string(),
            demo: z.boolean().optional().describe("true when the demo's Zabbix double drew the graph"),
            series: z.array(
              z.object({ itemId: z.string(), name: z.string(), unit: z.string(), color: z.string().nullable(), points: z.array(z.object({ at: z.string(), value: z.number() })) }),
            ),
          }),
        },
      }),
    },
    async (request) => {
      const { id, graphId, hostId } = parseInput(graphParams, request.params, 'params');
      const { hours } = parseInput(graphQuery, request.query, 'query');
      await installation(id, principalOf(request));
      // Not connected is a state of this console, not a failure: the page says so.
      if (!zabbix) return { graphId, name: '', series: [], configured: false };
      const till = new Date();
      try {
        const graph = await monitoringGraph(zabbix, graphId, hostId, new Date(till.getTime() - hours * 3_600_000), till);
        if (!graph) throw new HttpError(404, 'not_found', `Zabbix has no graph ${graphId} of host ${hostId}`);
        return { ...graph, ...(zabbix.demo && { demo: true }) };
      } catch (error) {
        if (error instanceof ZabbixError) throw new HttpError(502, 'monitoring_unavailable', `Zabbix answered: ${error.message}`, { description: 'monitoringUnavailable' });
        throw error;
      }
    },
  );
}
