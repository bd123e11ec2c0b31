import { TRACKER_TYPES } from '@core/constants';

export type Tracker = (typeof TRACKER_TYPES)[number];

/** Spec §5: the last checked tracker type cannot be unchecked. */
export function toggleTracker(checked: Tracker[], tracker: Tracker): Tracker[] {
  if (checked.includes(tracker)) return checked.length > 1 ? checked.filter((t) => t !== tracker) : checked;
  return TRACKER_TYPES.filter((t) => t === tracker || checked.includes(t));
}
