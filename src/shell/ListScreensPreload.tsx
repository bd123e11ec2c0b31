import { useEffect } from 'react';
import { LazyResourceList } from '@src/resource-screens/lazy-screens';

/** Pointing at, touching or tabbing to a link or button: the user is about to go somewhere. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;
const ACTIONABLE = 'a[href], button, [role="button"], [role="menuitem"]';

/**
 * Runs `work` once, at the first sign that the user is about to move on: a pointer over, a touch
 * of or the focus on a link or button (the menu, a dashboard card, the drawer's button on a phone).
 * The returned function stops listening. Not on a timer: the first screen's own work (and a
 * phone's first-load score, which counts any later task as blocking) stays untouched until the
 * user acts, and a hover or the drawer's tap comes 100–300 ms before the click it announces.
 */
export function onFirstIntent(work: () => void, target: Document = document): () => void {
  const stop = () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, seen, true);
  };
  function seen(event: Event) {
    if (!(event.target instanceof Element) || !event.target.closest(ACTIONABLE)) return;
    stop();
    work();
  }
  for (const type of INTENT_EVENTS) target.addEventListener(type, seen, { capture: true, passive: true });
  return stop;
}

/**
 * The generic list screens (their chunk, the whole definitions and their messages) load when the
 * user first reaches for a link: lists are most of a support engineer's work, and the first one
 * opened otherwise paid ~80–150 ms evaluating them after the click. A failure here is not shown:
 * the list loads them again when opened, and says so if it cannot.
 */
export function ListScreensPreload() {
  useEffect(() => onFirstIntent(() => void LazyResourceList.preload().catch(() => undefined)), []);
  return null;
}
