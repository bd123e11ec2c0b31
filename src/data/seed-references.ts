import type { QueryClient } from '@tanstack/react-query';
import type { RaRecord } from 'react-admin';

/** Records a list page's reference columns name, per resource (the API's `embed=references`). */
export type EmbeddedReferences = Record<string, RaRecord[]>;

/** `meta` flag of a `getList` whose rows need no references (a picker's choices show names only). */
export const WITHOUT_REFERENCES = 'withoutReferences';

/** The `meta` of a reference picker's queries: its choices' and its current value's. */
export const PICKER_META = { [WITHOUT_REFERENCES]: true } as const;

/** `meta` of a `getOne` whose record comes with the records its fields name (an edit or show screen's). */
export const WITH_REFERENCES = { embed: ['references'] } as const;

/**
 * How long a reference seeded from its list page counts as fresh. Live updates invalidate every
 * query of a resource when one of its records changes, so freshness rests on them, not on age.
 */
export const SEEDED_REFERENCE_FRESH_MS = 30_000;

/**
 * Puts each embedded record where react-admin's `<ReferenceField>` looks for it (its own
 * one-id `getMany` query, and `getOne`) and where a picker looks for its current value, before
 * the page's rows (or the screen's form) render: the references show with them, in the same
 * render, and no request goes out for them.
 */
export function seedReferences(queryClient: QueryClient, references: EmbeddedReferences) {
  const updatedAt = Date.now();
  for (const [resource, records] of Object.entries(references)) {
    queryClient.setQueryDefaults([resource, 'getMany'], { staleTime: SEEDED_REFERENCE_FRESH_MS });
    for (const record of records) {
      const id = String(record.id);
      queryClient.setQueryData([resource, 'getMany', { ids: [id] }], [record], { updatedAt });
      // A picker's current value is read under its choices' meta (react-admin's ReferenceInput hands one meta to both).
      queryClient.setQueryData([resource, 'getMany', { ids: [id], meta: PICKER_META }], [record], { updatedAt });
      queryClient.setQueryData([resource, 'getOne', { id }], record, { updatedAt });
    }
  }
}
