import type { Identifier, RaRecord } from 'react-admin';
import type { HttpClient } from '@src/http/http-client';

export type InboxNote = RaRecord & { readAt: string | null };
export type OutboxNote = RaRecord & { reads: Array<{ subject: string; name: string | null; readAt: string }> };

/** The notes' inbox and outbox, and read marks (the unread count is the shell's: the app bar shows it). */
export interface NoteMethods {
  /** Notes addressed to me or my roles, unread first, each with my read time. */
  getInbox(params?: { unread?: boolean }): Promise<InboxNote[]>;
  setNoteRead(params: { id: Identifier; read: boolean }): Promise<void>;
  /** Notes I wrote, each with who has read it. */
  getOutbox(): Promise<OutboxNote[]>;
}

declare module '@src/data/gondola-data-provider' {
  interface AreaMethods extends NoteMethods {}
}

export function noteMethods(http: HttpClient): NoteMethods {
  return {
    async getInbox({ unread } = {}) {
      const { data } = await http.get<InboxNote[]>('/inbox', { params: unread ? { unread: 'true' } : {} });
      return data;
    },
    async setNoteRead({ id, read }) {
      await http.request({ method: read ? 'PUT' : 'DELETE', url: `/notes/${encodeURIComponent(String(id))}/read` });
    },
    async getOutbox() {
      const { data } = await http.get<OutboxNote[]>('/outbox');
      return data;
    },
  };
}
