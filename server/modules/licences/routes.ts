import type { FastifyInstance, FastifyRequest } from 'fastify';
import { licenceReport, licenceReportCsv, type ComponentInput, type LicenceInput } from '../../../core/licence-report.js';
import { principalOf } from '../../auth/authenticate.js';
import { scopeCondition } from '../../crud/scope.js';
import { SqlParams } from '../../crud/sql-params.js';

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
    const [licences, components, customers] = await Promise.all([
      app.db.query<LicenceInput>(
        `select l.id, l.name, l.type, l.customer_id as "customerId", l.seats, l.valid_from::text as "validFrom", l.valid_until::text as "validUntil"
         from licences l${licenceScope ? ` where ${licenceScope}` : ''}`,
        licenceParams.values,
      ),
      app.db.query<ComponentInput>(
        `select c.id, c.name, c.type_id as "typeId", t.requires_licence as "requiresLicence", c.licence_name as "licenceName",
                c.installation_id as "installationId", i.name as "installationName", i.customer_id as "customerId"
         from software_components c join installations i on i.id = c.installation_id join software_component_types t on t.id = c.type_id
         ${componentScope ? `where ${componentScope}` : ''}`,
        componentParams.values,
      ),
      app.db.query<{ id: string; name: string }>('select id, name from customers'),
    ]);
    const today = new Date().toISOString().slice(0, 10);
    return licenceReport(licences.rows, components.rows, new Map(customers.rows.map((c) => [c.id, c.name])), today);
  }

  app.get('/api/licence-report', { config: { capability: 'console.read' } }, async (request) => ({ generatedAt: new Date().toISOString(), customers: await build(request) }));

  app.get('/api/licence-report/csv', { config: { capability: 'console.read' } }, async (request, reply) => {
    const csv = licenceReportCsv(await build(request));
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="licence-report-${new Date().toISOString().slice(0, 10)}.csv"`);
    return `\uFEFF${csv}`;
  });
}
