import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACTION_CAPABILITIES, can, type Principal } from '../../../core/access.js';
import { principalOf } from '../../auth/authenticate.js';
import { docs, ref } from '../../http/route-docs.js';
import { HttpError, parseInput, reportRange } from '../../http/errors.js';
import { reportFromWebhook, secretMatches, zabbixWebhookPayload } from '../../integrations/zabbix/ingest.js';
import { ZabbixClient } from '../../integrations/zabbix/json-rpc.js';
import { acknowledgeProblem, silenceProblem, type AcknowledgeResult } from './acknowledge.js';
import { problemFilter, problemGroups } from './groups.js';
import { mismatchedStates } from './mismatched.js';
import { problemReport, problemReportCsv } from './report.js';
import { problemCounts, recordProblem } from './problem-store.js';
import {
  acknowledgeAllAnswer,
  acknowledgeAllBody,
  bulkAnswer,
  bulkBody,
  acknowledgeAnswer,
  acknowledgeBody,
  countsAnswer,
  groupsAnswer,
  groupsQuery,
  idParams,
  ingestAnswer,
  mismatchedAnswer,
  rangeQuery,
  reportAnswer,
  triggerParams,
} from './schemas.js';

const SECRET_HEADER = 'x-gondola-zabbix-secret';

/** Problems: the Zabbix webhook, acknowledge one, acknowledge all of an installation and source. */
export default async function problemRoutes(app: FastifyInstance) {
  const { zabbix } = app.config;
  const client = zabbix.url && zabbix.apiToken ? new ZabbixClient({ url: zabbix.url, apiToken: zabbix.apiToken }) : undefined;
  const publish = app.events.publish.bind(app.events);
  const problems = app.resources.models.get('problems')!;

  const tags = ['Problems'];
  const read = { capability: 'console.read' as const };
  app.post(
    '/api/integrations/zabbix/events',
    {
      config: { public: true },
      bodyLimit: 64 * 1024,
      schema: docs({
        summary: "Zabbix's webhook media type: a problem event or its resolution",
        description: `No bearer token: the shared secret in the ${SECRET_HEADER} header (ZABBIX_WEBHOOK_SECRET). With the Zabbix API configured the event is read again from it.`,
        tags: ['Integrations'],
        body: zabbixWebhookPayload,
        response: { 202: ingestAnswer },
      }),
    },
    async (request, reply) => {
      if (!zabbix.webhookSecret) throw new HttpError(503, 'not_configured', 'Zabbix ingest is off: set ZABBIX_WEBHOOK_SECRET');
      if (!secretMatches(zabbix.webhookSecret, request.headers[SECRET_HEADER])) throw new HttpError(401, 'unauthorized', `Missing or wrong ${SECRET_HEADER} header`);
      const payload = parseInput(zabbixWebhookPayload, request.body);
      const report = await reportFromWebhook(app.db, zabbix, payload, client);
      const { id, change } = await recordProblem(app.db, report, publish);
      return reply.status(202).send({ id, change, installationId: report.installationId, reread: report.reread });
    },
  );

  const deps = { db: app.db, zabbix: client, publish };

  /** Open problems by severity (and how many are unacknowledged), for the list's header: `filter` as in the list. */
  app.get<{ Querystring: Record<string, unknown> }>(
    '/api/problems/counts',
    {
      config: read,
      schema: docs({
        summary: "Open problems of the list's filter by severity, and how many of them are unacknowledged",
        tags,
        query: groupsQuery,
        response: { 200: countsAnswer },
      }),
    },
    async (request) => {
      const where = await problemFilter(principalOf(request), { models: app.resources.models, db: app.db, cache: app.customerScopeCache }, request.query);
      return problemCounts(app.db, where, where.filter.inMaintenance !== undefined);
    },
  );

  /** The list grouped by installation: `filter` as in the list. */
  app.get<{ Querystring: Record<string, unknown> }>(
    '/api/problems/groups',
    { config: read, schema: docs({ summary: "The problem list's filter, grouped by installation", tags, query: groupsQuery, response: { 200: groupsAnswer } }) },
    async (request) => problemGroups(principalOf(request), { models: app.resources.models, db: app.db, cache: app.customerScopeCache }, request.query),
  );

  app.get(
    '/api/problems/mismatched',
    {
      config: read,
      schema: docs({ summary: 'Where the console and the monitoring disagree (maintenance, inactive installations, unmapped hosts)', tags, response: { 200: mismatchedAnswer } }),
    },
    async (request) => mismatchedStates(principalOf(request), { models: app.resources.models, db: app.db, cache: app.customerScopeCache }),
  );

  const reportOf = async (request: FastifyRequest) => {
    const { from, to } = parseInput(reportRange, request.query, 'range');
    return problemReport(principalOf(request), { models: app.resources.models, db: app.db, cache: app.customerScopeCache }, from, to);
  };
  app.get(
    '/api/problems/report',
    {
      config: read,
      schema: docs({
        summary: 'Problems over a range: per hour or day, by severity and source, mean times, top installations',
        tags,
        query: rangeQuery,
        response: { 200: reportAnswer },
      }),
    },
    reportOf,
  );
  app.get(
    '/api/problems/report/csv',
    { config: read, schema: docs({ summary: 'The problem report as a spreadsheet', tags, query: rangeQuery, response: { 200: 'csv' } }) },
    async (request, reply) => {
      const report = await reportOf(request);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="problems-${report.from.slice(0, 10)}-${report.to.slice(0, 10)}.csv"`);
      return problemReportCsv(report);
    },
  );

  /** The problem a source knows by its trigger (the acknowledge pages' addresses use it). */
  app.get(
    '/api/problems/by-trigger/:source/:triggerId',
    { config: read, schema: docs({ summary: 'The latest problem a source knows by its trigger', tags, params: triggerParams, response: { 200: ref('Problems') } }) },
    async (request) => {
      const { source, triggerId } = parseInput(triggerParams, request.params, 'path');
      const { records } = await app.resources.repository.list(
        problems,
        { sort: { field: 'startedAt', order: 'DESC' }, range: [0, 0], filter: { source, triggerId } },
        principalOf(request),
      );
      if (!records[0]) throw new HttpError(404, 'not_found', `No ${source} problem with trigger ${triggerId}`);
      return records[0];
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/problems/:id/acknowledge',
    {
      config: { capability: ACTION_CAPABILITIES.acknowledge },
      schema: docs({
        summary: 'Acknowledges (or withdraws, closes, re-rates) a problem here and at its source',
        description: 'Withdrawing, closing and re-rating need the support.write capability, which customer staff never have.',
        tags,
        params: idParams,
        body: acknowledgeBody,
        response: { 200: acknowledgeAnswer },
      }),
    },
    async (request) => {
      const input = parseInput(acknowledgeBody, request.body);
      const principal = principalOf(request);
      requireResolveRight(principal, input);
      return acknowledgeProblem({ ...deps, visible: async (id) => !!(await app.resources.repository.get(problems, id, principal)) }, request.params.id, principal, input);
    },
  );

  /** Triage at speed: acknowledge, close or silence the problems selected in the list, one transaction each. */
  app.post(
    '/api/problems/bulk',
    {
      config: { capability: ACTION_CAPABILITIES.acknowledge },
      schema: docs({
        summary: 'Acknowledges, closes or silences (until a moment) the selected problems, with a result per problem',
        description: 'Closing and silencing need the support.write capability, which customer staff never have.',
        tags,
        body: bulkBody,
        response: { 200: bulkAnswer },
      }),
    },
    async (request) => {
      const input = parseInput(bulkBody, request.body);
      const principal = principalOf(request);
      if (input.action !== 'acknowledge') requireResolveRight(principal, { close: true });
      const visible = async (id: string) => !!(await app.resources.repository.get(problems, id, principal));
      const results: Array<{ id: string; ok: boolean; error?: string }> = [];
      for (const id of new Set(input.ids)) {
        try {
          if (input.action === 'silence') await silenceProblem({ ...deps, visible }, id, principal, input.until ?? null);
          else await acknowledgeProblem({ ...deps, visible }, id, principal, input.action === 'close' ? { close: true } : { message: input.message });
          results.push({ id, ok: true });
        } catch (error) {
          results.push({ id, ok: false, error: (error as Error).message });
        }
      }
      return { total: results.length, succeeded: results.filter((r) => r.ok).length, results };
    },
  );

  app.post(
    '/api/problems/acknowledge-all',
    {
      config: { capability: ACTION_CAPABILITIES.acknowledge },
      schema: docs({
        summary: 'Acknowledges every open, unacknowledged problem of an installation and source, one by one',
        tags,
        body: acknowledgeAllBody,
        response: { 200: acknowledgeAllAnswer },
      }),
    },
    async (request) => {
      const { installationId, source, ...input } = parseInput(acknowledgeAllBody, request.body);
      const principal = principalOf(request);
      requireResolveRight(principal, input);
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
    },
  );
}

/** Acknowledging is open to customer staff; taking it back, closing and re-rating are not. */
function requireResolveRight(principal: Principal, input: { unacknowledge?: boolean; close?: boolean; severity?: number | null }) {
  const resolving = input.unacknowledge || input.close || (input.severity !== undefined && input.severity !== null);
  if (resolving && !can(principal, ACTION_CAPABILITIES.resolve)) {
    throw new HttpError(403, 'forbidden', `Withdrawing, closing or re-rating a problem needs the "${ACTION_CAPABILITIES.resolve}" capability, which your account does not grant`, {
      capability: ACTION_CAPABILITIES.resolve,
    });
  }
}
