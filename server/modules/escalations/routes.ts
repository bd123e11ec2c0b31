import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ACTION_CAPABILITIES, can, type Principal } from '../../../core/access.js';
import { principalOf } from '../../auth/authenticate.js';
import { HttpError, parseInput, reportRange } from '../../http/errors.js';
import { docs } from '../../http/route-docs.js';
import { linkedProblem, notificationByCode } from './escalation-store.js';
import { phoneAcknowledger } from './phone-acknowledge.js';
import { codeOfToken } from './links.js';
import { escalationAnswer, personEvents, problemEscalations, timelineEvent } from './timeline.js';

const tags = ['Escalations'];
const idParams = z.object({ id: z.string().min(1).max(100) });
const tokenParams = z.object({ token: z.string().min(1).max(40) });
const linkAnswer = z.object({
  problemId: z.string(),
  name: z.string(),
  severity: z.string(),
  state: z.string(),
  acknowledged: z.boolean(),
  acknowledgedBy: z.string().nullable(),
  installationId: z.string().nullable(),
  notified: z.object({ person: z.string().nullable(), personName: z.string().nullable(), channel: z.string().nullable(), at: z.string() }),
});
const ackBody = z.object({ message: z.string().trim().max(2000).nullish() }).strict();
const shiftQuery = z.object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }), person: z.string().min(1).max(200).optional() });

/** Escalations are the provider's business: customer staff, who may acknowledge their own problems, are told so. */
function staffOnly(principal: Principal) {
  if (principal.scope === 'customer') throw new HttpError(403, 'forbidden', "Escalations are shown to the provider's staff only");
}

/** A problem's escalation timeline, a person's pages in a period, and the acknowledge link's page and action. */
export default async function escalationRoutes(app: FastifyInstance) {
  const problems = app.resources.models.get('problems')!;
  const key = () => app.escalations.engine.linkKey();

  app.get<{ Params: { id: string } }>(
    '/api/problems/:id/escalation',
    {
      config: { capability: 'staff.read' },
      schema: docs({
        summary: "A problem's escalations: who was notified when, through which channel, delivered or failed, and who acknowledged how",
        tags,
        params: idParams,
        response: { 200: z.object({ data: z.array(escalationAnswer) }) },
      }),
    },
    async (request) => {
      const principal = principalOf(request);
      if (!(await app.resources.repository.get(problems, request.params.id, principal))) throw new HttpError(404, 'not_found', `No problem ${request.params.id}`);
      return { data: await problemEscalations(app.db, request.params.id) };
    },
  );

  app.get<{ Querystring: Record<string, unknown> }>(
    '/api/escalations/my-shift',
    {
      config: { capability: 'staff.read' },
      schema: docs({
        summary: 'What escalations sent the signed-in person (or, with escalations.manage, `person`) in a period: "what happened on my shift"',
        tags,
        query: shiftQuery,
        response: { 200: z.object({ data: z.array(timelineEvent.extend({ problemName: z.string() })) }) },
      }),
    },
    async (request) => {
      const principal = principalOf(request);
      const query = parseInput(shiftQuery, request.query, 'query');
      const range = parseInput(reportRange, query, 'query');
      const person = query.person ?? principal.subject;
      if (person !== principal.subject && !can(principal, 'escalations.manage')) throw new HttpError(403, 'forbidden', "Another person's pages need escalations.manage");
      return { data: await personEvents(app.db, person, range.from, range.to) };
    },
  );

  /** The notification a link's token names, with its problem; 404 for a token that is not ours. */
  async function notificationOf(token: string) {
    const code = codeOfToken(await key(), token);
    const found = code ? await notificationByCode(app.db, code) : undefined;
    if (!found) throw new HttpError(404, 'not_found', 'This acknowledge link is not valid (mistyped or altered)');
    return found;
  }

  app.get<{ Params: { token: string } }>(
    '/api/escalations/links/:token',
    {
      config: { capability: ACTION_CAPABILITIES.acknowledge },
      schema: docs({ summary: "An acknowledge link's problem and whom it was sent to", tags, params: tokenParams, response: { 200: linkAnswer } }),
    },
    async (request) => {
      staffOnly(principalOf(request));
      const n = await notificationOf(request.params.token);
      const p = await linkedProblem(app.db, n.problem_id);
      if (!p) throw new HttpError(404, 'not_found', 'The problem of this link no longer exists');
      return {
        problemId: p.id,
        name: p.name,
        severity: p.severity,
        state: p.state,
        acknowledged: p.acknowledged,
        acknowledgedBy: p.acknowledged_by,
        installationId: p.installation_id,
        notified: { person: n.person, personName: n.person_name, channel: n.channel, at: new Date(n.at).toISOString() },
      };
    },
  );

  const acknowledge = phoneAcknowledger(app);

  app.post<{ Params: { token: string } }>(
    '/api/escalations/links/:token/acknowledge',
    {
      config: { capability: ACTION_CAPABILITIES.acknowledge },
      schema: docs({
        summary: "Acknowledges the link's problem as the signed-in person, which stops its escalation",
        description: 'Answers 409 with who was first when someone acknowledged it already.',
        tags,
        params: tokenParams,
        body: ackBody,
        response: { 200: z.object({ id: z.string(), ok: z.boolean(), source: z.object({ state: z.string(), detail: z.string().optional() }) }) },
      }),
    },
    async (request) => {
      const principal = principalOf(request);
      staffOnly(principal);
      const { message } = parseInput(ackBody, request.body);
      const n = await notificationOf(request.params.token);
      return acknowledge(n.problem_id, principal, message, 'link');
    },
  );
}
