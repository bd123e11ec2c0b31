/** One installation over a range (`GET /api/installations/:id/report`). */
export interface InstallationReport {
  from: string;
  to: string;
  /** Device availability: 1 minus the device-offline time (tracker problems, clipped to the range) over devices × range. */
  uptime: { devices: number; offlineSeconds: number; ratio: number | null };
  problems: { total: number; bySeverity: Record<string, number>; bySource: Record<string, number>; meanTimeToAcknowledgeS: number | null; meanTimeToResolveS: number | null };
  commands: { total: number; byStatus: Record<string, number>; meanDurationMs: number | null };
}
