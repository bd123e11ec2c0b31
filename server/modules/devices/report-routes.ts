import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../auth/authenticate.js';
import { deviceReport, deviceReportCsv } from './report.js';
import { docs } from '../../http/route-docs.js';
import { deviceReportAnswer } from './schemas.js';

/** The device report: devices by type, status, version and installation, as a table or a spreadsheet. */
export default async function deviceReportRoutes(app: FastifyInstance) {
  const read = { capability: 'console.read' as const };
  app.get(
    '/api/device-report',
    {
      config: read,
      schema: docs({
        summary: 'Devices by type, status, version and installation, and those behind the released version',
        tags: ['Devices'],
        response: { 200: deviceReportAnswer },
      }),
    },
    async (request) => deviceReport(app, principalOf(request)),
  );
  app.get(
    '/api/device-report/csv',
    { config: read, schema: docs({ summary: 'The device report as a spreadsheet', tags: ['Devices'], response: { 200: 'csv' } }) },
    async (request, reply) => {
      const report = await deviceReport(app, principalOf(request));
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="device-report-${new Date().toISOString().slice(0, 10)}.csv"`);
      return deviceReportCsv(report);
    },
  );
}
