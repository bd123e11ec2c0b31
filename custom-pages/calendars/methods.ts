import type { CalendarAnswer, CalendarFeed, CalendarName, JiraIssue, OnDutyNow } from '@core/calendars';
import { attachment } from '@src/http/attachment';
import type { HttpClient } from '@src/http/http-client';

export interface CalendarRange {
  from: string;
  to: string;
  lang: 'en' | 'de';
  installationId?: string;
}

/** The calendars: entries, who is on duty now, export, private feeds and Jira issues. */
export interface CalendarMethods {
  getCalendarEntries(calendar: CalendarName, range: CalendarRange): Promise<CalendarAnswer>;
  getOnDutyNow(): Promise<OnDutyNow[]>;
  exportCalendar(calendar: CalendarName, range: CalendarRange): Promise<{ blob: Blob; filename: string }>;
  getCalendarFeeds(): Promise<CalendarFeed[]>;
  createCalendarFeed(calendar: CalendarName, lang: 'en' | 'de'): Promise<CalendarFeed>;
  revokeCalendarFeed(id: string): Promise<void>;
  renewCalendarFeed(id: string): Promise<CalendarFeed>;
  /** Everyone's live feeds with their owners (admins). */
  getAllCalendarFeeds(): Promise<CalendarFeed[]>;
  /** Ends anyone's feed (admins; audited). */
  revokeAnyCalendarFeed(id: string): Promise<void>;
  getJiraIssue(key: string): Promise<JiraIssue>;
  /** What escalations sent a person during a shift ("what happened on my shift"); another's needs escalations.manage. */
  getShiftPages(person: string, from: string, to: string): Promise<ShiftPage[]>;
}

export interface ShiftPage {
  id: string;
  at: string;
  kind: string;
  problemId: string;
  problemName: string;
  channel: string | null;
  delivery: { status: string } | null;
}

declare module '@src/data/gondola-data-provider' {
  interface AreaMethods extends CalendarMethods {}
}

const clean = (range: CalendarRange) => Object.fromEntries(Object.entries(range).filter(([, v]) => v !== undefined && v !== ''));

export function calendarMethods(http: HttpClient): CalendarMethods {
  return {
    async getOnDutyNow() {
      const { data } = await http.get<{ onDuty: OnDutyNow[] }>('/calendars/on-duty/now');
      return data.onDuty;
    },
    async getCalendarEntries(calendar, range) {
      const { data } = await http.get<CalendarAnswer>(`/calendars/${encodeURIComponent(calendar)}/entries`, { params: clean(range) });
      return data;
    },
    exportCalendar(calendar, range) {
      return attachment(http, `/calendars/${encodeURIComponent(calendar)}/export`, clean(range), `gondola-${calendar}.ics`);
    },
    async getCalendarFeeds() {
      const { data } = await http.get<{ feeds: CalendarFeed[] }>('/calendar-feeds');
      return data.feeds;
    },
    async createCalendarFeed(calendar, lang) {
      const { data } = await http.post<CalendarFeed>('/calendar-feeds', { calendar, lang });
      return data;
    },
    async revokeCalendarFeed(id) {
      await http.delete(`/calendar-feeds/${encodeURIComponent(id)}`);
    },
    async renewCalendarFeed(id) {
      const { data } = await http.post<CalendarFeed>(`/calendar-feeds/${encodeURIComponent(id)}/renew`);
      return data;
    },
    async getAllCalendarFeeds() {
      const { data } = await http.get<{ feeds: CalendarFeed[] }>('/admin/calendar-feeds');
      return data.feeds;
    },
    async revokeAnyCalendarFeed(id) {
      await http.delete(`/admin/calendar-feeds/${encodeURIComponent(id)}`);
    },
    async getShiftPages(person, from, to) {
      const { data } = await http.get<{ data: ShiftPage[] }>('/escalations/my-shift', { params: { person, from, to }, background: true });
      return data.data;
    },
    async getJiraIssue(key) {
      // The page says what Jira answered (a 503 means Jira is not connected, not that the console is down).
      const { data } = await http.get<JiraIssue>(`/jira/issues/${encodeURIComponent(key)}`, { background: true });
      return data;
    },
  };
}
