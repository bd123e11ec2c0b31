import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { csvText } from '../../../core/csv.js';
import { recipientCriteria } from '../../../core/notifications.js';
import { principalOf } from '../../auth/authenticate.js';
import { parseInput } from '../../http/errors.js';
import { docs } from '../../http/route-docs.js';
import { findRecipients, installationGroup } from './notification-service.js';
import { listReport } from './communication-store.js';

const tags = ['Communication'];
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
const steerAnswer = z.object({ state: z.string(), version: z.number(), queued: z.number() });

/** Customer notifications: choosing recipients (by criteria or an installation's contact group), previewing and sending a draft, steering it, its progress and its final report. */
export default async function notificationRoutes(app: FastifyInstance) {
  const { communication } = app;
  const publish = app.events.publish.bind(app.events);
  const notify = { capability: 'support.write' as const };
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
}
