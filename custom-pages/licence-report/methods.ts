import type { CustomerLicences } from '@core/licence-report';
import { attachment } from '@src/http/attachment';
import type { HttpClient } from '@src/http/http-client';

export interface LicenceReport {
  generatedAt: string;
  customers: CustomerLicences[];
}

/** The licence report's calls: the report and its CSV. */
export interface LicenceReportMethods {
  getLicenceReport(): Promise<LicenceReport>;
  /** The licence report as a CSV file (with the caller's token, so not a plain link). */
  getLicenceReportCsv(): Promise<{ blob: Blob; filename: string }>;
}

declare module '@src/data/gondola-data-provider' {
  interface AreaMethods extends LicenceReportMethods {}
}

export function licenceReportMethods(http: HttpClient): LicenceReportMethods {
  return {
    async getLicenceReport() {
      const { data } = await http.get<LicenceReport>('/licence-report');
      return data;
    },
    getLicenceReportCsv: () => attachment(http, '/licence-report/csv', {}, 'licence-report.csv'),
  };
}
