import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { decisionInput } from '../../../core/media-review.js';
import { HttpError, parseInput } from '../../http/errors.js';
import { docs } from '../../http/route-docs.js';
import { decide, decidedMedia, mediumById, redecide, undoLast } from './media-store.js';
import { reviewContext, tags, review, kindParams, idParams, decisionsBody, redecideBody, decidedQuery, item, decisionsAnswer } from './review-context.js';

/** Deciding media: what the reviewer holds, one or a range at once, undoing their last decision, the decided media, and changing one's mind about a decided medium later (every decision audited and counted for the report). */
export default async function reviewDecisionRoutes(app: FastifyInstance) {
  const { toItem, changed, actorOf, kindOf } = reviewContext(app);
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
}
