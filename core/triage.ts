import type { z } from 'zod';
import type { triageAnswer, triageDevice, triageInstallation, triageMaintenance, triageProblem, triageTicket } from './triage-schema';

/**
 * The triage home's figures (issue 22): what the support engineer looks at first. The shape is the
 * schema's (`triage-schema.ts`), read here as types only.
 */

/** A problem reopened this often within FLAPPING_WINDOW_HOURS flaps: it comes and goes. */
export const FLAPPING_REOPENS = 2;
export const FLAPPING_WINDOW_HOURS = 24;
/** How many rows each card lists; its count says how many there are in all. */
export const TRIAGE_ROWS = 8;
/** Planned maintenance shown ahead. */
export const UPCOMING_MAINTENANCE_DAYS = 14;

export type Triage = z.infer<typeof triageAnswer>;
export type TriageProblem = z.infer<typeof triageProblem>;
export type TriageDevice = z.infer<typeof triageDevice>;
export type TriageInstallation = z.infer<typeof triageInstallation>;
export type TriageTicket = z.infer<typeof triageTicket>;
export type TriageMaintenance = z.infer<typeof triageMaintenance>;
