import type { FastifyInstance } from 'fastify';
import { ACTION_CAPABILITIES, can, type Principal } from '../../../core/access.js';
import { principalOf } from '../../auth/authenticate.js';
import { docs } from '../../http/route-docs.js';
import { HttpError, parseInput } from '../../http/errors.js';
import type { ProblemModuleOptions } from './module-options.js';
import { acknowledgeProblem, silenceProblem, type AcknowledgeResult } from './acknowledge.js';
import { acknowledgeAllAnswer, acknowledgeAllBody, bulkAnswer, bulkBody, acknowledgeAnswer, acknowledgeBody, idParams } from './schemas.js';

/** Acting on problems here and at their source: acknowledge (or withdraw, close, re-rate) one, triage a selection, acknowledge all of an installation and source. */
export default async function acknowledgeRoutes(app: FastifyInstance, { zabbix: client }: ProblemModuleOptions) {
  const publish = app.events.publish.bind(app.events);
  const problems = app.resources.models.get('problems')!;

  const tags = ['Problems'];
  const deps = { db: app.db, zabbix: client, publish };

  app.post<{ Params: { id: string } }>(
    '/api/problems/:id/acknowledge',
    {
      config: { capability: ACTION_CAPABILITIES.acknowledge },
      schema: docs({
        summary: 'Acknowledges (or withdraws, closes, re-rates) a problem here and at its source',
        description: 'Withdrawing, closing and re-rating need the support.write capability, which customer staff never have.',
        tags,
        params: idParams,
        body: acknowledgeBody,
        response: { 200: acknowledgeAnswer },
      }),
    },
    async (request) => {
      const input = parseInput(acknowledgeBody, request.body);
      const principal = principalOf(request);
      requireResolveRight(principal, input);
      return acknowledgeProblem({ ...deps, visible: async (id) => !!(await app.resources.repository.get(problems, id, principal)) }, request.params.id, principal, input);
    },
  );

  /** Triage at speed: acknowledge, close or silence the problems selected in the list, one transaction each. */
  app.post(
    '/api/problems/bulk',
    {
      config: { capability: ACTION_CAPABILITIES.acknowledge },
      schema: docs({
        summary: 'Acknowledges, closes or silences (until a moment) the selected problems, with a result per problem',
        description: 'Closing and silencing need the support.write capability, which customer staff never have.',
        tags,
        body: bulkBody,
        response: { 200: bulkAnswer },
      }),
    },
    async (request) => {
      const input = parseInput(bulkBody, request.body);
      const principal = principalOf(request);
      if (input.action !== 'acknowledge') requireResolveRight(principal, { close: true });
      const visible = async (id: string) => !!(await app.resources.repository.get(problems, id, principal));
      const results: Array<{ id: string; ok: boolean; error?: string }> = [];
      for (const id of new Set(input.ids)) {
        try {
          if (input.action === 'silence') await silenceProblem({ ...deps, visible }, id, principal, input.until ?? null);
          else await acknowledgeProblem({ ...deps, visible }, id, principal, input.action === 'close' ? { close: true } : { message: input.message });
          results.push({ id, ok: true });
        } catch (error) {
          results.push({ id, ok: false, error: (error as Error).message });
        }
      }
      return { total: results.length, succeeded: results.filter((r) => r.ok).length, results };
    },
  );

  app.post(
    '/api/problems/acknowledge-all',
    {
      config: { capability: ACTION_CAPABILITIES.acknowledge },
      schema: docs({
        summary: 'Acknowledges every open, unacknowledged problem of an installation and source, one by one',
        tags,
        body: acknowledgeAllBody,
        response: { 200: acknowledgeAllAnswer },
      }),
    },
    async (request) => {
      const { installationId, source, ...input } = parseInput(acknowledgeAllBody, request.body);
      const principal = principalOf(request);
      requireResolveRight(principal, input);
      const records = [];
      for (let start = 0; ; start += 1000) {
        const page = await app.resources.repository.list(
          problems,
          { sort: { field: 'startedAt', order: 'ASC' }, range: [start, start + 999], filter: { installationId, source, state: 'problem', acknowledged: false } },
          principal,
        );
        records.push(...page.records);
        if (page.records.length < 1000) break;
      }
      const visible = async (id: string) => !!(await app.resources.repository.get(problems, id, principal));
      // One transaction per problem: a failure is reported for that problem and the others go on.
      const results: AcknowledgeResult[] = [];
      for (const record of records) {
        try {
          results.push(await acknowledgeProblem({ ...deps, visible }, record.id, principal, input));
        } catch (error) {
          results.push({ id: record.id, ok: false, source: { state: 'local' }, error: (error as Error).message });
        }
      }
      return { total: records.length, acknowledged: results.filter((r) => r.ok).length, results };
    },
  );
}

/** Acknowledging is open to customer staff; taking it back, closing and re-rating are not. */
function requireResolveRight(principal: Principal, input: { unacknowledge?: boolean; close?: boolean; severity?: number | null }) {
  const resolving = input.unacknowledge || input.close || (input.severity !== undefined && input.severity !== null);
  if (resolving && !can(principal, ACTION_CAPABILITIES.resolve)) {
    throw new HttpError(403, 'forbidden', `Withdrawing, closing or re-rating a problem needs the "${ACTION_CAPABILITIES.resolve}" capability, which your account does not grant`, {
      capability: ACTION_CAPABILITIES.resolve,
    });
  }
}
