import { useListContext } from 'react-admin';

/**
 * A companion the list's page brought with its rows (`ResourceList`'s `companions`, the server's
 * `TableModel.listCompanions`), from the list context's `meta.companions`; undefined until the page answers.
 */
export function useListCompanion<T>(name: string): T | undefined {
  const { meta } = useListContext();
  return (meta as { companions?: Record<string, unknown> } | undefined)?.companions?.[name] as T | undefined;
}
