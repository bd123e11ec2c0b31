import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { csvText } from '../../../core/csv.js';
import { recipientCriteria } from '../../../core/notifications.js';
import { principalOf } from '../../auth/authenticate.js';
import { HttpError, parseInput } from '../../http/errors.js';
import { docs } from '../../http/route-docs.js';
import { secretMatches } from '../../integrations/zabbix/ingest.js';
import { outboxStatusOf, twilioSignatureMatches } from '../../integrations/sms/twilio-sms.js';
import { findRecipients, installationGroup } from './notification-service.js';
import { listReport, sinkMessages } from './communication-store.js';

const tags = ['Communication'];
const FRESHDESK_SECRET_HEADER = 'x-gondola-freshdesk-secret';
const idParams = z.object({ id: z.uuid() });
const steerParams = z.object({ id: z.uuid(), action: z.enum(['pause', 'resume', 'cancel', 'retry']) });
const versionBody = z.object({ version: z.number().int().positive() }).strict();
const recipient = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  language: z.string().nullable(),
  media: z.array(z.string()),
  role: z.string(),
  customerId: z.string(),
  customerName: z.string(),
});
const groupParams = z.object({ installationId: z.string().min(1).max(100) });
const freshdeskHook = z.object({ ticket_id: z.coerce.number().int().positive() }).passthrough();
const sinkQuery = z.object({ channel: z.enum(['email', 'sms']).optional(), limit: z.coerce.number().int().min(1).max(500).default(100) }).strict();
const steerAnswer = z.object({ state: z.string(), version: z.number(), queued: z.number() });

/**
 * Customer notifications (choosing recipients, sending a draft, steering and reporting it), the
 * demo sinks' view, and the services' callbacks: Freshdesk's webhook and the SMS provider's
 * delivery reports.
 */
export default async function communicationRoutes(app: FastifyInstance) {
  const { communication } = app;
  const publish = app.events.publish.bind(app.events);
  const notify = { capability: 'support.write' as const };
  // Twilio posts its delivery reports as a form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get(
    '/api/communication/status',
    {
      config: { capability: 'console.read' },
      schema: docs({
        summary: 'Where messages go: the configured services or the demo sinks, and whether tickets live in Freshdesk',
        tags,
        response: { 200: z.object({ mail: z.enum(['smtp', 'sink']), sms: z.enum(['provider', 'sink']), freshdesk: z.boolean() }) },
      }),
    },
    async () => ({ mail: communication.mail, sms: communication.sms, freshdesk: !!communication.freshdesk }),
  );

  app.post(
    '/api/notifications/recipients',
    {
      config: notify,
      schema: docs({
        summary: "The contacts the criteria match (the wizard's live count and list)",
        tags,
        body: recipientCriteria,
        response: { 200: z.object({ total: z.number(), contacts: z.array(recipient) }) },
      }),
    },
    async (request) => {
      const contacts = await findRecipients(app.db, parseInput(recipientCriteria, request.body));
      return { total: contacts.length, contacts };
    },
  );

  app.get(
    '/api/notifications/group/:installationId',
    {
      config: notify,
      schema: docs({
        summary: "An installation's contact group: its linked contacts, else its customer's",
        tags,
        params: groupParams,
        response: { 200: z.object({ total: z.number(), contacts: z.array(recipient) }) },
      }),
    },
    async (request) => {
      const { installationId } = parseInput(groupParams, request.params, 'path');
      const contacts = await installationGroup(app.db, installationId);
      return { total: contacts.length, contacts };
    },
  );

  const previewBody = z.object({ contactId: z.string().min(1).max(100) }).strict();
  const composed = z.object({
    channel: z.string(),
    recipient: z.string(),
    language: z.string(),
    subject: z.string().nullable(),
    text: z.string().nullable(),
    status: z.enum(['queued', 'incomplete']),
    reason: z.string().nullable(),
    detail: z.string().nullable(),
  });
  app.post(
    '/api/notifications/:id/preview',
    {
      config: notify,
      schema: docs({
        summary: 'What one recipient of the saved draft gets on each channel, placeholders filled',
        tags,
        params: idParams,
        body: previewBody,
        response: { 200: z.object({ messages: z.array(composed) }) },
      }),
    },
    async (request) => {
      const { id } = parseInput(idParams, request.params, 'path');
      const { contactId } = parseInput(previewBody, request.body);
      return { messages: await communication.notifications.preview(id, contactId) };
    },
  );

  app.post(
    '/api/notifications/:id/send',
    {
      config: notify,
      schema: docs({
        summary: 'Sends a draft: one outbox message per recipient and channel; the same draft is sent once',
        tags,
        params: idParams,
        body: versionBody,
        response: { 200: z.object({ queued: z.number(), incomplete: z.number(), version: z.number() }) },
      }),
    },
    async (request) => {
      const { id } = parseInput(idParams, request.params, 'path');
      const { version } = parseInput(versionBody, request.body);
      const result = await communication.notifications.send(principalOf(request), id, version);
      communication.wake(result.queued);
      publish({ resource: 'notifications', id, kind: 'updated', customerIds: [] });
      return { queued: result.queued.length, incomplete: result.incomplete, version: result.version };
    },
  );

  app.post(
    '/api/notifications/:id/:action',
    {
      config: notify,
      schema: docs({
        summary: 'Pauses, resumes or cancels sending, or tries the failed messages again',
        tags,
        params: steerParams,
        body: versionBody,
        response: { 200: steerAnswer },
      }),
    },
    async (request) => {
      const { id, action } = parseInput(steerParams, request.params, 'path');
      const { version } = parseInput(versionBody, request.body);
      const result = await communication.notifications.steer(principalOf(request), id, version, action);
      communication.wake(result.wake);
      publish({ resource: 'notifications', id, kind: 'updated', customerIds: [] });
      return { state: result.state, version: result.version, queued: result.wake.length };
    },
  );

  app.get(
    '/api/notifications/:id/progress',
    {
      config: notify,
      schema: docs({
        summary: "A notification's messages counted by status and channel",
        tags,
        params: idParams,
        response: { 200: z.object({ counts: z.array(z.object({ status: z.string(), channel: z.string(), count: z.number() })) }) },
      }),
    },
    async (request) => {
      const { id } = parseInput(idParams, request.params, 'path');
      return { counts: await communication.notifications.progress(id) };
    },
  );

  app.get(
    '/api/notifications/:id/report.csv',
    { config: notify, schema: docs({ summary: "A notification's final report: every recipient and channel with its outcome", tags, params: idParams, response: { 200: 'csv' } }) },
    async (request, reply) => {
      const { id } = parseInput(idParams, request.params, 'path');
      const rows = await listReport(app.db, id);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="notification-${id}.csv"`);
      return csvText([['contact', 'channel', 'recipient', 'language', 'status', 'reason', 'detail', 'attempts', 'sentAt'], ...rows.map((r) => Object.values(r))]);
    },
  );

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
      const sms = app.config.sms;
      if (!sms.authToken) throw new HttpError(503, 'not_configured', 'No SMS provider is configured');
      const params = Object.fromEntries(Object.entries((request.body ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
      if (!twilioSignatureMatches(sms.authToken, `${app.config.publicUrl}${request.url}`, params, request.headers['x-twilio-signature'])) {
        throw new HttpError(401, 'unauthorized', 'Missing or wrong X-Twilio-Signature');
      }
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
