/**
 * The triage home's figures (issue 22): what the support engineer looks at first. One shape for
 * the server that counts and the console that shows it.
 */

/** A problem reopened this often within FLAPPING_WINDOW_HOURS flaps: it comes and goes. */
export const FLAPPING_REOPENS = 2;
export const FLAPPING_WINDOW_HOURS = 24;
/** How many rows each card lists; its count says how many there are in all. */
export const TRIAGE_ROWS = 8;
/** Planned maintenance shown ahead. */
export const UPCOMING_MAINTENANCE_DAYS = 14;

export interface TriageProblem {
  id: string;
  name: string;
  severity: number;
  installationId: string | null;
  installationName: string | null;
  deviceId: string | null;
  startedAt: string;
  acknowledged: boolean;
  flapping: boolean;
}

export interface TriageDevice {
  id: string;
  name: string;
  type: string;
  installationId: string;
  installationName: string | null;
  lastSeenAt: string | null;
}

export interface TriageInstallation {
  id: string;
  name: string;
  devices: number;
  lastSeenAt: string | null;
}

export interface TriageTicket {
  id: string;
  subject: string;
  status: string;
  impact: string | null;
  installationId: string;
  installationName: string | null;
  createdAt: string;
}

export interface TriageNote {
  id: string;
  text: string;
  authorName: string | null;
  createdAt: string;
}

export interface TriageMaintenance {
  installationId: string;
  installationName: string | null;
  /** A planned window's id; absent when the installation was switched into maintenance by hand. */
  windowId?: string;
  startsAt?: string;
  endsAt?: string;
  reason?: string;
}

export interface Triage {
  problems: {
    bySeverity: Record<string, { open: number; unacknowledged: number }>;
    open: number;
    unacknowledged: number;
    flapping: number;
    inMaintenance: number;
    oldestUnacknowledgedAt: string | null;
    top: TriageProblem[];
  };
  offlineDevices: { total: number; top: TriageDevice[] };
  offlineInstallations: { total: number; top: TriageInstallation[] };
  unreadNotes: { total: number; top: TriageNote[] };
  openTickets: { total: number; top: TriageTicket[] };
  maintenance: { now: TriageMaintenance[]; upcoming: TriageMaintenance[] };
}
