import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { reviewFilter, type ClaimAnswer } from '../../../core/media-review.js';
import { principalOf } from '../../auth/authenticate.js';
import { parseInput } from '../../http/errors.js';
import { docs } from '../../http/route-docs.js';
import { claim, release, renew, summary } from './media-store.js';
import { reviewContext, tags, review, kindParams, claimBody, releaseBody, claimAnswer } from './review-context.js';

/** The moderation queue: what waits, claiming a batch (a lease of a few minutes), renewing the lease while the reviewer works and releasing it when they leave. */
export default async function reviewQueueRoutes(app: FastifyInstance) {
  const { toItem, changed, kindOf } = reviewContext(app);

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
}
