import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../auth/authenticate.js';
import { writeAudit } from '../../crud/audit.js';
import { HttpError, parseInput } from '../../http/errors.js';
import { docs, ref } from '../../http/route-docs.js';

const body = z.discriminatedUnion('action', [
  z.object({ action: z.literal('archive'), version: z.number().int().min(1) }).strict(),
  z.object({ action: z.literal('move'), resortId: z.string().min(1).max(64), version: z.number().int().min(1) }).strict(),
  z.object({ action: z.literal('clearCaches') }).strict(),
]);

/**
 * The installation's administration (admins only): archive it, move it to another resort, clear
 * the per-customer caches that hold it. Each one audited; record changes are version-checked.
 */
export default async function installationAdministrationRoutes(app: FastifyInstance) {
  const { models, repository } = app.resources;
  const installations = models.get('installations')!;

  app.post<{ Params: { id: string } }>(
    '/api/installations/:id/administration',
    {
      config: { capability: 'admin.manage' },
      schema: docs({
        summary: 'Archives an installation, moves it to another resort, or clears the caches that hold it',
        tags: ['Installations'],
        params: z.object({ id: z.string().min(1).max(64) }),
        body,
        response: { 200: ref('Installations') },
      }),
    },
    async (request) => {
      const input = parseInput(body, request.body);
      const principal = principalOf(request);
      const current = await repository.require(installations, request.params.id, principal);
      switch (input.action) {
        case 'archive':
          if (current.status === 'archived') throw new HttpError(409, 'conflict', 'The installation is already archived');
          return repository.update(installations, request.params.id, { ...current, status: 'archived', version: input.version }, principal);
        case 'move':
          if (current.resortId === input.resortId) throw new HttpError(409, 'conflict', 'The installation already belongs to this resort');
          return repository.update(installations, request.params.id, { ...current, resortId: input.resortId, version: input.version }, principal);
        case 'clearCaches':
          app.customerScopeCache.clearAll();
          await writeAudit(app.db, principal, 'update', 'installations', String(current.id), { caches: { before: 'filled', after: 'cleared' } });
          return current;
      }
    },
  );
}
