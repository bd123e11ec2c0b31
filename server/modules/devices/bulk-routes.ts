import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Principal } from '../../../core/access.js';
import { principalOf } from '../../auth/authenticate.js';
import { HttpError, parseInput } from '../../http/errors.js';
import { deviceLayerOf } from './layer.js';
import { docs, ref } from '../../http/route-docs.js';
import { bulkCommandInput, idParams, previewAnswer, previewBody } from './schemas.js';

/** Bulk commands: what one would reach, running it, and stopping, pausing or resuming it. */
export default async function bulkCommandRoutes(app: FastifyInstance) {
  const layer = () => deviceLayerOf(app);

  const manage = { capability: 'devices.manage' as const };
  const bulkDocs = (summary: string, extra: Partial<Parameters<typeof docs>[0]> = {}) =>
    docs({ summary, description: 'Staff only: a bulk command may span customers.', tags: ['Bulk commands'], response: { 200: ref('BulkCommands') }, ...extra });
  app.post(
    '/api/bulk-commands/preview',
    { config: manage, schema: bulkDocs('What a bulk command would reach: counts and the first 50 targets', { body: previewBody, response: { 200: previewAnswer } }) },
    async (request) => {
      staffPrincipal(request);
      const body = parseInput(previewBody, request.body);
      return layer().bulk.preview(body.selection, body.command);
    },
  );

  app.post(
    '/api/bulk-commands/run',
    {
      config: manage,
      schema: bulkDocs('Starts a bulk command: one child command per device, with concurrency and an error threshold', {
        body: bulkCommandInput,
        response: { 201: ref('BulkCommands') },
      }),
    },
    async (request, reply) => {
      const input = parseInput(bulkCommandInput, request.body);
      const id = await layer().bulk.create(input, staffPrincipal(request));
      return reply.status(201).send(await app.resources.repository.get(app.resources.models.get('bulk-commands')!, id, staffPrincipal(request)));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/bulk-commands/:id/stop',
    { config: manage, schema: bulkDocs('Stops a running bulk command; commands not yet sent are cancelled', { params: idParams }) },
    async (request) => {
      await layer().bulk.cancel(request.params.id, staffPrincipal(request));
      return app.resources.repository.get(app.resources.models.get('bulk-commands')!, request.params.id, staffPrincipal(request));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/bulk-commands/:id/pause',
    { config: manage, schema: bulkDocs('Pauses a running bulk command: nothing more is sent until it is resumed', { params: idParams }) },
    async (request) => {
      await layer().bulk.pause(request.params.id, staffPrincipal(request));
      return app.resources.repository.get(app.resources.models.get('bulk-commands')!, request.params.id, staffPrincipal(request));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/bulk-commands/:id/resume',
    {
      config: manage,
      schema: bulkDocs('Resumes a bulk command paused by hand, at its error threshold, or after a first stage that fell short (the rest then follows)', {
        params: idParams,
      }),
    },
    async (request) => {
      await layer().bulk.resume(request.params.id, staffPrincipal(request));
      return app.resources.repository.get(app.resources.models.get('bulk-commands')!, request.params.id, staffPrincipal(request));
    },
  );
}

/** A bulk command may span customers: staff only, whatever the roles say. */
function staffPrincipal(request: FastifyRequest): Principal {
  const principal = principalOf(request);
  if (principal.scope !== 'staff') throw new HttpError(403, 'forbidden', 'Bulk commands are for staff only');
  return principal;
}
