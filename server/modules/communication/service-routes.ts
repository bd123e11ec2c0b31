import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError, parseInput } from '../../http/errors.js';
import { docs } from '../../http/route-docs.js';
import { secretMatches } from '../../integrations/zabbix/ingest.js';
import { acceptTwilioForms, signedTwilioForm } from '../../integrations/sms/twilio-forms.js';
import { outboxStatusOf } from '../../integrations/sms/twilio-sms.js';
import { sinkMessages } from './communication-store.js';

const tags = ['Communication'];
const FRESHDESK_SECRET_HEADER = 'x-gondola-freshdesk-secret';
const freshdeskHook = z.object({ ticket_id: z.coerce.number().int().positive() }).passthrough();
const sinkQuery = z.object({ channel: z.enum(['email', 'sms']).optional(), limit: z.coerce.number().int().min(1).max(500).default(100) }).strict();

/** Where messages go and what the services say back: the configured services or demo sinks and the sinks' view, the Freshdesk sync and webhook, and the SMS provider's signed delivery reports. */
export default async function communicationServiceRoutes(app: FastifyInstance) {
  const { communication } = app;
  const publish = app.events.publish.bind(app.events);
  const notify = { capability: 'support.write' as const };
  acceptTwilioForms(app);

  app.get(
    '/api/communication/status',
    {
      config: { capability: 'console.read' },
      schema: docs({
        summary: 'Where messages go: the configured services or the demo sinks, and whether tickets live in Freshdesk',
        tags,
        response: { 200: z.object({ mail: z.enum(['smtp', 'sink']), sms: z.enum(['provider', 'sink', 'off']), freshdesk: z.boolean() }) },
      }),
    },
    async () => ({ mail: communication.mail, sms: communication.sms, freshdesk: !!communication.freshdesk }),
  );
  // The same word on Freshdesk for a ticket list that asks for it with its rows (`embed=["ticketing"]`): one request, not two.
  app.resources.models.get('tickets')!.listCompanions.set('ticketing', async () => ({ freshdesk: !!communication.freshdesk }));

  app.get(
    '/api/communication/sink',
    {
      config: notify,
      schema: docs({
        summary: 'What the demo sinks received (mail and SMS), newest first; 404 when real services are configured',
        tags,
        query: sinkQuery,
        response: {
          200: z.object({
            messages: z.array(
              z.object({
                channel: z.string(),
                key: z.string(),
                recipient: z.string(),
                subject: z.string().nullable(),
                body: z.string(),
                copies: z.number(),
                receivedAt: z.string(),
              }),
            ),
          }),
        },
      }),
    },
    async (request) => {
      if (communication.mail !== 'sink' && communication.sms !== 'sink') throw new HttpError(404, 'not_found', 'Messages go to real services here; there is no demo sink');
      const query = parseInput(sinkQuery, request.query, 'query');
      return { messages: await sinkMessages(app.db, query.channel, query.limit) };
    },
  );

  app.post(
    '/api/support-requests/sync',
    {
      config: notify,
      schema: docs({ summary: 'Pulls the tickets changed in Freshdesk since the last sync, now', tags, response: { 200: z.object({ tickets: z.number(), skipped: z.number() }) } }),
    },
    async () => {
      if (!communication.freshdesk) throw new HttpError(409, 'not_configured', 'Tickets live in the console: Freshdesk is not configured (FRESHDESK_DOMAIN)');
      return communication.freshdesk.sync();
    },
  );

  app.post(
    '/api/webhooks/freshdesk',
    {
      config: { public: true },
      bodyLimit: 64 * 1024,
      schema: docs({
        summary: 'Freshdesk\'s automation webhook: a ticket changed (`{"ticket_id": …}`)',
        description: `No bearer token: the shared secret in the ${FRESHDESK_SECRET_HEADER} header (FRESHDESK_WEBHOOK_SECRET).`,
        tags: ['Integrations'],
        body: freshdeskHook,
        response: { 202: z.object({ synced: z.boolean() }) },
      }),
    },
    async (request, reply) => {
      const freshdesk = communication.freshdesk;
      if (!freshdesk || !app.config.freshdesk)
        throw new HttpError(503, 'not_configured', 'Freshdesk is not configured: set FRESHDESK_DOMAIN, FRESHDESK_API_KEY and FRESHDESK_WEBHOOK_SECRET');
      if (!secretMatches(app.config.freshdesk.webhookSecret, request.headers[FRESHDESK_SECRET_HEADER]))
        throw new HttpError(401, 'unauthorized', `Missing or wrong ${FRESHDESK_SECRET_HEADER} header`);
      const { ticket_id } = parseInput(freshdeskHook, request.body);
      return reply.status(202).send({ synced: await freshdesk.syncOne(ticket_id) });
    },
  );

  const smsStatus = z.object({ MessageSid: z.string().min(2).max(64), MessageStatus: z.string().min(1).max(20), ErrorCode: z.string().max(10).optional() }).passthrough();
  app.post(
    '/api/webhooks/sms-status',
    {
      config: { public: true },
      bodyLimit: 16 * 1024,
      schema: docs({
        summary: "The SMS provider's delivery report (Twilio's status callback, form-encoded, signed with X-Twilio-Signature)",
        tags: ['Integrations'],
        response: { 204: z.null() },
      }),
    },
    async (request, reply) => {
      const params = signedTwilioForm(app, request);
      const report = parseInput(smsStatus, params);
      const status = outboxStatusOf(report.MessageStatus);
      if (status) {
        const row = await communication.store.delivery(report.MessageSid, status, report.ErrorCode ? `Provider error ${report.ErrorCode}` : undefined);
        if (row) publish({ resource: 'outbox-messages', id: row.id, kind: 'updated', customerIds: [] });
      }
      return reply.status(204).send();
    },
  );
}
