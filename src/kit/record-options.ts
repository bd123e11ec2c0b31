import { useState } from 'react';
import { useGetList, useGetMany, type RaRecord } from 'react-admin';

/**
 * The options of a picker that names records by typing part of their name: the first 25 the search
 * finds, and the chosen ones, which keep their names when the search no longer finds them. With
 * `searching: false` only the chosen ones are asked for: a picker that waits for its list to be
 * opened (a page's filters, which most visits never touch) costs no request and no render before.
 */
export function useRecordOptions(
  resource: string,
  chosenIds: readonly string[],
  { searching = true }: { searching?: boolean } = {},
): { options: RaRecord[]; search(text: string): void; loading: boolean } {
  const [q, setQ] = useState('');
  const { data: found = [], isPending } = useGetList(
    resource,
    { filter: q ? { q } : {}, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 25 } },
    { enabled: searching },
  );
  const { data: chosen = [] } = useGetMany(resource, { ids: [...chosenIds] }, { enabled: chosenIds.length > 0 });
  return { options: [...new Map([...chosen, ...found].map((r) => [String(r.id), r])).values()], search: setQ, loading: searching && isPending };
}
