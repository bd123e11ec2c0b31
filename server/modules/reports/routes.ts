import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { can } from '../../../core/access.js';
import { REPORT_DEFINITIONS, REPORTS, reportAnswer, reportQuery, type ReportAnswer, type ReportName } from '../../../core/reports.js';
import { principalOf } from '../../auth/authenticate.js';
import { HttpError, parseInput } from '../../http/errors.js';
import { docs } from '../../http/route-docs.js';
import { jiraClientFor } from '../../integrations/jira/provider.js';
import { absenceReport } from './absence-report.js';
import { decideAbsence } from './absence-store.js';
import { supportInvoice } from './invoice.js';
import { importJiraWorklogs } from './jira-worklogs.js';
import { reportCsv, reportPdf } from './pdf.js';
import { onCallResponseReport } from './on-call-report.js';
import { productivityReport } from './productivity-report.js';
import { PAGE_ROWS, PDF_ROWS, ReportContext } from './report-kit.js';
import { tracingStatistics } from './tracing.js';
import { customerWorklogOverview, customerWorklogReport, employeeWorklogReport } from './worklog-reports.js';

const tags = ['Reports'];
const BUILDERS: Record<ReportName, (ctx: ReportContext) => Promise<ReportAnswer>> = {
  'home-office': absenceReport,
  vacation: absenceReport,
  'time-compensation': absenceReport,
  'customer-worklog-overview': customerWorklogOverview,
  'tracing-statistics': tracingStatistics,
  'accounting-support-invoice': supportInvoice,
  'customer-worklog': customerWorklogReport,
  'employee-worklog': employeeWorklogReport,
  productivity: productivityReport,
  'on-call-response': onCallResponseReport,
};
const reportParams = z.object({ report: z.enum(REPORTS) });
const csvQuery = z.object({ table: z.string().max(40).optional() });
const decideParams = z.object({ id: z.uuid() });
const decideBody = z.object({ decision: z.enum(['approved', 'rejected']), version: z.number().int().positive() }).strict();

/**
 * The report pages' data (spec §2 "Reports"): one answer per report as JSON, any of its tables as
 * CSV and the whole as PDF; deciding absence requests; importing Jira's worklogs. Each report
 * declares the capability it needs (core/reports.ts); reports of one's own time show everyone
 * their own, and projects.manage everyone's, through the resources' own access policy.
 */
export default async function reportRoutes(app: FastifyInstance) {
  const jira = jiraClientFor(app.config);
  const build = async (request: FastifyRequest, rowLimit: number, rawQuery: unknown = request.query) => {
    const { report } = parseInput(reportParams, request.params, 'path');
    const principal = principalOf(request);
    const capability = REPORT_DEFINITIONS[report].capability;
    if (!can(principal, capability)) throw new HttpError(403, 'forbidden', `This report needs ${capability}`);
    const query = parseInput(reportQuery, rawQuery, 'query');
    const answer = await BUILDERS[report](new ReportContext(app, report, principal, query, rowLimit));
    return { answer, query, report };
  };
  const fileName = (report: string, answer: ReportAnswer, ext: string) => `${report}-${answer.fromDay}-${answer.toDay}.${ext}`;

  app.get(
    '/api/reports/:report',
    {
      config: { capability: 'console.read' },
      schema: docs({ summary: 'A report over a range: summary, chart and tables with totals', tags, params: reportParams, query: reportQuery, response: { 200: reportAnswer } }),
    },
    async (request) => (await build(request, PAGE_ROWS)).answer,
  );
  app.get(
    '/api/reports/:report/csv',
    {
      config: { capability: 'console.read' },
      schema: docs({ summary: 'One table of a report (the first unless `table` names another) as a spreadsheet, every row', tags, params: reportParams, response: { 200: 'csv' } }),
    },
    async (request, reply) => {
      // `table` is the spreadsheet's own parameter; the rest is the report's query.
      const { table, ...rest } = (request.query ?? {}) as Record<string, unknown>;
      const { table: wanted } = parseInput(csvQuery, { table }, 'query');
      const { answer, query, report } = await build(request, Number.POSITIVE_INFINITY, rest);
      const main = wanted ? answer.tables.find((t) => t.id === wanted) : answer.tables[0];
      if (!main) throw new HttpError(400, 'bad_request', `Invalid query: table: this report has the tables ${answer.tables.map((t) => t.id).join(', ')}`);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="${fileName(`${report}-${main.id}`, answer, 'csv')}"`);
      return reportCsv(main, query.lang);
    },
  );
  app.get(
    '/api/reports/:report/pdf',
    {
      config: { capability: 'console.read' },
      schema: docs({
        summary: 'A report as a PDF: header, period, summary, tables with totals, page numbers',
        tags,
        params: reportParams,
        query: reportQuery,
        response: { 200: z.string().describe('application/pdf') },
      }),
    },
    async (request, reply) => {
      const { answer, query, report } = await build(request, PDF_ROWS);
      const pdf = await reportPdf(answer, query.lang, app.config.reports.company);
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', `inline; filename="${fileName(report, answer, 'pdf')}"`);
      return reply.send(pdf);
    },
  );

  app.post(
    '/api/absences/:id/decide',
    {
      config: { capability: 'projects.manage' },
      schema: docs({
        summary: 'Approve or reject an absence request (with the version the approver saw; 409 when it changed)',
        tags,
        params: decideParams,
        body: decideBody,
        response: { 200: z.object({ id: z.string(), state: z.string(), version: z.number() }) },
      }),
    },
    async (request) => {
      const { id } = parseInput(decideParams, request.params, 'path');
      const { decision, version } = parseInput(decideBody, request.body);
      const principal = principalOf(request);
      const result = await decideAbsence(app.db, principal, id, decision, version);
      await app.resources.repository.announceChanged(app.resources.models.get('absences')!, id);
      return result;
    },
  );

  app.post(
    '/api/worklogs/import-jira',
    {
      config: { capability: 'projects.manage' },
      schema: docs({
        summary: 'Import the worklogs Jira changed since the last import (incremental; running it twice imports once)',
        tags,
        response: { 200: z.object({ imported: z.number(), updated: z.number(), deleted: z.number(), skipped: z.number(), unknownAuthors: z.array(z.string()) }) },
      }),
    },
    async (request) => {
      if (!jira) throw new HttpError(503, 'unavailable', 'Jira is not connected: set JIRA_URL and JIRA_API_TOKEN (and JIRA_EMAIL for Jira Cloud)');
      const result = await importJiraWorklogs(app.db, jira, principalOf(request), { installationField: app.config.jira.installationField });
      if (result.imported || result.updated || result.deleted) app.events.publish({ resource: 'worklogs', id: '*', kind: 'updated', customerIds: [] });
      return result;
    },
  );
}
