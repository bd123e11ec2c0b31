import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import type { CloudFile } from './methods';

export type CloudEntry = { kind: 'folder'; name: string; path: string; title?: string } | ({ kind: 'file' } & CloudFile);

/** Typing settles for this long before the store is searched: one request per word, not per key. */
const SETTLE_MS = 250;

/**
 * The search of the cloud storage page: every folder the user may read, not only the one on screen
 * (the server lists what the user may reach). Inactive while the text is empty.
 */
export function useCloudSearch(text: string) {
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const wanted = text.trim();
  const [settled, setSettled] = useState(wanted);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(wanted), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [wanted]);
  const { data, error, isFetching } = useQuery({
    queryKey: ['cloudstorage', 'search', settled],
    queryFn: ({ signal }) => dataProvider.searchCloud(settled, signal),
    enabled: settled !== '',
    retry: false,
    // The last answer stays on screen while the next word is looked up.
    placeholderData: keepPreviousData,
  });
  const entries: CloudEntry[] | undefined = data && [...data.folders.map((f) => ({ kind: 'folder' as const, ...f })), ...data.files.map((f) => ({ kind: 'file' as const, ...f }))];
  return {
    active: wanted !== '',
    entries: wanted !== '' ? entries : undefined,
    pending: wanted !== '' && (settled !== wanted || isFetching) && !entries,
    truncated: data?.truncated ?? false,
    titles: data?.titles ?? {},
    error,
  };
}
