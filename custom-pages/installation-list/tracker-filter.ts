import { TRACKER_TYPES } from '@core/constants';

export type Tracker = (typeof TRACKER_TYPES)[number];

/** Spec §5: the last checked tracker type cannot be unchecked. */
export function toggleTracker(checked: Tracker[], tracker: Tracker): Tracker[] {
  if (checked.includes(tracker)) return checked.length > 1 ? checked.filter((t) => t !== tracker) : checked;
  return TRACKER_TYPES.filter((t) => t === tracker || checked.includes(t));
}

/**
 * The list's filter for the tracker choice. The filter shows only where every installation of the
 * list runs a tracker (spec §4), so with every tracker checked it excludes nothing and is left out:
 * the list's first request, sent before it knows whether the filter shows, is then already the
 * right one, and learning that it shows asks for nothing again.
 */
export function trackerCondition(shown: boolean, checked: readonly Tracker[]): { trackerVersion?: Tracker[] } {
  return shown && TRACKER_TYPES.some((t) => !checked.includes(t)) ? { trackerVersion: [...checked] } : {};
}
