import type { QueryObserverResult } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useNotify, useRedirect } from 'react-admin';
import { WITH_REFERENCES } from '@src/data/seed-references';
import { SCREEN_SAYS_FAILURES } from './write-failure';

/**
 * A record's screen (edit or show) re-renders when its record or its failure changes, not when a
 * refetch of the same record starts and ends: react-admin's controller reads `isFetching`, so
 * every visit to a record already in the cache re-rendered the whole form (~575 components, each
 * text area measuring itself again) once the unchanged answer came back. The console's progress
 * indicator follows the fetch on its own (`useIsFetching`).
 */
const RECORD_CHANGES: Array<keyof QueryObserverResult> = ['data', 'error', 'status'];

export const RECORD_QUERY_OPTIONS = { notifyOnChangeProps: RECORD_CHANGES, meta: WITH_REFERENCES };

/**
 * An edit screen's read and its save carry one meta: react-admin puts the saved record under the
 * key of a read with the save's meta, so with two metas the screen would not see what it saved.
 */
export const EDIT_META = { ...WITH_REFERENCES, ...SCREEN_SAYS_FAILURES.meta };

/**
 * An edit screen's record query. react-admin leaves for the list whenever a read of the record
 * fails, which is right for the first read (no such record) but, for a later one (a live update's
 * refetch, the conflict notice's reload), would throw away what the user typed: then the screen
 * stays and says the latest version could not be loaded.
 */
export function useEditQueryOptions(resource: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  const loaded = useRef(false);
  return useMemo(
    () => ({
      ...RECORD_QUERY_OPTIONS,
      meta: EDIT_META,
      onSuccess: () => {
        loaded.current = true;
      },
      onError: () => {
        if (loaded.current) {
          notify('gondola.kit.conflict.reloadFailed', { type: 'error' });
          return;
        }
        notify('ra.notification.item_doesnt_exist', { type: 'error' });
        redirect('list', resource);
      },
    }),
    [notify, redirect, resource],
  );
}
