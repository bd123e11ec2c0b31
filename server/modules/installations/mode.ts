import { ACTION_CAPABILITIES } from '../../../core/access.js';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../auth/authenticate.js';
import { HttpError, parseInput } from '../../http/errors.js';
import { docs, ref } from '../../http/route-docs.js';

const modeBody = z.object({ maintenance: z.boolean(), version: z.number().int().min(1) }).strict();

/**
 * Maintenance mode of one installation (spec §4): support staff may switch an active installation
 * into maintenance and back without the right to edit the installation. Version-checked and
 * audited like any change of the record.
 */
export default async function installationModeRoutes(app: FastifyInstance) {
  const { models, repository } = app.resources;
  const installations = models.get('installations')!;

  app.post<{ Params: { id: string } }>(
    '/api/installations/:id/mode',
    {
      config: { capability: ACTION_CAPABILITIES.maintain },
      schema: docs({
        summary: 'Switches an installation into maintenance (active → maintenance) and back',
        tags: ['Installations'],
        params: z.object({ id: z.string().min(1).max(64) }),
        body: modeBody,
        response: { 200: ref('Installations') },
      }),
    },
    async (request) => {
      const { maintenance, version } = parseInput(modeBody, request.body);
      const principal = principalOf(request);
      const current = await repository.require(installations, request.params.id, principal);
      const from = maintenance ? 'active' : 'maintenance';
      if (current.status === (maintenance ? 'maintenance' : 'active')) return current;
      if (current.status !== from)
        throw new HttpError(
          409,
          'conflict',
          `The installation is ${String(current.status)}: only an active installation goes into maintenance, and only one in maintenance comes back`,
        );
      return repository.update(installations, request.params.id, { ...current, status: maintenance ? 'maintenance' : 'active', version }, principal);
    },
  );
}
