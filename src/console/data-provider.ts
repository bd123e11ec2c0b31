import { lazyMethods } from './lazy-methods';
import type { StorageMethods } from './storage-methods';
import type { VaultMethods } from './vault-methods';
import type { ReviewMethods } from './review-methods';
import type { CalendarMethods } from './calendar-methods';
import type { VideoMethods } from './video-methods';
import type { ReportMethods } from './report-methods';
import type { CommunicationMethods } from './communication-methods';
import type { TrackerMethods } from './tracker-methods';
import type { DeviceMethods } from './device-methods';
import { attachment } from '@src/http/attachment';
import type { HttpClient, HttpClientError } from '@src/http/http-client';
import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider, type fetchUtils, type Identifier, type RaRecord } from 'react-admin';
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

/** What one of the typed methods resolves to: the type the API's answer is read as. */
type Answer<M extends keyof GondolaDataProvider> = GondolaDataProvider[M] extends (...args: never[]) => Promise<infer R> ? R : never;

export type GondolaDataProvider = DataProvider &
  VaultMethods &
  StorageMethods &
  VideoMethods &
  ReviewMethods &
  ReportMethods &
  CommunicationMethods &
  TrackerMethods &
  DeviceMethods &
  CalendarMethods & {
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
  };

export type InboxNote = RaRecord & { readAt: string | null };
export type OutboxNote = RaRecord & { reads: Array<{ subject: string; name: string | null; readAt: string }> };

export type ProblemReportData = ProblemReport;

export interface LicenceReport {
  generatedAt: string;
  customers: CustomerLicences[];
}

const API = '/api';

