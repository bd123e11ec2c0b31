import { CLAIM_SIZE, type DecisionInput, type MediaKind, type ReviewFilter, type ReviewItem } from '@core/media-review';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { useShell } from '@src/shell/http-context';
import { prefetchMedia } from './prefetch';
import { failureAnswer } from '@src/http/failure-answer';

/** Fewer held items than this and the queue asks for more (in the background). */
const REFILL_BELOW = 8;
const RENEW_MS = 60_000;
/** A reviewer who did nothing for this long lets the lease run out: their items go to others. */
const ACTIVE_MS = 120_000;
const PREFETCH = 3;
const LIVE_REFILL_MS = 3000;

export interface ReviewNotice {
  tone: 'success' | 'error' | 'info';
  /** A message key (gondola.review.*) and its values, or the server's own words. */
  key?: string;
  values?: Record<string, unknown>;
  text?: string;
}

export interface ReviewQueue {
  items: ReviewItem[];
  index: number;
  current: ReviewItem | undefined;
  /** The range selected (indexes, inclusive), or undefined for the current item only. */
  range: [number, number] | undefined;
  loading: boolean;
  notice: ReviewNotice | undefined;
  go(index: number): void;
  move(by: number, extend?: boolean): void;
  /** Selects from the anchor to `index` (shift-click). */
  extendTo(index: number): void;
  /** The items a decision now applies to: the range, else the current one. */
  targets(): ReviewItem[];
  decide(decision: Omit<DecisionInput, 'id'>): void;
  undo(): Promise<void>;
  /** Marks the reviewer active (keys, pointer): their lease is renewed. */
  touch(): void;
  clearNotice(): void;
}

/** The server's catalogue key (`leaseLost`) and words of a failed call. */
const errorOf = (error: unknown): { description?: string; message?: string } => {
  const { body, message } = failureAnswer(error);
  return { description: typeof body?.description === 'string' ? body.description : undefined, message };
};

/**
 * The reviewer's side of the queue: what they hold (claimed in batches, renewed while they work,
 * released when they leave), where they are in it, and decisions sent in order while the next item
 * is already on screen (decisions never wait for the network; a refused one is said and the queue
 * is read again).
 */
export function useReviewQueue(kind: MediaKind, filter: ReviewFilter): ReviewQueue {
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const [items, setItems] = useState<ReviewItem[]>([]);
  const [index, setIndex] = useState(0);
  const [anchor, setAnchor] = useState<number | undefined>();
  const [loading, setLoading] = useState(true);
  const [notice, setNotice] = useState<ReviewNotice>();
  // Requests run one after the other: a refill never races a decision it would bring back.
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const decided = useRef(new Set<string>());
  const lastActive = useRef(Date.now());
  const refilling = useRef(false);
  const itemsRef = useRef(items);
  itemsRef.current = items;

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

  // A new filter is a new hold: what was held goes back first. Leaving the page gives it back too,
  // and so does closing the tab (a request that outlives the page).
  useEffect(() => {
    setItems([]);
    setIndex(0);
    setAnchor(undefined);
    setLoading(true);
    decided.current.clear();
    claim()
      .catch((error: unknown) => setNotice({ tone: 'error', text: errorOf(error).message }))
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

  const current = items[Math.min(index, items.length - 1)];
  useEffect(() => {
    prefetchMedia(items.slice(index, index + 1 + PREFETCH));
  }, [items, index]);

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

  const range = useMemo<[number, number] | undefined>(
    () => (anchor === undefined || anchor === index ? undefined : [Math.min(anchor, index), Math.max(anchor, index)]),
    [anchor, index],
  );

  const targets = useCallback(() => (range ? items.slice(range[0], range[1] + 1) : current ? [current] : []), [range, items, current]);

  const decide = useCallback(
    (decision: Omit<DecisionInput, 'id'>) => {
      const chosen = targets();
      if (!chosen.length) return;
      lastActive.current = Date.now();
      const ids = new Set(chosen.map((i) => i.id));
      for (const id of ids) decided.current.add(id);
      const first = items.findIndex((i) => ids.has(i.id));
      const remaining = items.filter((i) => !ids.has(i.id));
      setItems(remaining);
      setIndex(Math.max(0, Math.min(first, remaining.length - 1)));
      setAnchor(undefined);
      if (remaining.length < REFILL_BELOW) refill();
      void enqueue(() =>
        dataProvider.decideMedia(
          kind,
          chosen.map((i) => ({ id: i.id, ...decision })),
        ),
      )
        .then(() => {
          setNotice(
            decision.decision === 'confirmed'
              ? { tone: 'success', key: chosen.length > 1 ? 'done.confirmedMany' : 'done.confirmed', values: { count: chosen.length } }
              : { tone: 'success', key: 'done.rejected', values: { reason: decision.reason } },
          );
        })
        .catch((error: unknown) => {
          for (const id of ids) decided.current.delete(id);
          const e = errorOf(error);
          setNotice(e.description === 'leaseLost' ? { tone: 'error', key: 'errors.leaseLost' } : { tone: 'error', key: 'errors.failed', values: { reason: e.message ?? '' } });
          refill();
        });
    },
    [targets, items, refill, enqueue, dataProvider, kind],
  );

  const undo = useCallback(async () => {
    lastActive.current = Date.now();
    try {
      const { item } = await enqueue(() => dataProvider.undoMediaDecision(kind));
      decided.current.delete(item.id);
      setItems((held) => {
        const at = Math.min(index, held.length);
        return [...held.slice(0, at), item, ...held.slice(at).filter((i) => i.id !== item.id)];
      });
      setAnchor(undefined);
      setNotice({ tone: 'info', key: 'done.undone' });
    } catch (error) {
      const e = errorOf(error);
      setNotice({ tone: 'error', ...(e.description ? { key: `errors.${e.description}` } : { text: e.message }) });
    }
  }, [enqueue, dataProvider, kind, index]);

  const go = useCallback((to: number) => {
    lastActive.current = Date.now();
    setAnchor(undefined);
    setIndex(Math.max(0, Math.min(to, itemsRef.current.length - 1)));
  }, []);
  const move = useCallback(
    (by: number, extend = false) => {
      lastActive.current = Date.now();
      setAnchor((a) => (extend ? (a ?? index) : undefined));
      setIndex((i) => Math.max(0, Math.min(i + by, itemsRef.current.length - 1)));
    },
    [index],
  );
  const extendTo = useCallback(
    (to: number) => {
      lastActive.current = Date.now();
      setAnchor((a) => a ?? index);
      setIndex(to);
    },
    [index],
  );

  return {
    items,
    index: Math.min(index, Math.max(0, items.length - 1)),
    current,
    range,
    loading,
    notice,
    go,
    move,
    extendTo,
    targets,
    decide,
    undo,
    touch: () => (lastActive.current = Date.now()),
    clearNotice: () => setNotice(undefined),
  };
}
