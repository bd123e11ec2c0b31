import type { RaRecord } from 'react-admin';
import type { DeviceApplied, LaneConfigKind, SalesRow } from '@core/lane-configs';
import type { HttpClient } from '@src/http/http-client';

export interface MonitoringGraph {
  /** false: Zabbix is not connected. */
  configured?: boolean;
  graphId: string;
  name: string;
  /** The demo's Zabbix double drew it. */
  demo?: boolean;
  series: Array<{ itemId: string; name: string; unit: string; color: string | null; points: Array<{ at: string; value: number }> }>;
}

/** The tracker and video pages: applying lane configurations, reprocessing, event movies, terminal sales, monitoring graphs. */
export interface TrackerMethods {
  getApplied(kind: LaneConfigKind, id: string): Promise<{ version: number; devices: DeviceApplied[] }>;
  applyLaneConfig(kind: LaneConfigKind, id: string, version: number): Promise<{ commands: RaRecord[] }>;
  reprocessSession(id: string): Promise<{ started: boolean; session: RaRecord }>;
  compileEventMovie(configId: string, day: string): Promise<RaRecord>;
  getTerminalSales(installationId: string, from: string, to: string): Promise<{ rows: SalesRow[] }>;
  getMonitoringGraph(installationId: string, graphId: string, hostId: string, hours: number): Promise<MonitoringGraph>;
  /** The installation's pictures and videos, newest first: confirmed ones, or (staff) every one that arrived. */
  getPublishedMedia(
    installationId: string,
    limit: number,
    which: 'confirmed' | 'arrived',
  ): Promise<Array<{ id: string; kind: string; takenAt: string; state: string; url: string; thumbnailUrl: string | null }>>;
}

declare module '@src/data/gondola-data-provider' {
  interface AreaMethods extends TrackerMethods {}
}

const path = (...parts: string[]) => parts.map(encodeURIComponent).join('/');

export function trackerMethods(http: HttpClient): TrackerMethods {
  return {
    async getApplied(kind, id) {
      return (await http.get<{ version: number; devices: DeviceApplied[] }>(`/lane-configs/${path(kind, id)}/applied`)).data;
    },
    async applyLaneConfig(kind, id, version) {
      return (await http.post<{ commands: RaRecord[] }>(`/lane-configs/${path(kind, id)}/apply`, { version })).data;
    },
    async reprocessSession(id) {
      return (await http.post<{ started: boolean; session: RaRecord }>(`/video-sessions/${path(id)}/reprocess`, {})).data;
    },
    async compileEventMovie(configId, day) {
      return (await http.post<RaRecord>(`/event-movie-configs/${path(configId)}/compile`, { day })).data;
    },
    async getTerminalSales(installationId, from, to) {
      return (await http.get<{ rows: SalesRow[] }>(`/installations/${path(installationId)}/terminal-sales`, { params: { from, to } })).data;
    },
    async getMonitoringGraph(installationId, graphId, hostId, hours) {
      return (await http.get<MonitoringGraph>(`/installations/${path(installationId, 'monitoring-graph', graphId, hostId)}`, { params: { hours } })).data;
    },
    async getPublishedMedia(installationId, limit, which) {
      return (await http.get<Awaited<ReturnType<TrackerMethods['getPublishedMedia']>>>(`/installations/${path(installationId)}/published-media`, { params: { limit, which } }))
        .data;
    },
  };
}
