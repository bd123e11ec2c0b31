/** Where the console and the monitoring disagree (`/problem/mismatchedstates`), for server and console alike. */
type MismatchKind = 'problemsInMaintenance' | 'problemsWhileNotActive' | 'unmappedHost';

export interface Mismatch {
  kind: MismatchKind;
  installationId: string | null;
  installationName: string | null;
  installationStatus: string | null;
  host: string | null;
  openProblems: number;
  worstSeverity: number;
  since: string;
}
