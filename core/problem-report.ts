/** The problem report as the API returns it and the SPA shows it (`GET /api/problems/report`). */
export interface ProblemReport {
  from: string;
  to: string;
  bucket: 'hour' | 'day';
  buckets: Array<{ start: string; total: number; bySeverity: Record<string, number>; bySource: Record<string, number> }>;
  total: number;
  meanTimeToAcknowledgeS: number | null;
  meanTimeToResolveS: number | null;
  top: Array<{ installationId: string; name: string; count: number }>;
}
