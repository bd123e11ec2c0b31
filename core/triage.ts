import type { z } from 'zod';
import { CONSOLE_ROLES, type ConsoleRole, type Principal } from './access';
import type {
  HOME_FOCUSES,
  triageAbsence,
  triageAnswer,
  triageOwnInstallation,
  triagePlan,
  triageDevice,
  triageInstallation,
  triageMaintenance,
  triageProblem,
  triageTicket,
} from './triage-schema';

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
export type TriagePlan = z.infer<typeof triagePlan>;
export type TriageAbsence = z.infer<typeof triageAbsence>;
export type TriageOwnInstallation = z.infer<typeof triageOwnInstallation>;
export type HomeFocus = (typeof HOME_FOCUSES)[number];

/** Plans (rollouts, deliveries) shown ahead on the projects home. */
export const UPCOMING_PLAN_DAYS = 14;

/**
 * Whose day each role's home is laid out for: support engineers start with what is broken,
 * moderators with the review queues, project managers with what waits for their decision and what
 * is planned. Several roles: the first in the policy's order decides (an admin works support).
 */
const FOCUS_OF_ROLE: Record<ConsoleRole, HomeFocus> = {
  admin: 'support',
  firstlevel: 'support',
  firstlevel_connector: 'support',
  zerolevel: 'support',
  tracyapp: 'support',
  secondlevel: 'support',
  projectmanager: 'projects',
  moderation: 'moderation',
};

export function homeFocus(principal: Pick<Principal, 'roles' | 'scope'>): HomeFocus {
  if (principal.scope !== 'staff') return 'customer';
  const role = CONSOLE_ROLES.find((r) => principal.roles.includes(r));
  return role ? FOCUS_OF_ROLE[role] : 'support';
}
