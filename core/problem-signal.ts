// What a problem source (Zabbix, the device watchdog, video sessions) reports; the store records it.
export type Source = 'zabbix' | 'tracker' | 'skimovie';

/** What a source reports about one trigger at one moment. */
export interface ProblemReport {
  source: Source;
  triggerId: string;
  eventId?: string | null;
  installationId?: string | null;
  host?: string | null;
  deviceId?: string | null;
  name: string;
  severity: number;
  status: 'problem' | 'resolved';
  at: string;
  tags?: string[];
}
