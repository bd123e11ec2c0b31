import type { Identifier, RaRecord } from 'react-admin';
import type { Mismatch } from '@core/problem-mismatch';
import type { ProblemGroup } from '@core/problem-groups';
import type { ProblemReport } from '@core/problem-report';
import { attachment } from '@src/http/attachment';
import type { HttpClient } from '@src/http/http-client';

type Range = { from: string; to: string };

/**
 * Open problems of the list's filter by severity; those raised during maintenance apart, unless the
 * filter asks for them. The list's page brings them with its rows (its `counts` companion).
 */
export interface ProblemCounts {
  open: number;
  unacknowledged: number;
  inMaintenance: number;
  bySeverity: Record<string, { open: number; unacknowledged: number }>;
}

/** The problems' calls beside their resource: acknowledging here and at the source, the grouped list, triage, the report. */
export interface ProblemMethods {
  /** Acknowledges a problem here and at its source; says what the source answered. */
  acknowledgeProblem(
    id: Identifier,
    input: { message?: string | null; severity?: number | null; close?: boolean; unacknowledge?: boolean },
  ): Promise<{ ok: boolean; source: { state: 'ok' | 'failed' | 'local'; detail?: string } }>;
  acknowledgeAllProblems(input: {
    installationId: string;
    source: string;
    message?: string | null;
  }): Promise<{ total: number; acknowledged: number; results: Array<{ id: string; ok: boolean; source: { state: string; detail?: string }; error?: string }> }>;
  /** The problem list grouped by installation, with the list's own filter. */
  getProblemGroups(filter: Record<string, unknown>): Promise<{ groups: ProblemGroup[]; truncated: boolean }>;
  /** Acknowledges, closes or silences (until a moment) the selected problems; a result per problem. */
  triageProblems(input: {
    ids: Identifier[];
    action: 'acknowledge' | 'close' | 'silence';
    message?: string | null;
    until?: string | null;
  }): Promise<{ total: number; succeeded: number; results: Array<{ id: string; ok: boolean; error?: string }> }>;
  getProblemByTrigger(source: string, triggerId: string): Promise<RaRecord>;
  getProblemReport(range: Range): Promise<ProblemReport>;
  getProblemReportCsv(range: Range): Promise<{ blob: Blob; filename: string }>;
  getMismatchedStates(): Promise<Mismatch[]>;
  /** The problem's escalations, latest first, each with its timeline (staff only). */
  getProblemEscalation(id: Identifier): Promise<EscalationTimeline[]>;
  /** What an acknowledge link from an SMS or e-mail names: the problem, and whom it was sent to. */
  getEscalationLink(token: string): Promise<EscalationLink>;
  /** Acknowledges the link's problem as the signed-in person, which stops its escalation. */
  acknowledgeByLink(token: string, message: string | null): Promise<{ ok: boolean; source: { state: 'ok' | 'failed' | 'local'; detail?: string } }>;
}

export interface EscalationEvent {
  id: string;
  at: string;
  kind: string;
  step: number | null;
  person: string | null;
  personName: string | null;
  channel: string | null;
  via: string | null;
  detail: string | null;
  delivery: { status: string; reason: string | null; detail: string | null; sentAt: string | null } | null;
}

export interface EscalationTimeline {
  id: string;
  state: string;
  chainId: string | null;
  chainName: string | null;
  routeName: string | null;
  openedAt: string;
  endedAt: string | null;
  nextAt: string | null;
  flaps: number;
  acknowledgedBy: string | null;
  acknowledgedVia: string | null;
  events: EscalationEvent[];
}

export interface EscalationLink {
  problemId: string;
  name: string;
  severity: string;
  state: string;
  acknowledged: boolean;
  acknowledgedBy: string | null;
  installationId: string | null;
  notified: { person: string | null; personName: string | null; channel: string | null; at: string };
}

declare module '@src/data/gondola-data-provider' {
  interface AreaMethods extends ProblemMethods {}
}

type Answer<M extends keyof ProblemMethods> = Awaited<ReturnType<ProblemMethods[M]>>;
const one = (id: Identifier) => `/problems/${encodeURIComponent(String(id))}`;

export function problemMethods(http: HttpClient): ProblemMethods {
  return {
    async acknowledgeProblem(id, input) {
      const { data } = await http.post<Answer<'acknowledgeProblem'>>(`${one(id)}/acknowledge`, input);
      return data;
    },
    async acknowledgeAllProblems(input) {
      const { data } = await http.post<Answer<'acknowledgeAllProblems'>>('/problems/acknowledge-all', input);
      return data;
    },
    async getProblemGroups(filter) {
      const { data } = await http.get<Answer<'getProblemGroups'>>('/problems/groups', { params: { filter: JSON.stringify(filter) } });
      return data;
    },
    async triageProblems(input) {
      const { data } = await http.post<Answer<'triageProblems'>>('/problems/bulk', input);
      return data;
    },
    async getProblemByTrigger(source, triggerId) {
      const { data } = await http.get<RaRecord>(`/problems/by-trigger/${encodeURIComponent(source)}/${encodeURIComponent(triggerId)}`, { ownErrorMessage: true });
      return data;
    },
    async getProblemReport(range) {
      const { data } = await http.get<ProblemReport>('/problems/report', { params: range });
      return data;
    },
    getProblemReportCsv: (range) => attachment(http, '/problems/report/csv', range, 'problems.csv'),
    async getMismatchedStates() {
      const { data } = await http.get<Mismatch[]>('/problems/mismatched');
      return data;
    },
    async getProblemEscalation(id) {
      const { data } = await http.get<{ data: EscalationTimeline[] }>(`${one(id)}/escalation`);
      return data.data;
    },
    async getEscalationLink(token) {
      const { data } = await http.get<EscalationLink>(`/escalations/links/${encodeURIComponent(token)}`, { ownErrorMessage: true });
      return data;
    },
    async acknowledgeByLink(token, message) {
      const { data } = await http.post<Answer<'acknowledgeByLink'>>(`/escalations/links/${encodeURIComponent(token)}/acknowledge`, { message }, { ownErrorMessage: true });
      return data;
    },
  };
}
