import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';

/** Which channels and ticketing tool this console reaches (`getCommunicationStatus`): one cached query, asked again after five minutes, shared by every page that shows it. */
export function useCommunicationStatus() {
  const dataProvider = useDataProvider<GondolaDataProvider>();
  return useQuery({ queryKey: ['communication', 'status'], queryFn: () => dataProvider.getCommunicationStatus(), staleTime: 300_000 }).data;
}
