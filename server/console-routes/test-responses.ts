import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requestLanguage } from '../http/language.js';
import { parseInput } from '../http/errors.js';
import { docs } from '../http/route-docs.js';

/** The statuses the /test page lets an admin provoke (spec §2: 400, 401, 403, 404, 409, 422, 500, 503). */
export const TEST_STATUSES = [400, 401, 403, 404, 409, 422, 500, 503] as const;
const MAX_TIMEOUT_MS = 30_000;
const timeoutQuery = z.object({ ms: z.coerce.number().int().min(0).max(MAX_TIMEOUT_MS).default(5000) });

const STATUS_TEXT: Record<(typeof TEST_STATUSES)[number], string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Lets the console's error catalogue be seen on demand; admin only. */
export default async function testResponseRoutes(app: FastifyInstance) {
  app.get<{ Params: { code: string } }>(
    '/api/test/status/:code',
    {
      config: { capability: 'admin.manage' },
      schema: docs({
        summary: "Answers with the asked error status, so the console's error handling can be seen (the /test page)",
        tags: ['Platform'],
        params: z.object({ code: z.enum(TEST_STATUSES.map(String) as [string, ...string[]]) }),
        response: Object.fromEntries(TEST_STATUSES.map((code) => [code, z.object({ error: z.string(), message: z.string(), description: z.string() })])),
      }),
    },
    async (request, reply) => {
      const code = Number(request.params.code);
      if (!(TEST_STATUSES as readonly number[]).includes(code)) {
        return reply.status(400).send({ error: 'bad_request', message: `code must be one of ${TEST_STATUSES.join(', ')}` });
      }
      const text = STATUS_TEXT[code as (typeof TEST_STATUSES)[number]];
      const german = requestLanguage(request) === 'de';
      return reply.status(code).send({
        error: text.toLowerCase().replace(/ /g, '_'),
        message: german ? `Testantwort ${code}` : `Test response ${code}`,
        description: german
          ? `Der Server hat mit ${code} (${text}) geantwortet, weil die Testseite darum gebeten hat.`
          : `The server answered ${code} (${text}) because the test page asked for it.`,
      });
    },
  );

  app.get(
    '/api/test/timeout',
    {
      config: { capability: 'admin.manage' },
      schema: docs({
        summary: "Answers after `ms` milliseconds (the /test page's timeout)",
        tags: ['Platform'],
        query: timeoutQuery,
        response: { 200: z.object({ waitedMs: z.number().int() }) },
      }),
    },
    async (request) => {
      const { ms } = parseInput(timeoutQuery, request.query, 'query');
      await new Promise((resolve) => setTimeout(resolve, ms));
      return { waitedMs: ms };
    },
  );
}
