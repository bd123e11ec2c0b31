import type { Identifier, RaRecord } from 'react-admin';
import type { CommandDefinition } from '@core/devices/commands';
import type { DeviceReport } from '@core/devices/report';
import type { BulkCommandInput, DeviceSelection } from '@core/devices/selection';
import { attachment } from '@src/http/attachment';
import type { HttpClient } from '@src/http/http-client';

/** The device pages: a device's commands, quick support, assignment, bulk commands and the device report. */
export interface DeviceMethods {
  /** The commands a device understands, each saying whether I may run it. */
  getDeviceCommands(deviceId: Identifier): Promise<Array<CommandDefinition & { runnable: boolean }>>;
  /** Stores and sends a command; with `wait` (ms) answers once the device answered or the wait ended. */
  runDeviceCommand(deviceId: Identifier, body: { command: string; parameters?: Record<string, unknown>; origin?: 'device' | 'quick'; wait?: number }): Promise<RaRecord>;
  getQuickSupportCommands(installationId: string): Promise<Array<{ device: { id: string; name: string; type: string; status: string }; commands: CommandDefinition[] }>>;
  assignDevice(deviceId: Identifier, installationId: string): Promise<RaRecord & { configurationSent: boolean }>;
  previewBulkCommand(body: { selection: DeviceSelection; command?: string }): Promise<{
    total: number;
    supported: number;
    online: number;
    installations: number;
    sample: Array<{ id: string; name: string; type: string; status: string; installationId: string | null; installationName: string | null }>;
  }>;
  runBulkCommand(body: BulkCommandInput): Promise<RaRecord>;
  stopBulkCommand(id: Identifier): Promise<RaRecord>;
  pauseBulkCommand(id: Identifier): Promise<RaRecord>;
  resumeBulkCommand(id: Identifier): Promise<RaRecord>;
  getDeviceReport(): Promise<DeviceReport>;
  getDeviceReportCsv(): Promise<{ blob: Blob; filename: string }>;
}

declare module '@src/data/gondola-data-provider' {
  interface AreaMethods extends DeviceMethods {}
}

type Answer<M extends keyof DeviceMethods> = DeviceMethods[M] extends (...args: never[]) => Promise<infer R> ? R : never;

export function deviceMethods(http: HttpClient): DeviceMethods {
  return {
    async getDeviceCommands(deviceId) {
      const { data } = await http.get<Answer<'getDeviceCommands'>>(`/devices/${encodeURIComponent(String(deviceId))}/commands`);
      return data;
    },
    async runDeviceCommand(deviceId, body) {
      const { data } = await http.post<RaRecord>(`/devices/${encodeURIComponent(String(deviceId))}/commands`, body);
      return data;
    },
    async getQuickSupportCommands(installationId) {
      const { data } = await http.get<Answer<'getQuickSupportCommands'>>('/quick-support-commands', { params: { installationId } });
      return data;
    },
    async assignDevice(deviceId, installationId) {
      const { data } = await http.post<Answer<'assignDevice'>>(`/devices/${encodeURIComponent(String(deviceId))}/assign`, { installationId });
      return data;
    },
    async previewBulkCommand(body) {
      const { data } = await http.post<Answer<'previewBulkCommand'>>('/bulk-commands/preview', body);
      return data;
    },
    async runBulkCommand(body) {
      const { data } = await http.post<RaRecord>('/bulk-commands/run', body);
      return data;
    },
    async stopBulkCommand(id) {
      const { data } = await http.post<RaRecord>(`/bulk-commands/${encodeURIComponent(String(id))}/stop`, {});
      return data;
    },
    async pauseBulkCommand(id) {
      const { data } = await http.post<RaRecord>(`/bulk-commands/${encodeURIComponent(String(id))}/pause`, {});
      return data;
    },
    async resumeBulkCommand(id) {
      const { data } = await http.post<RaRecord>(`/bulk-commands/${encodeURIComponent(String(id))}/resume`, {});
      return data;
    },
    async getDeviceReport() {
      const { data } = await http.get<DeviceReport>('/device-report');
      return data;
    },
    getDeviceReportCsv: () => attachment(http, '/device-report/csv', {}, 'device-report.csv'),
  };
}
