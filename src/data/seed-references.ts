import type { QueryClient } from '@tanstack/react-query';
import type { RaRecord } from 'react-admin';

/** Records a list page's reference columns name, per resource (the API's `embed=references`). */
export type EmbeddedReferences = Record<string, RaRecord[]>;

/** `meta` flag of a `getList` whose rows need no references (a picker's choices show names only). */
export const WITHOUT_REFERENCES = 'withoutReferences';

/**
 * How long a reference seeded from its list page counts as fresh. Live updates invalidate every
 * query of a resource when one of its records changes, so freshness rests on them, not on age.
 */
export const SEEDED_REFERENCE_FRESH_MS = 30_000;

/**
 * Puts each embedded record where react-admin's `<ReferenceField>` looks for it (its own
 * one-id `getMany` query, and `getOne`), before the page's rows render: the references show with
 * the rows, in the same render, and no request goes out for them.
 */
export function seedReferences(queryClient: QueryClient, references: EmbeddedReferences) {
  const updatedAt = Date.now();
  for (const [resource, records] of Object.entries(references)) {
    queryClient.setQueryDefaults([resource, 'getMany'], { staleTime: SEEDED_REFERENCE_FRESH_MS });
    for (const record of records) {
      const id = String(record.id);
      queryClient.setQueryData([resource, 'getMany', { ids: [id] }], [record], { updatedAt });
      queryClient.setQueryData([resource, 'getOne', { id }], record, { updatedAt });
    }
  }
}
