/** What the installation list shows beside each installation: its open problems and its devices. */
export interface InstallationHealth {
  openProblems: number;
  unacknowledged: number;
  /** The worst severity (0–5) among the open problems; null without open problems. */
  worstSeverity: number | null;
  devices: { online: number; degraded: number; offline: number; unknown: number };
}

export const MAX_HEALTH_IDS = 200;
