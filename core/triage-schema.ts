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
});
