import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { mediaReportCsv } from '../../../core/media-review.js';
import { parseInput, reportRange } from '../../http/errors.js';
import { docs } from '../../http/route-docs.js';
import { mediaReport } from './report-store.js';
import { tags, review } from './review-context.js';

/** The media review report: decisions per reviewer, kind and reason over a range, as a table or a spreadsheet. */
export default async function reviewReportRoutes(app: FastifyInstance) {
  app.get(
    '/api/media-review/report',
    {
      config: review,
      schema: docs({
        summary: 'Decisions per day, moderator and kind in a range (UTC days), and the backlog now',
        tags,
        query: z.object({ from: z.string(), to: z.string() }),
        response: { 200: z.object({ rows: z.array(z.object({ day: z.string(), reviewerName: z.string(), kind: z.string(), reviewed: z.number() })) }) },
      }),
    },
    async (request) => {
      const { from, to } = parseInput(reportRange, request.query, 'range');
      return mediaReport(app.db, from, to);
    },
  );

  app.get(
    '/api/media-review/report/csv',
    {
      config: review,
      schema: docs({ summary: 'The media review report as a spreadsheet', tags, query: z.object({ from: z.string(), to: z.string() }), response: { 200: 'csv' } }),
    },
    async (request, reply) => {
      const { from, to } = parseInput(reportRange, request.query, 'range');
      const report = await mediaReport(app.db, from, to);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="media-review-${report.from.slice(0, 10)}-${report.to.slice(0, 10)}.csv"`);
      return reply.send(mediaReportCsv(report));
    },
  );
}
