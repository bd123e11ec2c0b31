import type { FastifyInstance, FastifyRequest } from 'fastify';
import { principalOf } from '../../auth/authenticate.js';
import { docs, ref } from '../../http/route-docs.js';
import { HttpError, parseInput, reportRange } from '../../http/errors.js';
import { problemCondition, problemFilter, problemGroups } from './groups.js';
import { mismatchedStates } from './mismatched.js';
import { problemReport, problemReportCsv } from './report.js';
import { problemCounts } from './problem-store.js';
import { countsAnswer, groupsAnswer, groupsQuery, mismatchedAnswer, rangeQuery, reportAnswer, triggerParams } from './schemas.js';

/** Problems as the console reads them beyond the list: counts and groups of the list's filter, mismatched states, the report and a problem by its source's trigger. */
export default async function problemReadRoutes(app: FastifyInstance) {
  const problems = app.resources.models.get('problems')!;

  const scopeContext = () => ({ models: app.resources.models, db: app.db, cache: app.customerScopeCache });
  const tags = ['Problems'];
  const read = { capability: 'console.read' as const };

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
      const where = await problemFilter(principalOf(request), scopeContext(), request.query);
      return problemCounts(app.db, where, where.filter.inMaintenance !== undefined);
    },
  );
  // The same counts for the list page that asks for them with its rows (`embed=["counts"]`): one request, not two.
  problems.listCompanions.set('counts', async (_rows, principal, filter) => {
    const where = await problemCondition(principal, scopeContext(), { ...filter });
    return problemCounts(app.db, where, where.filter.inMaintenance !== undefined);
  });

  /** The list grouped by installation: `filter` as in the list. */
  app.get<{ Querystring: Record<string, unknown> }>(
    '/api/problems/groups',
    { config: read, schema: docs({ summary: "The problem list's filter, grouped by installation", tags, query: groupsQuery, response: { 200: groupsAnswer } }) },
    async (request) => problemGroups(principalOf(request), scopeContext(), request.query),
  );

  app.get(
    '/api/problems/mismatched',
    {
      config: read,
      schema: docs({ summary: 'Where the console and the monitoring disagree (maintenance, inactive installations, unmapped hosts)', tags, response: { 200: mismatchedAnswer } }),
    },
    async (request) => mismatchedStates(principalOf(request), scopeContext()),
  );

  const reportOf = async (request: FastifyRequest) => {
    const { from, to } = parseInput(reportRange, request.query, 'range');
    return problemReport(principalOf(request), scopeContext(), from, to);
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
}
