import type { DecisionInput, MediaKind, ReviewFilter, ReviewItem } from '@core/media-review';
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { failureAnswer } from '@src/http/failure-answer';
import { REFILL_BELOW, useHeldMedia } from './held-media';
import { prefetchMedia } from './prefetch';
import { useReviewCursor } from './review-cursor';

const PREFETCH = 3;

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
 * The reviewer's side of the queue: what they hold (`useHeldMedia`), where they are in it
 * (`useReviewCursor`), and decisions sent in order while the next item is already on screen
 * (decisions never wait for the network; a refused one is said and the queue is read again).
 */
export function useReviewQueue(kind: MediaKind, filter: ReviewFilter): ReviewQueue {
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const [notice, setNotice] = useState<ReviewNotice>();
  const { items, setItems, itemsRef, loading, decided, lastActive, enqueue, refill } = useHeldMedia(kind, filter, (error) =>
    setNotice({ tone: 'error', text: errorOf(error).message }),
  );
  const { index, setIndex, setAnchor, range, go, move, extendTo } = useReviewCursor(itemsRef, lastActive, `${kind} ${JSON.stringify(filter)}`);

  const current = items[Math.min(index, items.length - 1)];
  useEffect(() => {
    prefetchMedia(items.slice(index, index + 1 + PREFETCH));
  }, [items, index]);

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
    [targets, items, refill, enqueue, dataProvider, kind, decided, lastActive, setItems, setIndex, setAnchor],
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
  }, [enqueue, dataProvider, kind, index, decided, lastActive, setItems, setAnchor]);

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
