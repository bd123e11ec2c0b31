import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import type { RecordFileMethods } from './record-file-methods';
import type { AuditEntry } from '@core/resource-kit';

export type HistoryEntry = AuditEntry;

/**
 * Every area's methods. Empty here: each area's `methods.ts` adds its own interface by declaration
 * merging (`declare module '@src/data/gondola-data-provider'`), so this contract never names an area.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging from the areas.
export interface AreaMethods {}

/** The shell's and the kit's methods beside react-admin's: a record's history, order, secret and existence, and the unread notes. */
export interface ShellMethods {
  getHistory(resource: string, params: { id: Identifier }): Promise<HistoryEntry[]>;
  /** Saves a user-defined order (ordered resources); rejects without a generic toast. */
  reorder(resource: string, params: { ids: Identifier[] }): Promise<RaRecord[]>;
  /** A new generated secret, shown in this answer only. */
  rotateSecret(resource: string, params: { id: Identifier }): Promise<RaRecord>;
  /** One record, or null when it does not exist or is not the caller's to see (no error toast: the page says so). */
  findRecord(resource: string, id: Identifier): Promise<RaRecord | null>;
  /** How many notes addressed to me I have not read (the app bar's inbox button). */
  getUnreadCount(): Promise<number>;
}

/** react-admin's provider, the kit's record files, the shell's methods and every area's. */
export type GondolaDataProvider = DataProvider & RecordFileMethods & ShellMethods & AreaMethods;
