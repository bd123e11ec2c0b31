import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { tags, DAY, idParams } from './route-schemas.js';
import { ACTION_CAPABILITIES } from '../../../core/access.js';
import { principalOf } from '../../auth/authenticate.js';
import { parseInput } from '../../http/errors.js';
import { docs, ref } from '../../http/route-docs.js';
import { runsForMovie } from './event-movie-store.js';

const compileBody = z.object({ day: DAY }).strict();

/** What the tracker recorded, made again: reprocessing a video session, compiling an event movie of a day's runs. */
export default async function sessionRoutes(app: FastifyInstance) {
  const { repository, models } = app.resources;
  const model = (name: string) => models.get(name)!;

  app.post<{ Params: { id: string } }>(
    '/api/video-sessions/:id/reprocess',
    {
      config: { capability: ACTION_CAPABILITIES.reprocess },
      schema: docs({
        summary: 'Reprocesses a video session (a background job with its steps as progress); asking again while it is queued or running changes nothing',
        tags,
        params: idParams,
        response: { 202: { type: 'object', properties: { started: { type: 'boolean', description: 'false: it was queued or running already' }, session: ref('VideoSessions') } } },
      }),
    },
    async (request, reply) => {
      const { id } = parseInput(idParams, request.params, 'params');
      const principal = principalOf(request);
      await repository.require(model('video-sessions'), id, principal);
      const started = await app.tracker.reprocessing.request(id, principal);
      const session = await repository.require(model('video-sessions'), id, principal);
      app.events.publish({ resource: 'video-sessions', id, kind: 'updated', customerIds: undefined });
      return reply.status(202).send({ started, session });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/event-movie-configs/:id/compile',
    {
      config: { capability: 'devices.manage' },
      schema: docs({
        summary: "Compiles an event movie of one day's runs as the configuration chooses them",
        tags,
        params: idParams,
        body: compileBody,
        response: { 201: ref('EventMovies') },
      }),
    },
    async (request, reply) => {
      const { id } = parseInput(idParams, request.params, 'params');
      const { day } = parseInput(compileBody, request.body);
      const principal = principalOf(request);
      const movieConfig = await repository.require(model('event-movie-configs'), id, principal);
      const runs = await runsForMovie(
        app.db,
        {
          installationId: String(movieConfig.installationId),
          eventKeys: (movieConfig.eventKeys as string[]) ?? [],
          reporters: (movieConfig.reporters as string[]) ?? [],
          order: movieConfig.order as 'chronological',
          maxRuns: Number(movieConfig.maxRuns),
        },
        day,
      );
      const durationS = Math.round(runs.reduce((sum, r) => sum + (r.runtimeMs ?? 0), 0) / 1000);
      const movie = await repository.create(
        model('event-movies'),
        {
          installationId: movieConfig.installationId,
          configId: id,
          title: `${String(movieConfig.name)} ${day}`,
          eventDate: day,
          status: runs.length ? 'ready' : 'empty',
          durationS,
          runs: runs.map((r) => ({ sessionId: r.sessionId, startNumber: r.startNumber ?? undefined, runtimeMs: r.runtimeMs ?? undefined, lane: r.lane })),
        },
        principal,
      );
      return reply.status(201).send(movie);
    },
  );
}
