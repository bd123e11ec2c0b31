import type { InstallationHealth } from '@core/installation-health';
import type { HttpClient } from '@src/http/http-client';

/** What the installation list shows beside its rows: their health, and whether it offers the tracker filter. */
export interface InstallationListMethods {
  /** Open problems and device health of the installations on screen, by id. */
  getInstallationHealth(ids: string[]): Promise<Record<string, InstallationHealth>>;
  /** Whether the installation list of this type shows the tracker filter (spec §4). */
  getTrackerFilter(type?: string): Promise<{ show: boolean; types: string[] }>;
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
    async getTrackerFilter(type) {
      const { data } = await http.get<{ show: boolean; types: string[] }>('/installations/tracker-filter', { params: type ? { type } : {} });
      return data;
    },
  };
}
