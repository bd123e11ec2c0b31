import { CLAIM_SIZE, type MediaKind, type ReviewFilter, type ReviewItem } from '@core/media-review';
import { type Dispatch, type MutableRefObject, type SetStateAction, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { useShell } from '@src/shell/http-context';

/** Fewer held items than this and the queue asks for more (in the background). */
export const REFILL_BELOW = 8;
const RENEW_MS = 60_000;
/** A reviewer who did nothing for this long lets the lease run out: their items go to others. */
const ACTIVE_MS = 120_000;
const LIVE_REFILL_MS = 3000;

export interface HeldMedia {
  items: ReviewItem[];
  setItems: Dispatch<SetStateAction<ReviewItem[]>>;
  /** The items as they are now, for callbacks that must not wait for a render. */
  itemsRef: MutableRefObject<ReviewItem[]>;
  loading: boolean;
  /** Decided here and not yet confirmed otherwise: a claim's answer never brings them back. */
  decided: MutableRefObject<Set<string>>;
  /** When the reviewer last did something: only an active reviewer's lease is renewed. */
  lastActive: MutableRefObject<number>;
  /** Runs a request after the ones before it: a refill never races a decision it would bring back. */
  enqueue<T>(task: () => Promise<T>): Promise<T>;
  /** Asks for more in the background (one claim at a time). */
  refill(): void;
}

/**
 * What the reviewer holds: claimed in batches for the filter (a new filter is a new hold, what was
 * held goes back first), renewed while they work, topped up when new media arrive, and given back
 * when they leave the page or close the tab. `onClaimFailed`: the first claim's failure, in words.
 */
export function useHeldMedia(kind: MediaKind, filter: ReviewFilter, onClaimFailed: (error: unknown) => void): HeldMedia {
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const [items, setItems] = useState<ReviewItem[]>([]);
  const [loading, setLoading] = useState(true);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const decided = useRef(new Set<string>());
  const lastActive = useRef(Date.now());
  const refilling = useRef(false);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const failed = useRef(onClaimFailed);
  failed.current = onClaimFailed;

  const enqueue = useCallback(<T>(task: () => Promise<T>): Promise<T> => {
    const next = chain.current.then(task, task);
    chain.current = next.catch(() => undefined);
    return next;
  }, []);

  // The filter by value: a new object with the same filters is not a new hold.
  const filterKey = JSON.stringify(filter);
  const held = useMemo(() => JSON.parse(filterKey) as ReviewFilter, [filterKey]);

  const claim = useCallback(
    () =>
      enqueue(async () => {
        const answer = await dataProvider.claimMedia(kind, held, CLAIM_SIZE);
        const fresh = answer.items.filter((i) => !decided.current.has(i.id));
        setItems((shown) => {
          // What is on screen keeps its place; newly held items join at the end.
          const known = new Set(fresh.map((i) => i.id));
          const kept = shown.filter((i) => known.has(i.id));
          const keptIds = new Set(kept.map((i) => i.id));
          return [...kept, ...fresh.filter((i) => !keptIds.has(i.id))];
        });
      }),
    [dataProvider, kind, held, enqueue],
  );

  useEffect(() => {
    setItems([]);
    setLoading(true);
    decided.current.clear();
    claim()
      .catch((error: unknown) => failed.current(error))
      .finally(() => setLoading(false));
    const leave = () => void dataProvider.releaseMedia(kind, { leaving: true }).catch(() => undefined);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      void enqueue(() => dataProvider.releaseMedia(kind)).catch(() => undefined);
    };
  }, [claim, dataProvider, kind, enqueue]);

  useEffect(() => {
    const timer = setInterval(() => {
      if (Date.now() - lastActive.current < ACTIVE_MS && itemsRef.current.length) void dataProvider.renewMediaLease(kind).catch(() => undefined);
    }, RENEW_MS);
    return () => clearInterval(timer);
  }, [dataProvider, kind]);

  const refill = useCallback(() => {
    if (refilling.current) return;
    refilling.current = true;
    void claim()
      .catch(() => undefined)
      .finally(() => (refilling.current = false));
  }, [claim]);

  // New media arriving (a live event) top up a queue that ran low or empty, at most every few seconds.
  const { live } = useShell();
  useEffect(() => {
    let last = 0;
    return live.onChange((event) => {
      if (event.resource !== 'media' || event.kind !== 'created' || itemsRef.current.length >= REFILL_BELOW || Date.now() - last < LIVE_REFILL_MS) return;
      last = Date.now();
      refill();
    });
  }, [live, refill]);

  return { items, setItems, itemsRef, loading, decided, lastActive, enqueue, refill };
}
