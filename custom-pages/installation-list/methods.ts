import type { InstallationHealth } from '@core/installation-health';
import type { HttpClient } from '@src/http/http-client';

/** What the installation list refreshes beside its rows: their health (whether it offers the tracker filter comes with the rows). */
export interface InstallationListMethods {
  /** Open problems and device health of the installations on screen, by id. */
  getInstallationHealth(ids: string[]): Promise<Record<string, InstallationHealth>>;
}

declare module '@src/data/gondola-data-provider' {
  interface AreaMethods extends InstallationListMethods {}
}

export function installationListMethods(http: HttpClient): InstallationListMethods {
  return {
    async getInstallationHealth(ids) {
      const { data } = await http.get<Record<string, InstallationHealth>>('/installations/health', { params: { ids: ids.join(',') } });
      return data;
    },
  };
}
