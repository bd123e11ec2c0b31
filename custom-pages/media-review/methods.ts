import type { ClaimAnswer, DecisionAnswer, DecisionInput, MediaKind, MediaReport, ReviewFilter, ReviewItem, ReviewSummary } from '@core/media-review';
import { attachment } from '@src/http/attachment';
import type { HttpClient } from '@src/http/http-client';

/** The moderation queue and its report (media review). */
export interface ReviewMethods {
  getReviewSummary(kind: MediaKind, filter: ReviewFilter): Promise<ReviewSummary>;
  claimMedia(kind: MediaKind, filter: ReviewFilter, size?: number): Promise<ClaimAnswer>;
  renewMediaLease(kind: MediaKind): Promise<{ held: number; leaseUntil: string | null }>;
  /** `leaving`: the page is being closed; the request outlives it. */
  releaseMedia(kind: MediaKind, options?: { ids?: string[]; leaving?: boolean }): Promise<{ released: number }>;
  decideMedia(kind: MediaKind, decisions: DecisionInput[]): Promise<DecisionAnswer>;
  undoMediaDecision(kind: MediaKind): Promise<{ item: ReviewItem }>;
  getDecidedMedia(kind: MediaKind, state: 'confirmed' | 'rejected', filter: ReviewFilter, page: number, perPage: number): Promise<{ items: ReviewItem[]; total: number }>;
  redecideMedium(item: Pick<ReviewItem, 'id' | 'version'>, decision: Omit<DecisionInput, 'id'>): Promise<{ item: ReviewItem }>;
  getMediaReport(range: { from: string; to: string }): Promise<MediaReport>;
  getMediaReportCsv(range: { from: string; to: string }): Promise<{ blob: Blob; filename: string }>;
}

declare module '@src/data/gondola-data-provider' {
  interface AreaMethods extends ReviewMethods {}
}

const queue = (kind: MediaKind) => `/media-review/${encodeURIComponent(kind)}`;
/** Only the filter's set values travel. */
const params = (filter: ReviewFilter) => Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== ''));

export function reviewMethods(http: HttpClient): ReviewMethods {
  return {
    async getReviewSummary(kind, filter) {
      const { data } = await http.get<ReviewSummary>(`${queue(kind)}/summary`, { params: params(filter) });
      return data;
    },
    async claimMedia(kind, filter, size) {
      const { data } = await http.post<ClaimAnswer>(`${queue(kind)}/claim`, { filter: params(filter), ...(size && { size }) });
      return data;
    },
    async renewMediaLease(kind) {
      const { data } = await http.post<{ held: number; leaseUntil: string | null }>(`${queue(kind)}/renew`, undefined, { background: true });
      return data;
    },
    async releaseMedia(kind, { ids, leaving } = {}) {
      const { data } = await http.post<{ released: number }>(`${queue(kind)}/release`, ids ? { ids } : {}, {
        background: true,
        ...(leaving && { fetchOptions: { keepalive: true } }),
      });
      return data;
    },
    async decideMedia(kind, decisions) {
      const { data } = await http.post<DecisionAnswer>(`${queue(kind)}/decisions`, { decisions }, { ownErrorMessage: true });
      return data;
    },
    async undoMediaDecision(kind) {
      const { data } = await http.post<{ item: ReviewItem }>(`${queue(kind)}/undo`, undefined, { ownErrorMessage: true });
      return data;
    },
    async getDecidedMedia(kind, state, filter, page, perPage) {
      const { data } = await http.get<{ items: ReviewItem[]; total: number }>(`${queue(kind)}/decided`, { params: { ...params(filter), state, page, perPage } });
      return data;
    },
    async redecideMedium(item, decision) {
      const { data } = await http.put<{ item: ReviewItem }>(`/media/${encodeURIComponent(item.id)}/decision`, { ...decision, version: item.version }, { ownErrorMessage: true });
      return data;
    },
    async getMediaReport(range) {
      const { data } = await http.get<MediaReport>('/media-review/report', { params: range });
      return data;
    },
    getMediaReportCsv: (range) => attachment(http, '/media-review/report/csv', range, 'media-review.csv'),
  };
}
