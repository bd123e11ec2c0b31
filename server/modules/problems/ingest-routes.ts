import type { FastifyInstance } from 'fastify';
import { docs } from '../../http/route-docs.js';
import { HttpError, parseInput } from '../../http/errors.js';
import { reportFromWebhook, secretMatches, zabbixWebhookPayload } from '../../integrations/zabbix/ingest.js';
import type { ProblemModuleOptions } from './module-options.js';
import { recordProblem } from '../../problems/problem-recording.js';
import { ingestAnswer } from './schemas.js';

const SECRET_HEADER = 'x-gondola-zabbix-secret';

/** Problems as the monitoring reports them: Zabbix's webhook, a problem event or its resolution (read again from the Zabbix API when it is configured). */
export default async function problemIngestRoutes(app: FastifyInstance, { zabbix: client }: ProblemModuleOptions) {
  const { zabbix } = app.config;
  const publish = app.events.publish.bind(app.events);

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
}
