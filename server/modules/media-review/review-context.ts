import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CLAIM_SIZE, decisionInput, MAX_BATCH, MEDIA_KINDS, reviewFilter, type MediaKind, type ReviewItem } from '../../../core/media-review.js';
import { principalOf } from '../../auth/authenticate.js';
import { parseInput } from '../../http/errors.js';
import type { MediaRow } from './media-store.js';

export const tags = ['Media review'];
export const review = { capability: 'media.review' as const };
export const kindParams = z.object({ kind: z.enum(MEDIA_KINDS) });
export const idParams = z.object({ id: z.uuid() });
export const claimBody = z.object({ filter: reviewFilter.default({}), size: z.number().int().min(1).max(100).default(CLAIM_SIZE) }).strict();
export const decisionsBody = z.object({ decisions: z.array(decisionInput).min(1).max(MAX_BATCH) }).strict();
export const releaseBody = z.object({ ids: z.array(z.uuid()).max(MAX_BATCH).optional() }).strict();
export const redecideBody = z
  .object({ decision: z.enum(['confirmed', 'rejected']), reason: z.string().optional(), reasonText: z.string().optional(), version: z.number().int().positive() })
  .strict();
export const decidedQuery = reviewFilter.safeExtend({
  state: z.enum(['confirmed', 'rejected']),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});

export const item = z.object({
  id: z.string(),
  kind: z.enum(MEDIA_KINDS),
  installationId: z.string(),
  installationName: z.string(),
  resortName: z.string().nullable(),
  takenAt: z.string(),
  arrivedAt: z.string(),
  state: z.string(),
  version: z.number(),
  url: z.string().describe('a signed link, valid 10 to 15 minutes; videos seek with Range requests'),
  thumbnailUrl: z.string().nullable(),
});
export const claimAnswer = z.object({ items: z.array(item), leaseUntil: z.string().nullable() });
export const decisionsAnswer = z.object({ decided: z.array(z.object({ id: z.string(), decisionId: z.string(), decision: z.string() })) });

/** What every media-review route works with: a medium as the reviewer sees it (signed links), the live update of one, who acts, the kind in the path. */
export function reviewContext(app: FastifyInstance) {
  const toItem = (row: MediaRow): ReviewItem => ({
    id: row.id,
    kind: row.kind,
    installationId: row.installation_id,
    installationName: row.installation_name,
    resortName: row.resort_name,
    deviceId: row.device_id,
    deviceName: row.device_name,
    lane: row.lane,
    photopointId: row.photopoint_id,
    photopointName: row.photopoint_name,
    sessionId: row.session_id,
    orderId: row.order_id,
    takenAt: new Date(row.taken_at).toISOString(),
    arrivedAt: new Date(row.arrived_at).toISOString(),
    contentType: row.content_type,
    size: Number(row.size),
    state: row.state,
    reason: row.reason as ReviewItem['reason'],
    reasonText: row.reason_text,
    reviewerName: row.reviewer_name,
    reviewedAt: row.reviewed_at ? new Date(row.reviewed_at).toISOString() : null,
    version: row.version,
    url: app.fileLinks.link(row.file_key),
    thumbnailUrl: row.thumbnail_key ? app.fileLinks.link(row.thumbnail_key) : null,
  });
  const changed = (id: string) => app.events.publish({ resource: 'media', id, kind: 'updated', customerIds: [] });
  const actorOf = (request: Parameters<typeof principalOf>[0]) => {
    const p = principalOf(request);
    return { subject: p.subject, name: p.name || p.email || p.subject };
  };
  const kindOf = (params: unknown): MediaKind => parseInput(kindParams, params, 'params').kind;
  return { toItem, changed, actorOf, kindOf };
}
