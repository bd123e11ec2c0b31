import { can, type Principal } from '../../core/access.js';
import { HttpError } from '../http/errors.js';
import type { ApiRecord, ResourceRepository } from './repository.js';
import type { TableModel } from './table-model.js';

/** The one value `embed` takes: the records the page's reference columns name. */
export const EMBED_REFERENCES = 'references';

/** `embed` of a list request: absent, or `references`; anything else is refused by name. */
export function wantsReferences(query: Record<string, unknown>): boolean {
  const embed = query.embed;
  if (embed === undefined || embed === '') return false;
  if (embed !== EMBED_REFERENCES) throw new HttpError(400, 'bad_request', `embed must be "${EMBED_REFERENCES}"`);
  return true;
}

/**
 * The records a list page's reference columns point to, per referenced resource, as a read of that
 * resource would give them to this principal (its capability and customer scope): the console shows
 * a page with its references in one request instead of one more per referenced resource. A
 * resource the principal may not read is left out (the console then asks for names only).
 */
export async function referencedRecords(
  model: TableModel,
  rows: ApiRecord[],
  principal: Principal,
  { models, repository }: { models: ReadonlyMap<string, TableModel>; repository: ResourceRepository },
): Promise<Record<string, ApiRecord[]>> {
  const wanted = new Map<string, Set<string>>();
  for (const column of model.def.list.columns) {
    const field = model.def.fields[column];
    if (field?.kind !== 'reference') continue;
    const target = models.get(field.reference);
    if (!target || !can(principal, target.def.access.read)) continue;
    const ids = wanted.get(field.reference) ?? new Set<string>();
    for (const row of rows) if (row[column] !== null && row[column] !== undefined && row[column] !== '') ids.add(String(row[column]));
    if (ids.size) wanted.set(field.reference, ids);
  }
  const entries = await Promise.all(
    [...wanted].map(async ([resource, ids]) => {
      const target = models.get(resource)!;
      const { records } = await repository.list(target, { sort: target.def.list.defaultSort, range: [0, ids.size - 1], filter: { id: [...ids] } }, principal);
      return [resource, records] as const;
    }),
  );
  return Object.fromEntries(entries);
}
