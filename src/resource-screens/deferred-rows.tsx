import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';

/**
 * The rows render from a deferred copy of the list's answer. A page of records arrives through
 * react-query, whose updates React renders synchronously: 25 rows of fields in one task, 0.3–0.5 s
 * on a phone. Deferred, the rows render in an interruptible pass that yields to input. The
 * pagination below the rows is deferred the same way, and both deferred values move in the same
 * render, so the count never tells of an answer the rows do not show yet. What the user does to
 * the rows themselves (selecting them) always comes from the live state: while a newer answer is
 * still being rendered (a live refresh on a busy list), a deferred selection would leave a ticked
 * box unticked until that pass ends, and its toggle would start from the older selection.
 * (Filters stay outside: a filter form fed older values would undo typing.)
 * The same holds for the first rows of a page opened with its answer cached (below).
 */
export function DeferredRows({ children }: { children: ReactNode }) {
  const live = useListContext();
  // On mount the rows start from "pending" even when the answer is cached (a list opened again):
  // the page commits at once with its skeleton, the list's refetch starts from that commit's
  // effects, and the rows render in the interruptible pass while the answer travels, instead of
  // one long task before the request is even sent.
  const deferred = useDeferredValue(live, { ...live, data: undefined, total: undefined, isPending: true, isLoading: true, isFetching: true } as typeof live);
  const sameAnswer =
    deferred.data === live.data &&
    deferred.total === live.total &&
    deferred.isPending === live.isPending &&
    deferred.page === live.page &&
    deferred.perPage === live.perPage &&
    deferred.sort === live.sort &&
    deferred.filterValues === live.filterValues;
  const { selectedIds, onSelect, onToggleItem, onUnselectItems, onSelectAll } = live;
  const shown = useMemo(
    () => (sameAnswer ? live : { ...deferred, selectedIds, onSelect, onToggleItem, onUnselectItems, onSelectAll }),
    [sameAnswer, live, deferred, selectedIds, onSelect, onToggleItem, onUnselectItems, onSelectAll],
  );
  return <ListContextProvider value={shown}>{children}</ListContextProvider>;
}
