import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { can, type Principal } from '../../../core/access.js';
import { CALENDARS, feedAnswer, type CalendarFeed, type RangeQuery } from '../../../core/calendars.js';
import { principalOf } from '../../auth/authenticate.js';
import { writeAudit } from '../../crud/audit.js';
import { HttpError, parseInput } from '../../http/errors.js';
import { docs } from '../../http/route-docs.js';
import type { CalendarEntries } from './entries.js';
import { allFeeds, createFeed, feedsOf, openFeed, refreshFeedOwner, renewFeed, revokeFeed, revokeFeedsOf, type FeedRow, type OwnedFeedRow } from './feed-store.js';
import { icalendarOf } from './ical.js';

const tags = ['Calendars'];
const read = { capability: 'console.read' as const };
const feedBody = z.object({ calendar: z.enum(CALENDARS), lang: z.enum(['en', 'de']).default('en') }).strict();
const idParams = z.object({ id: z.uuid() });
const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'expects a feed token') });
/** What a subscribed feed holds: the last two months and the next year. */
const FEED_PAST_DAYS = 60;
const FEED_FUTURE_DAYS = 330;
const GONE = 'No such calendar feed (it may have been revoked, or have expired)';

const toFeed = (row: FeedRow | OwnedFeedRow, url?: string): CalendarFeed => ({
  id: row.id,
  calendar: row.calendar,
  createdAt: new Date(row.created_at).toISOString(),
  lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
  expiresAt: new Date(row.expires_at).toISOString(),
  ...('subject' in row && { owner: { subject: row.subject, name: row.owner_name } }),
  ...(url && { url }),
});

/**
 * Private iCalendar feeds: made, listed, renewed and revoked by their owner; listed and revoked by
 * an admin for anyone (audited). A feed answers with its owner's roles and customers at their
 * latest sign-in, ends after its lifetime unless renewed, and stops when its owner has lost the
 * console or signed out everywhere.
 */
export async function feedRoutes(app: FastifyInstance, { entries }: { entries: CalendarEntries }) {
  const host = new URL(app.config.publicUrl).host;
  app.signIns.onSignIn((principal) => refreshFeedOwner(app.db, principal));
  app.signIns.onAccessEnded(async (subject, why) => {
    await revokeFeedsOf(app.db, subject, why);
  });
  const audit = (principal: Principal, row: OwnedFeedRow) =>
    writeAudit(app.db, principal, 'delete', 'calendar-feeds', row.id, { feed: { before: { owner: row.subject, calendar: row.calendar }, after: null } });

  app.get(
    '/api/calendar-feeds',
    {
      config: read,
      schema: docs({
        summary: 'The caller’s live calendar feeds (without their addresses, which are shown once)',
        tags,
        response: { 200: z.object({ feeds: z.array(feedAnswer) }) },
      }),
    },
    async (request) => ({ feeds: (await feedsOf(app.db, principalOf(request).subject)).map((row) => toFeed(row)) }),
  );

  app.post(
    '/api/calendar-feeds',
    {
      config: read,
      schema: docs({
        summary: 'Makes a private iCalendar feed of a calendar for the caller; its address (with the token) is in this answer only',
        tags,
        body: feedBody,
        response: { 201: feedAnswer },
      }),
    },
    async (request, reply) => {
      const body = parseInput(feedBody, request.body);
      const principal = principalOf(request);
      const { row, token } = await createFeed(app.db, { principal, language: body.lang }, body.calendar);
      app.log.info({ feed: row.id, calendar: body.calendar, subject: principal.subject }, 'calendar feed made');
      reply.code(201);
      return toFeed(row, `${app.config.publicUrl}/api/calendar-feeds/${token}/calendar.ics`);
    },
  );

  app.post(
    '/api/calendar-feeds/:id/renew',
    { config: read, schema: docs({ summary: 'Renews one of the caller’s live feeds: another lifetime from now', tags, params: idParams, response: { 200: feedAnswer } }) },
    async (request) => {
      const { id } = parseInput(idParams, request.params, 'path');
      const row = await renewFeed(app.db, principalOf(request).subject, id);
      if (!row) throw new HttpError(404, 'not_found', `You have no live calendar feed ${id}`);
      return toFeed(row);
    },
  );

  app.delete(
    '/api/calendar-feeds/:id',
    { config: read, schema: docs({ summary: 'Revokes one of the caller’s feeds: its address answers 404 from now on', tags, params: idParams, response: { 204: z.null() } }) },
    async (request, reply) => {
      const { id } = parseInput(idParams, request.params, 'path');
      const principal = principalOf(request);
      if (!(await revokeFeed(app.db, id, principal.subject, principal.subject))) throw new HttpError(404, 'not_found', `You have no live calendar feed ${id}`);
      reply.code(204);
      return null;
    },
  );

  app.get(
    '/api/admin/calendar-feeds',
    {
      config: { capability: 'admin.manage' },
      schema: docs({ summary: 'Everyone’s live calendar feeds with their owners (admins)', tags, response: { 200: z.object({ feeds: z.array(feedAnswer) }) } }),
    },
    async () => ({ feeds: (await allFeeds(app.db)).map((row) => toFeed(row)) }),
  );

  app.delete(
    '/api/admin/calendar-feeds/:id',
    {
      config: { capability: 'admin.manage' },
      schema: docs({ summary: 'Revokes anyone’s feed (admins); the revocation is audited', tags, params: idParams, response: { 204: z.null() } }),
    },
    async (request, reply) => {
      const { id } = parseInput(idParams, request.params, 'path');
      const principal = principalOf(request);
      const row = await revokeFeed(app.db, id, principal.subject);
      if (!row) throw new HttpError(404, 'not_found', `There is no live calendar feed ${id}`);
      await audit(principal, row);
      reply.code(204);
      return null;
    },
  );

  app.get(
    '/api/calendar-feeds/:token/calendar.ics',
    {
      config: { public: true },
      schema: docs({
        summary: 'A private feed for calendar clients: the calendar as its owner may see it (as of their latest sign-in), two months back and a year ahead',
        tags,
        params: tokenParams,
        response: { 200: z.string().describe('text/calendar') },
      }),
    },
    async (request, reply) => {
      const { token } = parseInput(tokenParams, request.params, 'path');
      const feed = await openFeed(app.db, token);
      // An owner who has lost the console (no role left at their latest sign-in) has no feed either.
      if (!feed || !can(feed.owner.principal, 'console.read')) throw new HttpError(404, 'not_found', GONE);
      const now = Date.now();
      const query: RangeQuery = {
        from: new Date(now - FEED_PAST_DAYS * 86_400_000).toISOString(),
        to: new Date(now + FEED_FUTURE_DAYS * 86_400_000).toISOString(),
        lang: feed.owner.language,
        kinds: undefined,
      };
      const answer = await entries.entries(feed.calendar, query, feed.owner.principal, feed.owner.language);
      reply.header('content-type', 'text/calendar; charset=utf-8');
      reply.header('cache-control', 'private, max-age=300');
      return icalendarOf(feed.calendar, answer.entries, feed.owner.language, app.config.publicUrl, host);
    },
  );
}
