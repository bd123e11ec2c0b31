import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { InstallationReport } from '../../../core/installation-report.js';
import { principalOf } from '../../auth/authenticate.js';
import { parseInput, reportRange } from '../../http/errors.js';
import { docs } from '../../http/route-docs.js';
import { installationReport } from './report-store.js';

const reportQuery = z.object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) });
const idParams = z.object({ id: z.string().min(1).max(64) });
const counts = z.record(z.string(), z.number().int());
const reportAnswer = z.object({
  from: z.string(),
  to: z.string(),
  uptime: z.object({ devices: z.number().int(), offlineSeconds: z.number().int(), ratio: z.number().nullable() }),
  problems: z.object({ total: z.number().int(), bySeverity: counts, bySource: counts, meanTimeToAcknowledgeS: z.number().nullable(), meanTimeToResolveS: z.number().nullable() }),
  commands: z.object({ total: z.number().int(), byStatus: counts, meanDurationMs: z.number().nullable() }),
});

/** An installation's uptime, problems and device commands over a range (its `reports` page). */
export default async function installationReportRoutes(app: FastifyInstance) {
  const installations = app.resources.models.get('installations')!;

  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    '/api/installations/:id/report',
    {
      config: { capability: 'console.read' },
      schema: docs({
        summary: "An installation's uptime, problems and device commands over a range",
        tags: ['Installations'],
        params: idParams,
        query: reportQuery,
        response: { 200: reportAnswer },
      }),
    },
    async (request): Promise<InstallationReport> => {
      const { from, to } = parseInput(reportRange, request.query, 'range');
      const installation = await app.resources.repository.require(installations, request.params.id, principalOf(request));
      return installationReport(app.db, String(installation.id), from, to);
    },
  );
}
