import { visibleLength } from './visible-text.js';

/** The login data audit (`/login-data-audit`): what the server's store reads and the console shows. */
export interface LoginAuditFilter {
  actor?: string;
  entryId?: string;
  installationId?: string;
  from?: string;
  to?: string;
}

export interface LoginAuditRow {
  id: number;
  at: string;
  actor: string;
  actorName: string | null;
  action: string;
  entryId: string;
  entryHost: string | null;
  installationId: string | null;
  reason: string | null;
  address: string | null;
  changed: string[];
}

/** A reveal's reason needs this many characters that show (zero-width and blank ones do not count). */
export const REVEAL_REASON_MIN = 3;

export const revealReasonTooShort = (reason: string) => visibleLength(reason) < REVEAL_REASON_MIN;
