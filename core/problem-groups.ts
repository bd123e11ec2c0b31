/** Open problems of one installation, as the problem list's grouped view shows them. */
export interface ProblemGroup {
  installationId: string | null;
  installationName: string | null;
  problems: number;
  unacknowledged: number;
  worstSeverity: number;
  oldestStartedAt: string;
  sources: string[];
}

/** How many installations the grouped view lists at most; `truncated` says when there were more. */
export const MAX_PROBLEM_GROUPS = 500;
