/** Business constants of spec §9 that more than one place uses. */
export const LIFT_SIZE_MULTIPLIER = 1.3;
export const TRACKER_TYPES = ['V3', 'V4'] as const;
