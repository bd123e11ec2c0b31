import { type Dispatch, type MutableRefObject, type SetStateAction, useCallback, useEffect, useMemo, useState } from 'react';

export interface ReviewCursor {
  index: number;
  setIndex: Dispatch<SetStateAction<number>>;
  setAnchor: Dispatch<SetStateAction<number | undefined>>;
  /** The range selected (indexes, inclusive), or undefined for the current item only. */
  range: [number, number] | undefined;
  go(index: number): void;
  move(by: number, extend?: boolean): void;
  extendTo(index: number): void;
}

/**
 * Where the reviewer is in what they hold, and the range they selected from an anchor (shift);
 * back at the start for each new hold (`holdKey`). Every move marks them active (`lastActive`).
 */
export function useReviewCursor(count: MutableRefObject<{ length: number }>, lastActive: MutableRefObject<number>, holdKey: string): ReviewCursor {
  const [index, setIndex] = useState(0);
  const [anchor, setAnchor] = useState<number | undefined>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new hold (its key) starts at the top.
  useEffect(() => {
    setIndex(0);
    setAnchor(undefined);
  }, [holdKey]);

  const range = useMemo<[number, number] | undefined>(
    () => (anchor === undefined || anchor === index ? undefined : [Math.min(anchor, index), Math.max(anchor, index)]),
    [anchor, index],
  );
  const go = useCallback(
    (to: number) => {
      lastActive.current = Date.now();
      setAnchor(undefined);
      setIndex(Math.max(0, Math.min(to, count.current.length - 1)));
    },
    [count, lastActive],
  );
  const move = useCallback(
    (by: number, extend = false) => {
      lastActive.current = Date.now();
      setAnchor((a) => (extend ? (a ?? index) : undefined));
      setIndex((i) => Math.max(0, Math.min(i + by, count.current.length - 1)));
    },
    [index, count, lastActive],
  );
  const extendTo = useCallback(
    (to: number) => {
      lastActive.current = Date.now();
      setAnchor((a) => a ?? index);
      setIndex(to);
    },
    [index, lastActive],
  );
  return { index, setIndex, setAnchor, range, go, move, extendTo };
}
