import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CLAIM_SIZE, decisionInput, MAX_BATCH, MEDIA_KINDS, mediaReportCsv, reviewFilter, type ClaimAnswer, type MediaKind, type ReviewItem } from '../../../core/media-review.js';
import { principalOf } from '../../auth/authenticate.js';
import { HttpError, parseInput, reportRange } from '../../http/errors.js';
import { docs } from '../../http/route-docs.js';
import { claim, decide, decidedMedia, mediumById, redecide, release, renew, summary, undoLast, type MediaRow } from './media-store.js';
import { mediaReport } from './report-store.js';

const tags = ['Media review'];
const review = { capability: 'media.review' as const };
const kindParams = z.object({ kind: z.enum(MEDIA_KINDS) });
const idParams = z.object({ id: z.uuid() });
const claimBody = z.object({ filter: reviewFilter.default({}), size: z.number().int().min(1).max(100).default(CLAIM_SIZE) }).strict();
const decisionsBody = z.object({ decisions: z.array(decisionInput).min(1).max(MAX_BATCH) }).strict();
const releaseBody = z.object({ ids: z.array(z.uuid()).max(MAX_BATCH).optional() }).strict();
const redecideBody = z
  .object({ decision: z.enum(['confirmed', 'rejected']), reason: z.string().optional(), reasonText: z.string().optional(), version: z.number().int().positive() })
  .strict();
const decidedQuery = reviewFilter.safeExtend({
  state: z.enum(['confirmed', 'rejected']),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});

