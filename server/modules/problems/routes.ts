import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../auth/authenticate.js';
import { scopeCondition } from '../../crud/scope.js';
import { SqlParams } from '../../crud/sql-params.js';
import { HttpError, parseInput, reportRange } from '../../http/errors.js';
import { reportFromWebhook, secretMatches, zabbixWebhookPayload } from '../../integrations/zabbix/ingest.js';
import { ZabbixClient } from '../../integrations/zabbix/json-rpc.js';
import { acknowledgeProblem, type AcknowledgeResult } from './acknowledge.js';
import { problemGroups } from './groups.js';
import { mismatchedStates } from './mismatched.js';
import { problemReport, problemReportCsv } from './report.js';
import { recordProblem } from './problem-store.js';

const SECRET_HEADER = 'x-gondola-zabbix-secret';

const acknowledgeBody = z
  .object({
    message: z.string().trim().max(2000).nullish(),
    severity: z.number().int().min(0).max(5).nullish(),
    close: z.boolean().optional(),
    unacknowledge: z.boolean().optional(),
  })
  .strict();
const acknowledgeAllBody = acknowledgeBody.extend({ installationId: z.string().min(1).max(64), source: z.enum(['zabbix', 'tracker', 'skimovie']) }).strict();

/** Problems: the Zabbix webhook, acknowledge one, acknowledge all of an installation and source. */
export default async function problemRoutes(app: FastifyInstance) {
  const { zabbix } = app.config;
  const client = zabbix.url && zabbix.apiToken ? new ZabbixClient({ url: zabbix.url, apiToken: zabbix.apiToken }) : undefined;
  const publish = app.events.publish.bind(app.events);
  const problems = app.resources.models.get('problems')!;

  app.post('/api/integrations/zabbix/events', { config: { public: true }, bodyLimit: 64 * 1024 }, async (request, reply) => {
    if (!zabbix.webhookSecret) throw new HttpError(503, 'not_configured', 'Zabbix ingest is off: set ZABBIX_WEBHOOK_SECRET');
    if (!secretMatches(zabbix.webhookSecret, request.headers[SECRET_HEADER])) throw new HttpError(401, 'unauthorized', `Missing or wrong ${SECRET_HEADER} header`);
    const payload = parseInput(zabbixWebhookPayload, request.body);
    const report = await reportFromWebhook(app.db, zabbix, payload, client);
    const { id, change } = await recordProblem(app.db, report, publish);
    return reply.status(202).send({ id, change, installationId: report.installationId, reread: report.reread });
  });

  const deps = { db: app.db, zabbix: client, publish };

  /** Open problems by severity (and how many are unacknowledged), for the list's header. */
  app.get('/api/problems/counts', { config: { capability: 'console.read' } }, async (request) => {
    const principal = principalOf(request);
    const params = new SqlParams();
    const scope = await scopeCondition(problems, principal, params, 't', { models: app.resources.models, db: app.db, cache: app.customerScopeCache });
    const { rows } = await app.db.query<{ severity: string; open: number; unacknowledged: number }>(
      `select t.severity, count(*)::int as open, count(*) filter (where not t.acknowledged)::int as unacknowledged
       from problems t where t.state = 'problem'${scope ? ` and ${scope}` : ''} group by t.severity`,
      params.values,
    );
    const bySeverity = Object.fromEntries(['0', '1', '2', '3', '4', '5'].map((s) => [s, { open: 0, unacknowledged: 0 }]));
    for (const row of rows) bySeverity[row.severity] = { open: row.open, unacknowledged: row.unacknowledged };
    return { bySeverity, open: rows.reduce((n, r) => n + r.open, 0), unacknowledged: rows.reduce((n, r) => n + r.unacknowledged, 0) };
  });

  /** The list grouped by installation: `filter` as in the list. */
  app.get<{ Querystring: Record<string, unknown> }>('/api/problems/groups', { config: { capability: 'console.read' } }, async (request) =>
    problemGroups(principalOf(request), { models: app.resources.models, db: app.db, cache: app.customerScopeCache }, request.query),
  );

  app.get('/api/problems/mismatched', { config: { capability: 'console.read' } }, async (request) =>
    mismatchedStates(principalOf(request), { models: app.resources.models, db: app.db, cache: app.customerScopeCache }),
  );

  const reportOf = async (request: FastifyRequest) => {
    const { from, to } = parseInput(reportRange, request.query, 'range');
    return problemReport(principalOf(request), { models: app.resources.models, db: app.db, cache: app.customerScopeCache }, from, to);
  };
  app.get('/api/problems/report', { config: { capability: 'console.read' } }, reportOf);
  app.get('/api/problems/report/csv', { config: { capability: 'console.read' } }, async (request, reply) => {
    const report = await reportOf(request);
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="problems-${report.from.slice(0, 10)}-${report.to.slice(0, 10)}.csv"`);
    return problemReportCsv(report);
  });

  /** The problem a source knows by its trigger (the acknowledge pages' addresses use it). */
  app.get<{ Params: { source: string; triggerId: string } }>('/api/problems/by-trigger/:source/:triggerId', { config: { capability: 'console.read' } }, async (request) => {
    const { records } = await app.resources.repository.list(
      problems,
      { sort: { field: 'startedAt', order: 'DESC' }, range: [0, 0], filter: { source: request.params.source, triggerId: request.params.triggerId } },
      principalOf(request),
    );
    if (!records[0]) throw new HttpError(404, 'not_found', `No ${request.params.source} problem with trigger ${request.params.triggerId}`);
    return records[0];
  });

  app.post<{ Params: { id: string } }>('/api/problems/:id/acknowledge', { config: { capability: 'support.write' } }, async (request) => {
    const input = parseInput(acknowledgeBody, request.body);
    const principal = principalOf(request);
    return acknowledgeProblem({ ...deps, visible: async (id) => !!(await app.resources.repository.get(problems, id, principal)) }, request.params.id, principal, input);
  });

  app.post('/api/problems/acknowledge-all', { config: { capability: 'support.write' } }, async (request) => {
    const { installationId, source, ...input } = parseInput(acknowledgeAllBody, request.body);
    const principal = principalOf(request);
    const records = [];
    for (let start = 0; ; start += 1000) {
      const page = await app.resources.repository.list(
        problems,
        { sort: { field: 'startedAt', order: 'ASC' }, range: [start, start + 999], filter: { installationId, source, state: 'problem', acknowledged: false } },
        principal,
      );
      records.push(...page.records);
      if (page.records.length < 1000) break;
    }
    const visible = async (id: string) => !!(await app.resources.repository.get(problems, id, principal));
    // One transaction per problem: a failure is reported for that problem and the others go on.
    const results: AcknowledgeResult[] = [];
    for (const record of records) {
      try {
        results.push(await acknowledgeProblem({ ...deps, visible }, record.id, principal, input));
      } catch (error) {
        results.push({ id: record.id, ok: false, source: { state: 'local' }, error: (error as Error).message });
      }
    }
    return { total: records.length, acknowledged: results.filter((r) => r.ok).length, results };
  });
}
