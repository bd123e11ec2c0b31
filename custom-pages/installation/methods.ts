import type { RaRecord } from 'react-admin';
import type { InstallationReport } from '@core/installation-report';
import type { InstallationWeather } from '@core/weather';
import type { HttpClient } from '@src/http/http-client';

type Administration = { action: 'archive'; version: number } | { action: 'move'; resortId: string; version: number } | { action: 'clearCaches' };

/** One installation's own calls: its report, its weather, maintenance mode and the admins' actions. */
export interface InstallationMethods {
  /** An installation's uptime, problems and commands over a range. */
  getInstallationReport(id: string, range: { from: string; to: string }): Promise<InstallationReport>;
  /** The weather at an installation's location now (null weather: it has no location). */
  getInstallationWeather(id: string): Promise<InstallationWeather>;
  /** Admin actions on an installation: archive, move to another resort, clear the caches that hold it. */
  administerInstallation(id: string, input: Administration): Promise<RaRecord>;
  /** Maintenance mode of one installation (active ⇄ maintenance). */
  setInstallationMaintenance(id: string, maintenance: boolean, version: number): Promise<RaRecord>;
}

declare module '@src/data/gondola-data-provider' {
  interface AreaMethods extends InstallationMethods {}
}

const one = (id: string) => `/installations/${encodeURIComponent(id)}`;

export function installationMethods(http: HttpClient): InstallationMethods {
  return {
    async getInstallationReport(id, range) {
      const { data } = await http.get<InstallationReport>(`${one(id)}/report`, { params: range });
      return data;
    },
    async getInstallationWeather(id) {
      const { data } = await http.get<InstallationWeather>(`${one(id)}/weather`);
      return data;
    },
    async administerInstallation(id, input) {
      const { data } = await http.post<RaRecord>(`${one(id)}/administration`, input);
      return data;
    },
    async setInstallationMaintenance(id, maintenance, version) {
      const { data } = await http.post<RaRecord>(`${one(id)}/mode`, { maintenance, version });
      return data;
    },
  };
}
