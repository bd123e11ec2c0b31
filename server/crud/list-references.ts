import { can, type Principal } from '../../core/access.js';
import { HttpError } from '../http/errors.js';
import type { ApiRecord, ResourceRepository } from './repository.js';
import type { TableModel } from './table-model.js';

/** The one value `embed` takes: the records the page's reference columns name. */
export const EMBED_REFERENCES = 'references';

/** What a list request asks to have with its page (`embed`, a JSON list as ra-data-simple-rest sends `meta.embed`): the references, and the list's companions by name. */
export interface Embed {
  references: boolean;
  companions: string[];
}

/** `embed` of a list request: absent, or names from `references` and the list's companions; any other name is refused, naming those it may take. */
export function embedOf(model: TableModel, query: Record<string, unknown>): Embed | undefined {
  const raw = query.embed;
  if (raw === undefined || raw === '') return undefined;
  const allowed = [EMBED_REFERENCES, ...model.listCompanions.keys()];
  const names = embedNames(raw);
  if (!names?.length || names.some((n) => !allowed.includes(n)))
    throw new HttpError(400, 'bad_request', `embed must be a JSON list of names from ${allowed.map((a) => `"${a}"`).join(', ')}`);
  return { references: names.includes(EMBED_REFERENCES), companions: names.filter((n) => n !== EMBED_REFERENCES) };
}

/**
 * `embed` of a record read: absent, or `["references"]`, the records its reference fields name
 * (all of them, as its edit and show screens show every field); any other name is refused.
 */
export function recordEmbedOf(query: Record<string, unknown>): { references: boolean } | undefined {
  const raw = query.embed;
  if (raw === undefined || raw === '') return undefined;
  const names = embedNames(raw);
  if (!names?.length || names.some((n) => n !== EMBED_REFERENCES)) throw new HttpError(400, 'bad_request', `embed of a record must be the JSON list ["${EMBED_REFERENCES}"]`);
  return { references: true };
}

/** The fields of a record that name other records: what `embed=["references"]` of a record read brings. */
export function referenceFields(model: TableModel): string[] {
  return Object.entries(model.def.fields)
    .filter(([, f]) => f.kind === 'reference' || f.kind === 'referenceMany')
    .map(([name]) => name);
}

function embedNames(raw: unknown): string[] | undefined {
  if (typeof raw !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) && parsed.every((n) => typeof n === 'string') ? [...new Set(parsed as string[])] : undefined;
  } catch {
    return undefined;
  }
}

/** The list's companions named in `embed`, each computed for the page's rows and the list's filter. */
export async function companionsOf(
  model: TableModel,
  names: string[],
  rows: ApiRecord[],
  principal: Principal,
  filter: Readonly<Record<string, unknown>>,
): Promise<Record<string, unknown>> {
  const entries = await Promise.all(names.map(async (name) => [name, await model.listCompanions.get(name)!(rows, principal, filter)] as const));
  return Object.fromEntries(entries);
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
  columns: readonly string[] = model.def.list.columns,
): Promise<Record<string, ApiRecord[]>> {
  const wanted = new Map<string, Set<string>>();
  for (const column of columns) {
    const field = model.def.fields[column];
    if (field?.kind !== 'reference' && field?.kind !== 'referenceMany') continue;
    const target = models.get(field.reference);
    if (!target || !can(principal, target.def.access.read)) continue;
    const ids = wanted.get(field.reference) ?? new Set<string>();
    for (const row of rows) for (const id of [row[column]].flat()) if (id !== null && id !== undefined && id !== '') ids.add(String(id));
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
