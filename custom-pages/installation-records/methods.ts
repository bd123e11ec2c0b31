import type { RaRecord } from 'react-admin';
import type { HttpClient } from '@src/http/http-client';

/** An installation's records' own call: "add my IP". */
export interface InstallationRecordMethods {
  /** Lets the caller's own address reach the installation for 24 hours (or says it already may, permanently). */
  addMyIp(installationId: string): Promise<RaRecord & { permanent: boolean }>;
}

declare module '@src/data/gondola-data-provider' {
  interface AreaMethods extends InstallationRecordMethods {}
}

export function installationRecordMethods(http: HttpClient): InstallationRecordMethods {
  return {
    async addMyIp(installationId) {
      const { data } = await http.post<RaRecord & { permanent: boolean }>(`/installations/${encodeURIComponent(installationId)}/ips/mine`);
      return data;
    },
  };
}
