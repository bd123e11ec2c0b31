import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { licenceReport, licenceReportCsv } from '../../../core/licence-report.js';
import { principalOf } from '../../auth/authenticate.js';
import { scopeCondition } from '../../crud/scope.js';
import { SqlParams } from '../../crud/sql-params.js';
import { docs } from '../../http/route-docs.js';
import { licenceReportInputs } from './licence-store.js';

const reportAnswer = z.object({
  generatedAt: z.string(),
  customers: z.array(
    z.record(z.string(), z.unknown()).describe('a customer: its licences, seats used against the components they cover, expiry buckets, components without a licence'),
  ),
});

/** GET /api/licence-report (JSON) and /api/licence-report/csv, limited to the caller's customers. */
export default async function licenceReportRoutes(app: FastifyInstance) {
  const { models } = app.resources;
  const context = { models, db: app.db, cache: app.customerScopeCache };

  async function build(request: FastifyRequest) {
    const principal = principalOf(request);
    const licenceParams = new SqlParams();
    const licenceScope = await scopeCondition(models.get('licences')!, principal, licenceParams, 'l', context);
    const componentParams = new SqlParams();
    const componentScope = await scopeCondition(models.get('software-components')!, principal, componentParams, 'c', context);
    const { licences, components, customers } = await licenceReportInputs(
      app.db,
      { sql: licenceScope, values: licenceParams.values },
      { sql: componentScope, values: componentParams.values },
    );
    const today = new Date().toISOString().slice(0, 10);
    return licenceReport(licences, components, new Map(customers.map((c) => [c.id, c.name])), today);
  }

  app.get(
    '/api/licence-report',
    {
      config: { capability: 'console.read' },
      schema: docs({ summary: 'Licences per customer: seats against components, expiry, what is unlicensed', tags: ['Software'], response: { 200: reportAnswer } }),
    },
    async (request) => ({ generatedAt: new Date().toISOString(), customers: await build(request) }),
  );

  app.get(
    '/api/licence-report/csv',
    { config: { capability: 'console.read' }, schema: docs({ summary: 'The licence report as a spreadsheet', tags: ['Software'], response: { 200: 'csv' } }) },
    async (request, reply) => {
      const csv = licenceReportCsv(await build(request));
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="licence-report-${new Date().toISOString().slice(0, 10)}.csv"`);
      return `\uFEFF${csv}`;
    },
  );
}
