import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CALENDARS, calendarAnswer, JIRA_KEY, jiraIssue, onDutyNow, rangeQuery } from '../../../core/calendars.js';
import { principalOf } from '../../auth/authenticate.js';
import { HttpError, parseInput } from '../../http/errors.js';
import { docs } from '../../http/route-docs.js';
import { JiraError } from '../../integrations/jira/client.js';
import { jiraClientFor } from '../../integrations/jira/provider.js';
import { CalendarEntries } from './entries.js';
import { feedRoutes } from './feed-routes.js';
import { icalendarOf } from './ical.js';

const tags = ['Calendars'];
const read = { capability: 'console.read' as const };
const calendarParams = z.object({ calendar: z.enum(CALENDARS) });
const keyParams = z.object({ key: z.string().regex(JIRA_KEY, 'expects a Jira issue key such as OPS-123') });

/**
 * The calendars (spec §2): entries in a range for each calendar (records the caller may see, and
 * what is derived from them: on-duty shifts, public holidays, conflicts), who is on duty now,
 * iCalendar export, private feeds with revocable tokens, and Jira issues for assignments. Moving
 * an entry saves its record through the resource's own API with its version (409 when stale).
 */
export default async function calendarRoutes(app: FastifyInstance) {
  const entries = new CalendarEntries(app);
  await app.register(feedRoutes, { entries });
  const host = new URL(app.config.publicUrl).host;
  const jira = jiraClientFor(app.config);
  const calendarOf = (params: unknown) => parseInput(calendarParams, params, 'path').calendar;

  app.get(
    '/api/calendars/:calendar/entries',
    {
      config: read,
      schema: docs({
        summary: 'A calendar’s entries in a range (at most 400 days), with the timeline’s rows and on-duty conflicts',
        tags,
        params: calendarParams,
        query: rangeQuery,
        response: { 200: calendarAnswer },
      }),
    },
    async (request) => {
      const query = parseInput(rangeQuery, request.query, 'query');
      return entries.entries(calendarOf(request.params), query, principalOf(request), query.lang);
    },
  );

  app.get(
    '/api/calendars/:calendar/export',
    {
      config: read,
      schema: docs({
        summary: 'A calendar’s entries in a range as an iCalendar file (text/calendar)',
        tags,
        params: calendarParams,
        query: rangeQuery,
        response: { 200: z.string().describe('text/calendar') },
      }),
    },
    async (request, reply) => {
      const calendar = calendarOf(request.params);
      const query = parseInput(rangeQuery, request.query, 'query');
      const answer = await entries.entries(calendar, query, principalOf(request), query.lang);
      reply.header('content-type', 'text/calendar; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="gondola-${calendar}-${query.from.slice(0, 10)}-${query.to.slice(0, 10)}.ics"`);
      return icalendarOf(calendar, answer.entries, query.lang, app.config.publicUrl, host);
    },
  );

  app.get(
    '/api/calendars/on-duty/now',
    { config: read, schema: docs({ summary: 'Who is on duty now in each rotation, covers and swaps applied', tags, response: { 200: z.object({ onDuty: z.array(onDutyNow) }) } }) },
    async (request) => ({ onDuty: await entries.onDutyNow(principalOf(request)) }),
  );

  app.get(
    '/api/jira/issues/:key',
    {
      config: { capability: 'projects.manage' },
      schema: docs({
        summary: 'A Jira issue’s summary, assignee and dates, to make an assignment from (503 without Jira settings)',
        tags,
        params: keyParams,
        response: { 200: jiraIssue },
      }),
    },
    async (request) => {
      const { key } = parseInput(keyParams, request.params, 'path');
      if (!jira) throw new HttpError(503, 'jira_not_configured', 'Jira is not connected: set JIRA_URL and JIRA_API_TOKEN (and JIRA_EMAIL for Jira Cloud)');
      try {
        return { ...(await jira.issue(key)), ...(jira.demo && { demo: true }) };
      } catch (error) {
        if (!(error instanceof JiraError)) throw error;
        if (error.reason === 'not-found') throw new HttpError(404, 'not_found', `Jira has no issue ${key} (or the console's Jira user may not see it): ${error.message}`);
        if (error.reason === 'rate-limited') throw new HttpError(503, 'jira_rate_limited', error.message);
        throw new HttpError(502, 'jira_failed', error.message);
      }
    },
  );
}
