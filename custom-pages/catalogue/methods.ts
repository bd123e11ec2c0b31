import type { RaRecord } from 'react-admin';
import type { CustomerLicences } from '@core/licence-report';
import { attachment } from '@src/http/attachment';
import type { HttpClient } from '@src/http/http-client';

export interface LicenceReport {
  generatedAt: string;
  customers: CustomerLicences[];
}

/** The catalogue's calls: the licence report (and its CSV) and an installation's "add my IP". */
export interface CatalogueMethods {
  getLicenceReport(): Promise<LicenceReport>;
  /** The licence report as a CSV file (with the caller's token, so not a plain link). */
  getLicenceReportCsv(): Promise<{ blob: Blob; filename: string }>;
  /** Lets the caller's own address reach the installation for 24 hours (or says it already may, permanently). */
  addMyIp(installationId: string): Promise<RaRecord & { permanent: boolean }>;
}

declare module '@src/data/gondola-data-provider' {
  interface AreaMethods extends CatalogueMethods {}
}

export function catalogueMethods(http: HttpClient): CatalogueMethods {
  return {
    async getLicenceReport() {
      const { data } = await http.get<LicenceReport>('/licence-report');
      return data;
    },
    getLicenceReportCsv: () => attachment(http, '/licence-report/csv', {}, 'licence-report.csv'),
    async addMyIp(installationId) {
      const { data } = await http.post<RaRecord & { permanent: boolean }>(`/installations/${encodeURIComponent(installationId)}/ips/mine`);
      return data;
    },
  };
}
