/** The device report's shape, shared by the API and the console. */
export interface DeviceCountRow {
  key: string | null;
  label?: string | null;
  total: number;
  online: number;
  offline: number;
}

export interface DeviceReport {
  generatedAt: string;
  total: number;
  byType: DeviceCountRow[];
  byStatus: DeviceCountRow[];
  byVersion: Array<DeviceCountRow & { type: string }>;
  byInstallation: DeviceCountRow[];
  outdated: Array<{ id: string; name: string; type: string; installationId: string | null; installedVersion: string | null; latestVersion: string; componentTypeId: string }>;
}
