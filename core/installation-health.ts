/** What the installation list shows beside each installation: its open problems and its devices. */
export interface InstallationHealth {
  openProblems: number;
  unacknowledged: number;
  /** The worst severity (0–5) among the open problems; null without open problems. */
  worstSeverity: number | null;
  devices: { online: number; degraded: number; offline: number; unknown: number };
}

export const MAX_HEALTH_IDS = 200;

/**
 * The installation list's health columns sort by these names: the server orders by the worst open
 * problem (then how many are open) and by offline devices (then degraded ones).
 */
export const HEALTH_SORTS = { problems: 'problemHealth', devices: 'deviceHealth' } as const;