const item = z.object({
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
const claimAnswer = z.object({ items: z.array(item), leaseUntil: z.string().nullable() });
const decisionsAnswer = z.object({ decided: z.array(z.object({ id: z.string(), decisionId: z.string(), decision: z.string() })) });

/**
 * The moderation queue (spec §4: media are confirmed or rejected): a reviewer claims a batch
 * (a lease of a few minutes, renewed while they work, released when they leave), decides what
 * they hold, one item or a range at once, can undo their last decision, and change their mind
 * about a decided medium later. Every decision is audited and counted for the report.
 */
export default async function mediaReviewRoutes(app: FastifyInstance) {
  const toItem = (row: MediaRow): ReviewItem => ({
    id: row.id,
    kind: row.kind,
    installationId: row.installation_id,
    installationName: row.installation_name,
    resortName: row.resort_name,
    deviceId: row.device_id,
    lane: row.lane,
    photopointId: row.photopoint_id,
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

  app.get(
    '/api/media-review/:kind/summary',
    {
      config: review,
      schema: docs({
        summary: 'What waits in a queue (with the filter): how many, the oldest arrival, how many others hold',
        tags,
        params: kindParams,
        query: reviewFilter,
        response: { 200: z.object({ waiting: z.number(), oldestArrivedAt: z.string().nullable(), leasedByOthers: z.number() }) },
      }),
    },
    async (request) => summary(app.db, kindOf(request.params), parseInput(reviewFilter, request.query, 'query'), principalOf(request).subject),
  );

  app.post(
    '/api/media-review/:kind/claim',
    {
      config: review,
      schema: docs({
        summary: `Holds up to \`size\` waiting media for the caller (what they hold already first, oldest first) for a few minutes`,
        tags,
        params: kindParams,
        body: claimBody,
        response: { 200: claimAnswer },
      }),
    },
    async (request): Promise<ClaimAnswer> => {
      const kind = kindOf(request.params);
      const body = parseInput(claimBody, request.body);
      const rows = await claim(app.db, kind, body.filter, principalOf(request).subject, body.size);
      const leaseUntil = rows.reduce<Date | null>((min, r) => (r.lease_until && (!min || r.lease_until < min) ? r.lease_until : min), null);
      return { items: rows.map(toItem), leaseUntil: leaseUntil ? new Date(leaseUntil).toISOString() : null };
    },
  );

  app.post(
    '/api/media-review/:kind/renew',
    {
      config: review,
      schema: docs({
        summary: 'Keeps what the caller holds for another lease period (sent while they are active)',
        tags,
        params: kindParams,
        response: { 200: z.object({ held: z.number(), leaseUntil: z.string().nullable() }) },
      }),
    },
    async (request) => {
      const { held, leaseUntil } = await renew(app.db, kindOf(request.params), principalOf(request).subject);
      return { held, leaseUntil: leaseUntil ? new Date(leaseUntil).toISOString() : null };
    },
  );

  app.post(
    '/api/media-review/:kind/release',
    {
      config: review,
      schema: docs({
        summary: 'Gives back what the caller holds (all of the kind, or the named items) when they leave',
        tags,
        params: kindParams,
        body: releaseBody,
        response: { 200: z.object({ released: z.number() }) },
      }),
    },
    async (request) => {
      const kind = kindOf(request.params);
      const { ids } = parseInput(releaseBody, request.body);
      const released = await release(app.db, kind, principalOf(request).subject, ids);
      if (released) changed(kind);
      return { released };
    },
  );

  app.post(
    '/api/media-review/:kind/decisions',
    {
      config: review,
      schema: docs({
        summary: 'Confirms or rejects held media, all or none (a rejection needs a reason; "other" needs words)',
        description: 'An item whose lease ran out (or that someone else decided) refuses the whole request with 409 and `lost`.',
        tags,
        params: kindParams,
        body: decisionsBody,
        response: { 200: decisionsAnswer },
      }),
    },
    async (request) => {
      const kind = kindOf(request.params);
      const { decisions } = parseInput(decisionsBody, request.body);
      if (new Set(decisions.map((d) => d.id)).size !== decisions.length) throw new HttpError(400, 'bad_request', 'An item is named twice in one request');
      const result = await decide(app.db, kind, actorOf(request), decisions);
      if ('lost' in result) {
        throw new HttpError(
          409,
          'lease_lost',
          result.lost.length === 1
            ? 'Your hold on this item ran out and it went back to the queue, or someone else decided it: nothing was saved. Take it again from the queue.'
            : `Your hold on ${result.lost.length} of these items ran out and they went back to the queue, or someone else decided them: nothing was saved. Take them again from the queue.`,
          { lost: result.lost, description: 'leaseLost' },
        );
      }
      changed(kind);
      return { decided: result.decided.map((d) => ({ id: d.id, decisionId: d.decision_id, decision: d.decision })) };
    },
  );

  app.post(
    '/api/media-review/:kind/undo',
    {
      config: review,
      schema: docs({
        summary: "Takes back the caller's latest decision of the last quarter hour: the item waits again, held by the caller",
        tags,
        params: kindParams,
        response: { 200: z.object({ item }) },
      }),
    },
    async (request) => {
      const kind = kindOf(request.params);
      const result = await undoLast(app.db, kind, actorOf(request));
      if ('refused' in result) {
        throw result.refused === 'nothing'
          ? new HttpError(409, 'nothing_to_undo', 'There is no decision of yours from the last 15 minutes to undo.', { description: 'nothingToUndo' })
          : new HttpError(409, 'decided_again', 'This item was decided again since your decision; change it from the decided items instead.', {
              description: 'decidedAgain',
            });
      }
      changed(kind);
      return { item: toItem((await mediumById(app.db, result.id))!) };
    },
  );

  app.get(
    '/api/media-review/:kind/decided',
    {
      config: review,
      schema: docs({
        summary: 'Decided media of a kind, latest decision first (for a change of mind)',
        tags,
        params: kindParams,
        query: decidedQuery,
        response: { 200: z.object({ items: z.array(item), total: z.number() }) },
      }),
    },
    async (request) => {
      const kind = kindOf(request.params);
      const { state, page, perPage, ...filter } = parseInput(decidedQuery, request.query, 'query');
      const { rows, total } = await decidedMedia(app.db, kind, state, filter, perPage, (page - 1) * perPage);
      return { items: rows.map(toItem), total };
    },
  );

  app.put(
    '/api/media/:id/decision',
    {
      config: review,
      schema: docs({
        summary: 'A change of mind about a decided medium, against the version seen (409 when someone decided it meanwhile)',
        tags,
        params: idParams,
        body: redecideBody,
        response: { 200: z.object({ item }) },
      }),
    },
    async (request) => {
      const { id } = parseInput(idParams, request.params, 'params');
      const { version, ...rest } = parseInput(redecideBody, request.body);
      const decision = parseInput(decisionInput, { id, ...rest });
      const result = await redecide(app.db, actorOf(request), decision, version);
      if ('refused' in result) {
        if (result.refused === 'missing') throw new HttpError(404, 'not_found', 'There is no such medium');
        if (result.refused === 'pending') throw new HttpError(409, 'pending', 'This medium waits in the queue: decide it there.');
        throw new HttpError(409, 'conflict', 'Someone decided this medium again since you loaded it: reload to see their decision.', { currentVersion: result.current });
      }
      const row = (await mediumById(app.db, id))!;
      changed(row.kind);
      return { item: toItem(row) };
    },
  );

  app.get(
    '/api/media-review/report',
    {
      config: review,
      schema: docs({
        summary: 'Decisions per day, moderator and kind in a range (UTC days), and the backlog now',
        tags,
        query: z.object({ from: z.string(), to: z.string() }),
        response: { 200: z.object({ rows: z.array(z.object({ day: z.string(), reviewerName: z.string(), kind: z.string(), reviewed: z.number() })) }) },
      }),
    },
    async (request) => {
      const { from, to } = parseInput(reportRange, request.query, 'range');
      return mediaReport(app.db, from, to);
    },
  );

  app.get(
    '/api/media-review/report/csv',
    {
      config: review,
      schema: docs({ summary: 'The media review report as a spreadsheet', tags, query: z.object({ from: z.string(), to: z.string() }), response: { 200: 'csv' } }),
    },
    async (request, reply) => {
      const { from, to } = parseInput(reportRange, request.query, 'range');
      const report = await mediaReport(app.db, from, to);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="media-review-${report.from.slice(0, 10)}-${report.to.slice(0, 10)}.csv"`);
      return reply.send(mediaReportCsv(report));
    },
  );
}
