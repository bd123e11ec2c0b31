import { z } from 'zod';
import { onDutyNow } from './calendars';

/**
 * The triage home's answer, once: the server validates and documents with it, and `core/triage.ts`
 * takes its types from it (as types only, so the console's first screen does not load zod).
 */
export const triageProblem = z.object({
  id: z.string(),
  name: z.string(),
  severity: z.number().int(),
  installationId: z.string().nullable(),
  installationName: z.string().nullable(),
  deviceId: z.string().nullable(),
  startedAt: z.string(),
  acknowledged: z.boolean(),
  flapping: z.boolean(),
});
export const triageDevice = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  installationId: z.string(),
  installationName: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
});
export const triageInstallation = z.object({ id: z.string(), name: z.string(), devices: z.number().int(), lastSeenAt: z.string().nullable() });
export const triageTicket = z.object({
  id: z.string(),
  subject: z.string(),
  status: z.string(),
  impact: z.string().nullable(),
  installationId: z.string(),
  installationName: z.string().nullable(),
  createdAt: z.string(),
});
/** An unread note: `text` is its Markdown as plain words, for a one-line preview. */
export const triageNote = z.object({ id: z.string(), text: z.string(), authorName: z.string().nullable(), createdAt: z.string() });
export const triageMaintenance = z.object({
  installationId: z.string(),
  installationName: z.string().nullable(),
  windowId: z.string().optional(),
  startsAt: z.string().optional(),
  endsAt: z.string().optional(),
  reason: z.string().optional(),
});
/** Whose day the home is laid out for (core/triage.ts decides from the roles). */
export const HOME_FOCUSES = ['support', 'moderation', 'projects', 'customer'] as const;
/** A media review queue: what waits, what reviewers hold now, since when the oldest waits. */
export const triageReviewQueue = z.object({ kind: z.string(), waiting: z.number().int(), inReview: z.number().int(), oldestArrivedAt: z.string().nullable() });
/** An absence request nobody has decided yet. */
/** A problem whose escalation notified the signed-in person and that nobody has acknowledged yet. */
export const triagePage = z.object({ problemId: z.string(), name: z.string(), severity: z.string(), notifiedAt: z.string() });
export const triageAbsence = z.object({ id: z.string(), employeeName: z.string().nullable(), type: z.string(), startsOn: z.string(), endsOn: z.string() });
/** A rollout or delivery still to happen (a calendar's entry). */
export const triagePlan = z.object({
  calendar: z.enum(['rollouts', 'deliveries']),
  id: z.string(),
  title: z.string(),
  kind: z.string(),
  start: z.string(),
  allDay: z.boolean(),
  installationId: z.string().nullable(),
  installationName: z.string().nullable(),
});
/** One of a customer's installations and how it is doing. */
export const triageOwnInstallation = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  openProblems: z.number().int(),
  devices: z.number().int(),
  answering: z.number().int(),
});
const counts = z.object({ open: z.number().int(), unacknowledged: z.number().int() });
export const triageAnswer = z.object({
  problems: z.object({
    bySeverity: z.record(z.string(), counts),
    open: z.number().int(),
    unacknowledged: z.number().int(),
    flapping: z.number().int(),
    inMaintenance: z.number().int(),
    oldestUnacknowledgedAt: z.string().nullable(),
    top: z.array(triageProblem),
  }),
  offlineDevices: z.object({ total: z.number().int(), top: z.array(triageDevice) }),
  offlineInstallations: z.object({ total: z.number().int(), top: z.array(triageInstallation) }),
  unreadNotes: z.object({ total: z.number().int(), top: z.array(triageNote) }),
  openTickets: z.object({ total: z.number().int(), top: z.array(triageTicket) }),
  maintenance: z.object({ now: z.array(triageMaintenance), upcoming: z.array(triageMaintenance) }),
  /** Who is on duty now in each rotation the user may see (none for customer users). */
  onDuty: z.array(onDutyNow),
  focus: z.enum(HOME_FOCUSES),
  /** Media review queues (media.review). */
  review: z.array(triageReviewQueue).optional(),
  /** Escalations paging the signed-in person right now (staff). */
  paging: z.array(triagePage).optional(),
  /** Absence requests to decide (projects.manage). */
  absencesToDecide: z.object({ total: z.number().int(), top: z.array(triageAbsence) }).optional(),
  /** Rollouts and deliveries of the coming days (projects.manage). */
  plans: z.object({ total: z.number().int(), top: z.array(triagePlan) }).optional(),
  /** A customer's own installations, those in trouble first (customer staff). */
  installations: z.object({ total: z.number().int(), top: z.array(triageOwnInstallation) }).optional(),
  /** The device broker as the answering replica sees it (staff, where the device layer runs): down, nothing is heard from devices. */
  deviceBroker: z.object({ status: z.enum(['connecting', 'connected', 'down']), since: z.string() }).optional(),
});
