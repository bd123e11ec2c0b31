import { z } from 'zod';
import { csvText } from './csv';

/**
 * Media review (spec §2, §4: media are confirmed or rejected): the kinds of media devices deliver,
 * the reasons a medium is rejected for, the lease rules of the queue and the shapes the devices and
 * the console send. One module for the server, the simulator and the console.
 */
export const MEDIA_KINDS = ['photo', 'photopoint', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const MEDIA_STATES = ['pending', 'confirmed', 'rejected'] as const;
export type MediaState = (typeof MEDIA_STATES)[number];

export const REJECT_REASONS = ['privacy', 'inappropriate', 'technical', 'other'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

/** What the moderator decided about one medium. */
export const DECISIONS = ['confirmed', 'rejected'] as const;
export type Decision = (typeof DECISIONS)[number];

/** How long a claimed batch stays a moderator's without a renewal. */
export const LEASE_SECONDS = 180;
/** How many items one claim hands out (the preview, the prefetched ones and the strip). */
export const CLAIM_SIZE = 20;
/** How long a decision can be taken back with "undo" (a change of mind later is a new decision). */
export const UNDO_SECONDS = 15 * 60;
/** The most items one decision request carries (a range confirmed at once). */
export const MAX_BATCH = 100;

/** Which route reviews which kind. */
export const REVIEW_ROUTES: Record<string, MediaKind> = {
  photopointMediaReview: 'photopoint',
  photoMediaReview: 'photo',
  videoMediaReview: 'video',
};

/** The device types that deliver each kind: photopoints and phototraps take pictures, recorders record. */
export const KIND_DEVICE_TYPES: Record<MediaKind, readonly string[]> = {
  photo: ['photopoint', 'panocam'],
  photopoint: ['photopoint', 'panocam'],
  video: ['recorder', 'camera'],
};

/** The file kind (core/files.ts) each medium kind is stored as. */
export const KIND_FILE: Record<MediaKind, 'image' | 'video'> = { photo: 'image', photopoint: 'image', video: 'video' };

const text = (max: number) => z.string().trim().min(1).max(max);

/** What a device announces on `devices/{id}/media` before it uploads the file. */
export const mediaAnnouncement = z
  .object({
    mediaId: z.uuid().describe('chosen by the device; announcing it again changes nothing'),
    kind: z.enum(MEDIA_KINDS),
    takenAt: z.iso.datetime({ offset: true }),
    lane: z.number().int().min(1).max(99).optional(),
    photopointId: text(100).optional(),
    sessionId: text(100).optional(),
    orderId: text(100).optional(),
    contentType: z.enum(['image/png', 'image/jpeg', 'image/webp', 'video/mp4', 'video/webm']),
    size: z
      .number()
      .int()
      .positive()
      .max(1024 ** 3),
  })
  .strict();
export type MediaAnnouncement = z.infer<typeof mediaAnnouncement>;

/** One decision: a rejection needs its reason, "other" its words. */
export const decisionInput = z
  .object({
    id: z.uuid(),
    decision: z.enum(DECISIONS),
    reason: z.enum(REJECT_REASONS).optional(),
    reasonText: z.string().trim().max(500).optional(),
  })
  .strict()
  .superRefine((d, ctx) => {
    if (d.decision === 'rejected' && !d.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'A rejection needs a reason' });
    if (d.decision === 'rejected' && d.reason === 'other' && !d.reasonText) ctx.addIssue({ code: 'custom', path: ['reasonText'], message: 'Say why when the reason is "other"' });
    if (d.decision === 'confirmed' && (d.reason || d.reasonText)) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'A confirmation has no reason' });
  });
export type DecisionInput = z.infer<typeof decisionInput>;

/** The queue's filters: where and when the media were taken, and which state to look at. */
export const reviewFilter = z
  .object({
    installationId: text(200).optional(),
    resortId: text(200).optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
  })
  .strict()
  .refine((f) => !f.from || !f.to || f.from < f.to, { message: 'from must come before to', path: ['to'] });
export type ReviewFilter = z.infer<typeof reviewFilter>;

/** A medium as the review screens get it. */
export interface ReviewItem {
  id: string;
  kind: MediaKind;
  installationId: string;
  installationName: string;
  resortName: string | null;
  deviceId: string | null;
  /** null when the device is gone. */
  deviceName: string | null;
  lane: number | null;
  photopointId: string | null;
  /** null when the console knows no such photopoint at the installation's resort. */
  photopointName: string | null;
  sessionId: string | null;
  orderId: string | null;
  takenAt: string;
  arrivedAt: string;
  contentType: string;
  size: number;
  state: MediaState;
  reason: RejectReason | null;
  reasonText: string | null;
  reviewerName: string | null;
  reviewedAt: string | null;
  version: number;
  url: string;
  thumbnailUrl: string | null;
}

export interface ReviewSummary {
  waiting: number;
  /** Arrival of the oldest waiting medium (the age the queue shows). */
  oldestArrivedAt: string | null;
  /** Held by others right now. */
  leasedByOthers: number;
}

export interface ClaimAnswer {
  items: ReviewItem[];
  leaseUntil: string | null;
}

export interface DecisionAnswer {
  decided: Array<{ id: string; decisionId: string; decision: Decision }>;
}

/** The report: one row per day, moderator and kind. */
export interface MediaReportRow {
  day: string;
  reviewer: string;
  reviewerName: string;
  kind: MediaKind;
  reviewed: number;
  confirmed: number;
  rejected: Record<RejectReason, number>;
  medianDecisionS: number | null;
}

export interface MediaReport {
  from: string;
  to: string;
  rows: MediaReportRow[];
  /** Per day in the range: decisions by outcome (the chart). */
  days: Array<{ day: string; confirmed: number; rejected: number }>;
  backlog: Array<{ kind: MediaKind; waiting: number; oldestArrivedAt: string | null }>;
}

/** The report as CSV: one line per day, moderator and kind, then the backlog. */
export function mediaReportCsv(report: MediaReport): string {
  const head = ['day', 'moderator', 'kind', 'reviewed', 'confirmed', ...REJECT_REASONS.map((r) => `rejected ${r}`), 'median seconds to decision'];
  const lines: unknown[][] = [head];
  for (const r of report.rows) lines.push([r.day, r.reviewerName, r.kind, r.reviewed, r.confirmed, ...REJECT_REASONS.map((x) => r.rejected[x]), r.medianDecisionS ?? '']);
  lines.push([]);
  lines.push(['backlog', 'kind', 'waiting', 'oldest arrived at']);
  for (const b of report.backlog) lines.push(['', b.kind, b.waiting, b.oldestArrivedAt ?? '']);
  return csvText(lines);
}
