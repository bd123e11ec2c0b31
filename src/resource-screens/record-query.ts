import type { QueryObserverResult } from '@tanstack/react-query';

/**
 * A record's screen (edit or show) re-renders when its record or its failure changes, not when a
 * refetch of the same record starts and ends: react-admin's controller reads `isFetching`, so
 * every visit to a record already in the cache re-rendered the whole form (~575 components, each
 * text area measuring itself again) once the unchanged answer came back. The console's progress
 * indicator follows the fetch on its own (`useIsFetching`).
 */
const RECORD_CHANGES: Array<keyof QueryObserverResult> = ['data', 'error', 'status'];

export const RECORD_QUERY_OPTIONS = { notifyOnChangeProps: RECORD_CHANGES };
