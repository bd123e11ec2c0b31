import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import type { RecordFileMethods } from './record-file-methods';
import type { CustomerLicences } from '@core/licence-report';
import type { InstallationHealth } from '@core/installation-health';
import type { InstallationReport } from '@core/installation-report';
import type { InstallationWeather } from '@core/weather';
import type { ProblemGroup } from '@core/problem-groups';
import type { Mismatch } from '@core/problem-mismatch';
import type { ProblemReport } from '@core/problem-report';
import type { Triage } from '@core/triage';
import type { AuditEntry } from '@core/resource-kit';

export type HistoryEntry = AuditEntry;
export type InboxNote = RaRecord & { readAt: string | null };
export type OutboxNote = RaRecord & { reads: Array<{ subject: string; name: string | null; readAt: string }> };
export type ProblemReportData = ProblemReport;

export interface LicenceReport {
  generatedAt: string;
  customers: CustomerLicences[];
}

/**
 * Every area's methods. Empty here: each area's `methods.ts` adds its own interface by declaration
 * merging (`declare module '@src/data/gondola-data-provider'`), so this contract never names an area.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging from the areas.
export interface AreaMethods {}

/** The shell's and the kit's methods beside react-admin's: records, notes, problems and installations. */
export interface ShellMethods {
  getHistory(resource: string, params: { id: Identifier }): Promise<HistoryEntry[]>;
  /** Saves a user-defined order (ordered resources); rejects without a generic toast. */
  reorder(resource: string, params: { ids: Identifier[] }): Promise<RaRecord[]>;
  /** A new generated secret, shown in this answer only. */
  rotateSecret(resource: string, params: { id: Identifier }): Promise<RaRecord>;
  getLicenceReport(): Promise<LicenceReport>;
  /** Notes addressed to me or my roles, unread first, each with my read time. */
  getInbox(params?: { unread?: boolean }): Promise<InboxNote[]>;
  getUnreadCount(): Promise<number>;
  setNoteRead(params: { id: Identifier; read: boolean }): Promise<void>;
  /** Acknowledges a problem here and at its source; says what the source answered. */
  acknowledgeProblem(
    id: Identifier,
    input: { message?: string | null; severity?: number | null; close?: boolean; unacknowledge?: boolean },
  ): Promise<{ ok: boolean; source: { state: 'ok' | 'failed' | 'local'; detail?: string } }>;
  acknowledgeAllProblems(input: {
    installationId: string;
    source: string;
    message?: string | null;
  }): Promise<{ total: number; acknowledged: number; results: Array<{ id: string; ok: boolean; source: { state: string; detail?: string }; error?: string }> }>;
  /** Open problems and device health of the installations on screen, by id. */
  getInstallationHealth(ids: string[]): Promise<Record<string, InstallationHealth>>;
  /** Whether the installation list of this type shows the tracker filter (spec §4). */
  getTrackerFilter(type?: string): Promise<{ show: boolean; types: string[] }>;
  /** An installation's uptime, problems and commands over a range. */
  getInstallationReport(id: string, range: { from: string; to: string }): Promise<InstallationReport>;
  /** The weather at an installation's location now (null weather: it has no location). */
  getInstallationWeather(id: string): Promise<InstallationWeather>;
  /** Admin actions on an installation: archive, move to another resort, clear the caches that hold it. */
  administerInstallation(
    id: string,
    input: { action: 'archive'; version: number } | { action: 'move'; resortId: string; version: number } | { action: 'clearCaches' },
  ): Promise<RaRecord>;
  /** Maintenance mode of one installation (active ⇄ maintenance). */
  setInstallationMaintenance(id: string, maintenance: boolean, version: number): Promise<RaRecord>;
  /** Lets the caller's own address reach the installation for 24 hours (or says it already may, permanently). */
  addMyIp(installationId: string): Promise<RaRecord & { permanent: boolean }>;
  /** The problem list grouped by installation, with the list's own filter. */
  getProblemGroups(filter: Record<string, unknown>): Promise<{ groups: ProblemGroup[]; truncated: boolean }>;
  /** Open problems of the list's filter by severity; those raised during maintenance apart, unless the filter asks for them. */
  getProblemCounts(filter?: Record<string, unknown>): Promise<{
    open: number;
    unacknowledged: number;
    inMaintenance: number;
    bySeverity: Record<string, { open: number; unacknowledged: number }>;
  }>;
  /** Acknowledges, closes or silences (until a moment) the selected problems; a result per problem. */
  triageProblems(input: {
    ids: Identifier[];
    action: 'acknowledge' | 'close' | 'silence';
    message?: string | null;
    until?: string | null;
  }): Promise<{ total: number; succeeded: number; results: Array<{ id: string; ok: boolean; error?: string }> }>;
  /** One record, or null when it does not exist or is not the caller's to see (no error toast: the page says so). */
  findRecord(resource: string, id: Identifier): Promise<RaRecord | null>;
  /** The triage home's figures for the signed-in user. */
  getTriage(): Promise<Triage>;
  getProblemByTrigger(source: string, triggerId: string): Promise<RaRecord>;
  getProblemReport(range: { from: string; to: string }): Promise<ProblemReportData>;
  getProblemReportCsv(range: { from: string; to: string }): Promise<{ blob: Blob; filename: string }>;
  getMismatchedStates(): Promise<Mismatch[]>;
  /** Notes I wrote, each with who has read it. */
  getOutbox(): Promise<OutboxNote[]>;
  /** The licence report as a CSV file (with the caller's token, so not a plain link). */
  getLicenceReportCsv(): Promise<{ blob: Blob; filename: string }>;
}

/** react-admin's provider, the kit's record files, the shell's methods and every area's. */
export type GondolaDataProvider = DataProvider & RecordFileMethods & ShellMethods & AreaMethods;

/** What one of the typed methods resolves to: the type the API's answer is read as. */
export type Answer<M extends keyof GondolaDataProvider> = GondolaDataProvider[M] extends (...args: never[]) => Promise<infer R> ? R : never;
