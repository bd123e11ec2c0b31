import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../auth/authenticate.js';
import { HttpError } from '../http/errors.js';
import { docs } from '../http/route-docs.js';
import type { ResourceRepository } from './repository.js';
import type { TableModel } from './table-model.js';

/** As many ids as a screen of references shows at once (react-admin batches them per page). */
const MAX_IDS = 200;
const ids = z.array(z.string().min(1).max(200)).min(1).max(MAX_IDS);

/**
 * `GET /api/names/<resource>?id=…&id=…`: only the id and the name of each record the caller may
 * see (the same scope as a read), for those the definition's `access.names` lets see a reference
 * without reading the record. Its own path, so no record id can shadow it.
 */
export async function namesRoute(app: FastifyInstance, { model, repository }: { model: TableModel; repository: ResourceRepository }) {
  const { def } = model;
  const capability = def.access.names;
  if (!capability) return;
  const nameField = def.recordRepresentation;
  app.get(
    `/api/names/${def.name}`,
    {
      config: { capability },
      schema: docs({
        summary: `The names of ${def.label.en.many.toLowerCase()} by id`,
        description: 'Only the id and the name of each record the caller may see; ids the caller may not see are left out.',
        tags: [def.label.en.many],
        query: z.object({ id: z.union([z.string(), ids]) }),
        response: { 200: z.array(z.object({ id: z.string(), [nameField]: z.unknown() })) },
      }),
    },
    async (request) => {
      const parsed = ids.safeParse([(request.query as { id?: unknown }).id].flat().filter((v) => v !== undefined));
      if (!parsed.success) throw new HttpError(400, 'bad_request', `Name the ${def.label.en.many.toLowerCase()} with id=… (1 to ${MAX_IDS} ids)`);
      const wanted = [...new Set(parsed.data)];
      const { records } = await repository.list(model, { sort: def.list.defaultSort, range: [0, wanted.length - 1], filter: { id: wanted } }, principalOf(request));
      return records.map((record) => ({ id: record.id, [nameField]: record[nameField] }));
    },
  );
}
