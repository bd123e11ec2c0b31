import type { ReportAnswer, ReportName } from '@core/reports';
import { attachment } from '@src/http/attachment';
import type { HttpClient } from '@src/http/http-client';

/** A report request: the range as instants, the viewer's time zone and language, and the report's filters. */
export type ReportRequest = { from: string; to: string; timeZone: string; lang: 'en' | 'de' } & Partial<Record<string, string>>;

/** The report pages: answers, their tables as CSV and the whole as PDF; absence decisions; the Jira worklog import. */
export interface ReportMethods {
  getReport(report: ReportName, request: ReportRequest): Promise<ReportAnswer>;
  getReportCsv(report: ReportName, request: ReportRequest, table: string): Promise<{ blob: Blob; filename: string }>;
  getReportPdf(report: ReportName, request: ReportRequest): Promise<{ blob: Blob; filename: string }>;
  decideAbsence(id: string, decision: 'approved' | 'rejected', version: number): Promise<{ id: string; state: string; version: number }>;
  importJiraWorklogs(): Promise<{ imported: number; updated: number; deleted: number; skipped: number; unknownAuthors: string[] }>;
}

declare module '@src/data/gondola-data-provider' {
  interface AreaMethods extends ReportMethods {}
}

const clean = (request: ReportRequest) => Object.fromEntries(Object.entries(request).filter(([, v]) => v !== undefined && v !== ''));

export function reportMethods(http: HttpClient): ReportMethods {
  return {
    async getReport(report, request) {
      const { data } = await http.get<ReportAnswer>(`/reports/${encodeURIComponent(report)}`, { params: clean(request) });
      return data;
    },
    getReportCsv: (report, request, table) => attachment(http, `/reports/${encodeURIComponent(report)}/csv`, { ...clean(request), table }, `${report}.csv`),
    getReportPdf: (report, request) => attachment(http, `/reports/${encodeURIComponent(report)}/pdf`, clean(request), `${report}.pdf`),
    async decideAbsence(id, decision, version) {
      const { data } = await http.post<{ id: string; state: string; version: number }>(`/absences/${encodeURIComponent(id)}/decide`, { decision, version });
      return data;
    },
    async importJiraWorklogs() {
      const { data } = await http.post<{ imported: number; updated: number; deleted: number; skipped: number; unknownAuthors: string[] }>('/worklogs/import-jira');
      return data;
    },
  };
}