/** ra-data-simple-rest's httpClient contract on top of the console's HTTP client. */
export function simpleRestTransport(http: HttpClient, { ownErrorMessage = false } = {}) {
  return async (url: string, options: fetchUtils.Options = {}) => {
    try {
      const response = await http.request({
        url: url.startsWith(API) ? url.slice(API.length) : url,
        method: options.method ?? 'GET',
        data: options.body,
        ownErrorMessage,
        // react-query's signal: a page left before its data arrived cancels the request.
        signal: options.signal ?? undefined,
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(response.headers)) if (value !== undefined && value !== null) headers.set(name, String(value));
      return { status: response.status, headers, body: JSON.stringify(response.data), json: response.data };
    } catch (error) {
      const e = error as HttpClientError<{ message?: string } | undefined>;
      // react-admin reads field errors and the 409 `current` record from the body.
      throw new HttpError(e.response?.data?.message ?? e.message, e.response?.status ?? 0, e.response?.data);
    }
  };
}

/** ra-data-simple-rest against /api, plus Gondola's typed extra methods. */
export function createDataProvider(http: HttpClient): GondolaDataProvider {
  const transport = simpleRestTransport(http);
  const base = simpleRestProvider(API, transport);
  // Writes whose caller says what failed (the generated forms, meta `ownErrorMessage`): no second, generic toast.
  const owning = simpleRestProvider(API, simpleRestTransport(http, { ownErrorMessage: true }));
  const via = (params: { meta?: unknown }) => ((params.meta as { ownErrorMessage?: boolean } | undefined)?.ownErrorMessage ? owning : base);
  return {
    ...base,
    create: (resource, params) => via(params).create(resource, params),
    update: (resource, params) => via(params).update(resource, params),
    delete: (resource, params) => via(params).delete(resource, params),
    deleteMany: (resource, params) => via(params).deleteMany(resource, params),
    ...lazyMethods<VaultMethods>(() => import('./vault-methods').then((m) => m.vaultMethods(http)), {
      setLoginSecret: true,
      revealLogin: true,
      getLoginDataAudit: true,
      getLoginDataAuditCsv: true,
    }),
    ...lazyMethods<StorageMethods>(() => import('./storage-methods').then((m) => m.storageMethods(http)), {
      createWithFiles: true,
      replaceFile: true,
      clearFile: true,
      listCloudFolder: true,
      uploadToCloud: true,
      createCloudFolder: true,
      moveCloudEntry: true,
      deleteCloudEntry: true,
    }),
    ...lazyMethods<ReviewMethods>(() => import('./review-methods').then((m) => m.reviewMethods(http)), {
      getReviewSummary: true,
      claimMedia: true,
      renewMediaLease: true,
      releaseMedia: true,
      decideMedia: true,
      undoMediaDecision: true,
      getDecidedMedia: true,
      redecideMedium: true,
      getMediaReport: true,
      getMediaReportCsv: true,
    }),
    ...lazyMethods<CalendarMethods>(() => import('./calendar-methods').then((m) => m.calendarMethods(http)), {
      getCalendarEntries: true,
      getOnDutyNow: true,
      exportCalendar: true,
      getCalendarFeeds: true,
      createCalendarFeed: true,
      revokeCalendarFeed: true,
      renewCalendarFeed: true,
      getAllCalendarFeeds: true,
      revokeAnyCalendarFeed: true,
      getJiraIssue: true,
    }),
    ...lazyMethods<ReportMethods>(() => import('./report-methods').then((m) => m.reportMethods(http)), {
      getReport: true,
      getReportCsv: true,
      getReportPdf: true,
      decideAbsence: true,
      importJiraWorklogs: true,
    }),
    ...lazyMethods<CommunicationMethods>(() => import('./communication-methods').then((m) => m.communicationMethods(http)), {
      getCommunicationStatus: true,
      findRecipients: true,
      getContactGroup: true,
      previewNotification: true,
      sendNotification: true,
      steerNotification: true,
      getNotificationProgress: true,
      getNotificationReport: true,
      getSinkMessages: true,
      syncFreshdesk: true,
    }),
    ...lazyMethods<TrackerMethods>(() => import('./tracker-methods').then((m) => m.trackerMethods(http)), {
      getApplied: true,
      applyLaneConfig: true,
      reprocessSession: true,
      compileEventMovie: true,
      getTerminalSales: true,
      getMonitoringGraph: true,
      getPublishedMedia: true,
    }),
    ...lazyMethods<DeviceMethods>(() => import('./device-methods').then((m) => m.deviceMethods(http)), {
      getDeviceCommands: true,
      runDeviceCommand: true,
      getQuickSupportCommands: true,
      assignDevice: true,
      previewBulkCommand: true,
      runBulkCommand: true,
      stopBulkCommand: true,
      pauseBulkCommand: true,
      resumeBulkCommand: true,
      getDeviceReport: true,
      getDeviceReportCsv: true,
    }),
    ...lazyMethods<VideoMethods>(() => import('./video-methods').then((m) => m.videoMethods(http)), {
      getThemePreview: true,
      renderThemePreview: true,
      getDirectorApplied: true,
      applyDirector: true,
    }),
    async getList(resource, params) {
      // A provider per call so concurrent lists cannot mix up whose total was an estimate.
      let totalEstimated = false;
      const watching = simpleRestProvider(API, async (url, options) => {
        const response = await transport(url, options);
        totalEstimated = response.headers.get('x-total-estimated') === 'true';
        return response;
      });
      const result = await watching.getList(resource, params);
      return totalEstimated ? { ...result, meta: { ...result.meta, totalEstimated } } : result;
    },
    async getHistory(resource, { id }) {
      const { data } = await http.get<HistoryEntry[]>(`/${resource}/${encodeURIComponent(String(id))}/history`);
      return data;
    },
    async reorder(resource, { ids }) {
      const { data } = await http.post<RaRecord[]>(`/${resource}/reorder`, { ids }, { ownErrorMessage: true });
      return data;
    },
    async rotateSecret(resource, { id }) {
      const { data } = await http.post<RaRecord>(`/${resource}/${encodeURIComponent(String(id))}/rotate-secret`, {});
      return data;
    },
    async getLicenceReport() {
      const { data } = await http.get<LicenceReport>('/licence-report');
      return data;
    },
    async getInbox({ unread } = {}) {
      const { data } = await http.get<InboxNote[]>('/inbox', { params: unread ? { unread: 'true' } : {} });
      return data;
    },
    async getUnreadCount() {
      const { data } = await http.get<{ count: number }>('/inbox/unread-count');
      return data.count;
    },
    async setNoteRead({ id, read }) {
      await http.request({ method: read ? 'PUT' : 'DELETE', url: `/notes/${encodeURIComponent(String(id))}/read` });
    },
    async acknowledgeProblem(id, input) {
      const { data } = await http.post<{ ok: boolean; source: { state: 'ok' | 'failed' | 'local'; detail?: string } }>(
        `/problems/${encodeURIComponent(String(id))}/acknowledge`,
        input,
      );
      return data;
    },
    async acknowledgeAllProblems(input) {
      const { data } = await http.post<Answer<'acknowledgeAllProblems'>>('/problems/acknowledge-all', input);
      return data;
    },
    async getInstallationHealth(ids) {
      const { data } = await http.get<Answer<'getInstallationHealth'>>('/installations/health', { params: { ids: ids.join(',') } });
      return data;
    },
    async getTrackerFilter(type) {
      const { data } = await http.get<Answer<'getTrackerFilter'>>('/installations/tracker-filter', { params: type ? { type } : {} });
      return data;
    },
    async getInstallationReport(id, range) {
      const { data } = await http.get<Answer<'getInstallationReport'>>(`/installations/${encodeURIComponent(id)}/report`, { params: range });
      return data;
    },
    async getInstallationWeather(id) {
      const { data } = await http.get<Answer<'getInstallationWeather'>>(`/installations/${encodeURIComponent(id)}/weather`);
      return data;
    },
    async administerInstallation(id, input) {
      const { data } = await http.post<Answer<'administerInstallation'>>(`/installations/${encodeURIComponent(id)}/administration`, input);
      return data;
    },
    async setInstallationMaintenance(id, maintenance, version) {
      const { data } = await http.post<Answer<'setInstallationMaintenance'>>(`/installations/${encodeURIComponent(id)}/mode`, { maintenance, version });
      return data;
    },
    async addMyIp(installationId) {
      const { data } = await http.post<Answer<'addMyIp'>>(`/installations/${encodeURIComponent(installationId)}/ips/mine`);
      return data;
    },
    async getProblemGroups(filter) {
      const { data } = await http.get<Answer<'getProblemGroups'>>('/problems/groups', { params: { filter: JSON.stringify(filter) } });
      return data;
    },
    async triageProblems(input) {
      const { data } = await http.post<Answer<'triageProblems'>>('/problems/bulk', input);
      return data;
    },
    async findRecord(resource, id) {
      try {
        const { data } = await http.get<RaRecord>(`/${resource}/${encodeURIComponent(String(id))}`, { ownErrorMessage: true });
        return data;
      } catch (error) {
        if ((error as HttpClientError).response?.status === 404) return null;
        throw error;
      }
    },
    async getTriage() {
      const { data } = await http.get<Triage>('/triage');
      return data;
    },

    async getProblemCounts(filter = {}) {
      const { data } = await http.get<Answer<'getProblemCounts'>>('/problems/counts', { params: { filter: JSON.stringify(filter) } });
      return data;
    },
    async getProblemByTrigger(source, triggerId) {
      const { data } = await http.get<RaRecord>(`/problems/by-trigger/${encodeURIComponent(source)}/${encodeURIComponent(triggerId)}`, { ownErrorMessage: true });
      return data;
    },
    async getProblemReport(range) {
      const { data } = await http.get<ProblemReportData>('/problems/report', { params: range });
      return data;
    },
    getProblemReportCsv: (range) => attachment(http, '/problems/report/csv', range, 'problems.csv'),
    async getMismatchedStates() {
      const { data } = await http.get<Answer<'getMismatchedStates'>>('/problems/mismatched');
      return data;
    },
    async getOutbox() {
      const { data } = await http.get<OutboxNote[]>('/outbox');
      return data;
    },
    getLicenceReportCsv: () => attachment(http, '/licence-report/csv', {}, 'licence-report.csv'),
    // react-admin hands each query's abort signal to the methods above.
    supportAbortSignal: true,
  } satisfies GondolaDataProvider;
}
